'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import useSWR, { useSWRConfig } from 'swr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { COMPANY_ACCESS, COMPANY_PATHS, type CompanyDetail } from '@/customs-api/contract/companies';
import { InfoGrid } from '@/components/organization/InfoGrid';
import { buttonCodeOf } from '@/components/organization/resources';
import type { PageProps } from '@/components/pages/registry';
import { apiRequest } from '@/lib/api/client';
import { formatValue } from '@/lib/list/format';
import { useButtonPermission } from '@/lib/shell/buttons';
import { useOpenPage } from '@/lib/shell/navigation';
import { useSetTabTitle } from '@/lib/shell/tabs/context';
import { CompanyFormDialog } from './CompanyFormDialog';
import { APPLICATION_DETAIL, COMPANIES_PAGE, COMPANY_STATUS_LABELS, LIMIT_DETAIL } from './resources';

/** manager-detail: a company with its members and applications; editable with the EDIT button. */
export default function CompanyDetailPage({ query }: PageProps) {
  const t = useTranslations('companies');
  const tList = useTranslations('list');
  const mayUse = useButtonPermission(COMPANIES_PAGE);
  const openPage = useOpenPage();
  const { mutate } = useSWRConfig();
  const detail = useSWR(query.id ? [COMPANY_PATHS.companyDetail, query.id] : null, ([url, id]) => apiRequest<CompanyDetail>(url, { body: { data: { id } } }));
  const [editing, setEditing] = useState(false);
  const company = detail.data;
  useSetTabTitle(company?.name);

  if (detail.isLoading) return <LinearProgress />;
  if (!company) return <Alert severity="warning">{tList('notFound')}</Alert>;
  return (
    <Box data-testid="company-detail">
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h6" component="h1" sx={{ flex: 1 }}>
          {company.name}
        </Typography>
        <Button onClick={() => openPage(LIMIT_DETAIL, { id: company.id })}>{t('companies.openLimit')}</Button>
        {mayUse(buttonCodeOf(COMPANY_ACCESS.companyUpdate)) && (
          <Button variant="contained" onClick={() => setEditing(true)} data-testid="company-edit">
            {t('companies.edit')}
          </Button>
        )}
      </Stack>
      <InfoGrid
        title={t('companies.info')}
        items={[
          { label: t('fields.name'), value: company.name },
          { label: t('fields.uscc'), value: company.uscc },
          { label: t('fields.customsCode'), value: company.customsCode },
          { label: t('fields.types'), value: company.types.map((type) => t(`types.${type}`)).join(', ') },
          { label: t('fields.legalRepresentative'), value: company.legalRepresentative },
          { label: t('fields.contactName'), value: company.contactName },
          { label: t('fields.contactPhone'), value: company.contactPhone },
          { label: t('fields.address'), value: company.address },
          { label: t('fields.companyStatus'), value: t(COMPANY_STATUS_LABELS[company.status]) },
          { label: t('fields.guaranteeLimit'), value: formatValue(company.guaranteeLimit, 'money') },
          { label: t('fields.authenticatedAt'), value: formatValue(company.authenticatedAt, 'datetime') },
          { label: t('fields.members'), value: company.members.map((member) => `${member.name} (${member.username})`).join(', ') },
        ]}
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {t('companies.applications')}
        </Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('fields.id')}</TableCell>
              <TableCell>{t('fields.status')}</TableCell>
              <TableCell>{t('fields.applicant')}</TableCell>
              <TableCell>{t('fields.updatedAt')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {company.applications.map((application) => (
              <TableRow key={application.id} hover sx={{ cursor: 'pointer' }} onClick={() => openPage(APPLICATION_DETAIL, { id: String(application.id) })}>
                <TableCell>{application.id}</TableCell>
                <TableCell>{t(`status.${application.status}`)}</TableCell>
                <TableCell>{application.applicantName}</TableCell>
                <TableCell>{formatValue(application.updatedAt, 'datetime')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      {editing && (
        <CompanyFormDialog
          company={company}
          onClose={() => setEditing(false)}
          onSaved={() => {
            void detail.mutate();
            void mutate((key) => Array.isArray(key) && key[0] === COMPANY_PATHS.companyPage);
          }}
        />
      )}
    </Box>
  );
}
