'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Search from '@mui/icons-material/Search';
import { RECEIPT_PATHS, type ReceiptDirection } from '@/customs-api/contract/receipts';
import type { PageProps } from '@/components/pages/registry';
import { apiRequest } from '@/lib/api/client';
import { useOpenPage } from '@/lib/shell/navigation';
import { historySchema } from './answers';
import { ReceiptStatusChip } from './ReceiptStatusChip';
import { ReceiptTimeline } from './ReceiptTimeline';
import { RECEIPT_DETAIL_PAGE } from './resources';

const DIRECTION_OF_FLAG: Record<'I' | 'E', ReceiptDirection> = { I: 'import', E: 'exit' };

/** 回执历史: every receipt of a document (any of its numbers), one timeline per inventory found. */
export default function ReceiptHistoryPage({ query, title }: PageProps) {
  const t = useTranslations('receipts');
  const openPage = useOpenPage();
  const [draft, setDraft] = useState(query.docNo ?? '');
  const [docNo, setDocNo] = useState(query.docNo ?? '');
  const history = useSWR(docNo ? [RECEIPT_PATHS.history, docNo] : null, async ([url, number]) => historySchema.parse(await apiRequest(url, { body: { data: { docNo: number } } })));

  const receipts = history.data?.receipts ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDocNo(draft.trim());
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="receipt-history">
      <Typography variant="h6" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 2 }}>
        <TextField size="small" label={t('history.docNo')} helperText={t('history.hint')} value={draft} onChange={(event) => setDraft(event.target.value)} sx={{ minWidth: 320 }} />
        <Button type="submit" variant="contained" startIcon={<Search />} disabled={!draft.trim()}>
          {t('history.search')}
        </Button>
      </Box>
      {history.isLoading && <LinearProgress />}
      {history.data && history.data.heads.length === 0 && <Alert severity="info">{t('history.none')}</Alert>}
      {history.data?.heads.map((head) => (
        <Paper key={head.id} variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="history-document">
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }}>
            <Link component="button" variant="subtitle1" onClick={() => openPage(RECEIPT_DETAIL_PAGE, { direction: DIRECTION_OF_FLAG[head.ieFlag], id: String(head.id) })} sx={{ fontWeight: 600 }}>
              {head.copNo}
            </Link>
            <ReceiptStatusChip returnStatus={head.returnStatus} returnStatusName={head.returnStatusName} returnStage={head.returnStage} />
            <Typography variant="body2" color="text.secondary">
              {[head.invtNo, head.orderNo, head.logisticsNo, head.ebcName].filter(Boolean).join(' · ')}
            </Typography>
          </Stack>
          <ReceiptTimeline receipts={receipts.filter((receipt) => receipt.headId === head.id)} />
        </Paper>
      ))}
    </Paper>
  );
}
