'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import useSWR, { useSWRConfig } from 'swr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COMPANY_ACCESS, COMPANY_PATHS, type ApplicationDetail } from '@/customs-api/contract/companies';
import { ResourceListPage } from '@/components/list/ResourceListPage';
import { ConfirmDialog } from '@/components/organization/ConfirmDialog';
import { buttonCodeOf } from '@/components/organization/resources';
import type { PageProps } from '@/components/pages/registry';
import { apiRequest } from '@/lib/api/client';
import { useButtonPermission } from '@/lib/shell/buttons';
import { useSetTabTitle } from '@/lib/shell/tabs/context';
import { ApplicationInfo } from './ApplicationDetailPage';
import { HistoryTable } from './HistoryTable';
import { authResource } from './resources';

/** 企业认证: approved applications; one opens in its own tab (`?id=`) where customs authentication is recorded. */
export default function CompanyAuthPage({ path, title, query }: PageProps) {
  if (query.id) return <AuthDetail path={path} id={Number(query.id)} />;
  return <ResourceListPage resource={authResource} path={path} title={title} />;
}

function AuthDetail({ path, id }: { path: string; id: number }) {
  const t = useTranslations('companies');
  const tList = useTranslations('list');
  const mayUse = useButtonPermission(path);
  const { mutate } = useSWRConfig();
  const detail = useSWR([COMPANY_PATHS.authDetail, id], ([url, applicationId]) => apiRequest<ApplicationDetail>(url, { body: { data: { id: applicationId } } }));
  const [confirming, setConfirming] = useState(false);
  const application = detail.data;
  useSetTabTitle(application ? t('auth.tabTitle', { name: application.name }) : undefined);

  if (detail.isLoading) return <LinearProgress />;
  if (!application) return <Alert severity="warning">{tList('notFound')}</Alert>;
  return (
    <Box data-testid="auth-detail">
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h6" component="h1" sx={{ flex: 1 }}>
          {application.name}
        </Typography>
        {application.status === 'approved' && mayUse(buttonCodeOf(COMPANY_ACCESS.applicationAuthenticate)) && (
          <Button variant="contained" onClick={() => setConfirming(true)} data-testid="application-authenticate">
            {t('auth.authenticate')}
          </Button>
        )}
      </Stack>
      <ApplicationInfo application={application} />
      <HistoryTable events={application.events} title={t('history.title')} />
      <ConfirmDialog
        open={confirming}
        title={t('auth.authenticate')}
        text={t('auth.confirm', { name: application.name })}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          await apiRequest(COMPANY_PATHS.applicationAuthenticate, { body: { data: { id } }, successMessage: t('auth.done') });
          void detail.mutate();
          void mutate((key) => Array.isArray(key) && (key[0] === COMPANY_PATHS.authPage || key[0] === COMPANY_PATHS.companyPage));
        }}
      />
    </Box>
  );
}
