'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import useSWR, { useSWRConfig } from 'swr';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COMPANY_ACCESS, COMPANY_PATHS, type ApplicationDetail, type ApplicationRow } from '@/customs-api/contract/companies';
import { ConfirmDialog } from '@/components/organization/ConfirmDialog';
import { InfoGrid } from '@/components/organization/InfoGrid';
import { buttonCodeOf } from '@/components/organization/resources';
import type { PageProps } from '@/components/pages/registry';
import { apiRequest } from '@/lib/api/client';
import { formatValue } from '@/lib/list/format';
import { useButtonPermission } from '@/lib/shell/buttons';
import { useOpenPage } from '@/lib/shell/navigation';
import { useSetTabTitle } from '@/lib/shell/tabs/context';
import { ApplicationFormDialog } from './ApplicationFormDialog';
import { DocumentsSection } from './DocumentsSection';
import { HistoryTable } from './HistoryTable';
import { RejectDialog } from './RejectDialog';
import { APPLY_RECORD, APPLICATIONS_PAGE } from './resources';

const refreshApplicationLists = (key: unknown) => Array.isArray(key) && (key[0] === COMPANY_PATHS.applicationPage || key[0] === COMPANY_PATHS.authPage || key[0] === COMPANY_PATHS.applicationHistory);

/** The fields of an application, shared by its detail and the authentication view. */
export function ApplicationInfo({ application }: { application: ApplicationRow }) {
  const t = useTranslations('companies');
  return (
    <InfoGrid
      title={t('applications.info')}
      items={[
        { label: t('fields.name'), value: application.name, field: 'name' },
        { label: t('fields.uscc'), value: application.uscc, field: 'uscc' },
        { label: t('fields.customsCode'), value: application.customsCode, field: 'customsCode' },
        {
          label: t('fields.types'),
          value: (
            <Stack direction="row" spacing={0.5} component="span" sx={{ flexWrap: 'wrap' }}>
              {application.types.map((type) => (
                <Chip key={type} size="small" component="span" label={t(`types.${type}`)} />
              ))}
            </Stack>
          ),
        },
        { label: t('fields.legalRepresentative'), value: application.legalRepresentative },
        { label: t('fields.contactName'), value: application.contactName },
        { label: t('fields.contactPhone'), value: application.contactPhone },
        { label: t('fields.address'), value: application.address },
        { label: t('fields.status'), value: t(`status.${application.status}`), field: 'status' },
        { label: t('fields.applicant'), value: application.applicantName },
        { label: t('fields.submittedAt'), value: formatValue(application.submittedAt, 'datetime') },
        { label: t('fields.decidedAt'), value: formatValue(application.decidedAt, 'datetime') },
      ]}
    />
  );
}

type Pending = 'submit' | 'approve' | null;

/** EnterProsesForTheRecord-Info: one application with what its status and the viewer's buttons allow. */
export default function ApplicationDetailPage({ query }: PageProps) {
  const t = useTranslations('companies');
  const tList = useTranslations('list');
  const mayUse = useButtonPermission(APPLICATIONS_PAGE);
  const openPage = useOpenPage();
  const { mutate } = useSWRConfig();
  const id = Number(query.id);
  const detail = useSWR(Number.isInteger(id) && id > 0 ? [COMPANY_PATHS.applicationDetail, id] : null, ([url, applicationId]) => apiRequest<ApplicationDetail>(url, { body: { data: { id: applicationId } } }));
  const [editing, setEditing] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const application = detail.data;
  useSetTabTitle(application ? t('applications.tabTitle', { name: application.name }) : undefined);

  if (detail.isLoading) return <LinearProgress />;
  if (!application) return <Alert severity="warning">{tList('notFound')}</Alert>;

  const changed = () => {
    void detail.mutate();
    void mutate(refreshApplicationLists);
  };
  const editable = application.status === 'draft' || application.status === 'rejected';
  const decide = async (action: Exclude<Pending, null>) => {
    const path = action === 'submit' ? COMPANY_PATHS.applicationSubmit : COMPANY_PATHS.applicationApprove;
    await apiRequest(path, { body: { data: { id } }, successMessage: t(`applications.${action}Done`) });
    changed();
  };

  return (
    <Box data-testid="application-detail">
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h6" component="h1" sx={{ flex: 1 }}>
          {application.name}
        </Typography>
        {editable && mayUse(buttonCodeOf(COMPANY_ACCESS.applicationUpdate)) && (
          <Button variant="outlined" onClick={() => setEditing(true)} data-testid="application-edit">
            {t('applications.edit')}
          </Button>
        )}
        {editable && mayUse(buttonCodeOf(COMPANY_ACCESS.applicationSubmit)) && (
          <Button variant="contained" onClick={() => setPending('submit')} data-testid="application-submit">
            {t('applications.submit')}
          </Button>
        )}
        {application.status === 'submitted' && mayUse(buttonCodeOf(COMPANY_ACCESS.applicationApprove)) && (
          <>
            <Button variant="contained" color="success" onClick={() => setPending('approve')} data-testid="application-approve">
              {t('applications.approve')}
            </Button>
            <Button variant="outlined" color="error" onClick={() => setRejecting(true)} data-testid="application-reject">
              {t('applications.reject')}
            </Button>
          </>
        )}
        {mayUse(buttonCodeOf(COMPANY_ACCESS.applicationHistory)) && (
          <Button onClick={() => openPage(APPLY_RECORD, { id: String(id) })} data-testid="application-open-history">
            {t('applications.history')}
          </Button>
        )}
      </Stack>
      {application.status === 'rejected' && application.rejectReason && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="reject-reason-shown">
          <AlertTitle>{t('applications.rejectedBecause')}</AlertTitle>
          {application.rejectReason}
        </Alert>
      )}
      <ApplicationInfo application={application} />
      <DocumentsSection
        applicationId={id}
        documents={application.documents}
        editable={editable && mayUse(buttonCodeOf(COMPANY_ACCESS.documentUpload))}
        canDownload={mayUse(buttonCodeOf(COMPANY_ACCESS.documentDownload))}
        onChanged={changed}
      />
      <HistoryTable events={application.events} title={t('history.title')} />
      {editing && <ApplicationFormDialog application={application} onClose={() => setEditing(false)} onSaved={changed} />}
      {rejecting && <RejectDialog id={id} onClose={() => setRejecting(false)} onDone={changed} />}
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`applications.${pending}Title`) : ''}
        text={pending ? t(`applications.${pending}Confirm`, { name: application.name }) : ''}
        onClose={() => setPending(null)}
        onConfirm={() => decide(pending!)}
      />
    </Box>
  );
}
