'use client';

import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COMPANY_PATHS, type ApplicationEvent } from '@/customs-api/contract/companies';
import type { PageProps } from '@/components/pages/registry';
import { apiRequest } from '@/lib/api/client';
import { useOpenPage } from '@/lib/shell/navigation';
import { useSetTabTitle } from '@/lib/shell/tabs/context';
import { HistoryTable } from './HistoryTable';
import { APPLICATION_DETAIL } from './resources';

/** apply-record: the full history of one application (`?id=`). */
export default function ApplyRecordPage({ query }: PageProps) {
  const t = useTranslations('companies');
  const openPage = useOpenPage();
  const id = Number(query.id);
  const valid = Number.isInteger(id) && id > 0;
  const history = useSWR(valid ? [COMPANY_PATHS.applicationHistory, id] : null, ([url, applicationId]) => apiRequest<ApplicationEvent[]>(url, { body: { data: { id: applicationId } } }));
  useSetTabTitle(valid ? t('history.tabTitle', { id }) : undefined);

  if (!valid) return <Alert severity="info">{t('history.pickApplication')}</Alert>;
  if (history.isLoading) return <LinearProgress />;
  return (
    <Box data-testid="apply-record">
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h6" component="h1" sx={{ flex: 1 }}>
          {t('history.heading', { id })}
        </Typography>
        <Button onClick={() => openPage(APPLICATION_DETAIL, { id: String(id) })}>{t('history.openApplication')}</Button>
      </Stack>
      <HistoryTable events={history.data ?? []} title={t('history.title')} />
    </Box>
  );
}
