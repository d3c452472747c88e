'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Code from '@mui/icons-material/Code';
import DoneAll from '@mui/icons-material/DoneAll';
import Replay from '@mui/icons-material/Replay';
import { RECEIPT_PATHS, type ReceiptFailureStatus } from '@/customs-api/contract/receipts';
import { ResourceListPage } from '@/components/list/ResourceListPage';
import type { PageProps } from '@/components/pages/registry';
import { apiRequest } from '@/lib/api/client';
import { useButtonPermission } from '@/lib/shell/buttons';
import { showToast } from '@/lib/ui/toast';
import { failureDetailSchema, reprocessResultSchema } from './answers';
import { IngestButton } from './IngestButton';
import { ReceiptTimeline } from './ReceiptTimeline';
import { FAILURE_BUTTONS, failureResource, RECEIPT_PAGES, SEARCH_BUTTONS } from './resources';
import { useRefreshReceipts } from './refresh';

const STATUS_COLOURS: Record<ReceiptFailureStatus, 'error' | 'success' | 'default'> = { open: 'error', reprocessed: 'success', resolved: 'default' };

/** The raw message of one failure, and the receipts it produced once reprocessed. */
function RawDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const t = useTranslations('receiptManagement');
  const detail = useSWR(id ? [RECEIPT_PATHS.failureDetail, id] : null, async ([url, failureId]) => failureDetailSchema.parse(await apiRequest(url, { body: { data: { id: failureId } } })));
  return (
    <Dialog open={id !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="raw-xml-title" data-testid="raw-xml-dialog">
      <DialogTitle id="raw-xml-title">{t('raw.title', { id: id ?? '' })}</DialogTitle>
      <DialogContent dividers>
        {detail.isLoading && <LinearProgress />}
        {detail.data && (
          <>
            <Alert severity={detail.data.status === 'open' ? 'error' : 'info'} sx={{ mb: 2 }}>
              {detail.data.reason}
            </Alert>
            <Box component="pre" data-testid="raw-xml" sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, maxHeight: 360, overflow: 'auto', fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {detail.data.raw}
            </Box>
            {detail.data.receipts.length > 0 && (
              <Box sx={{ mt: 2 }}>
                <Typography variant="subtitle2" sx={{ mb: 1 }}>
                  {t('raw.receipts')}
                </Typography>
                <ReceiptTimeline receipts={detail.data.receipts} showDocument />
              </Box>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Marks one failure resolved by hand, with the operator's note. */
function ResolveDialog({ id, onClose, onResolved }: { id: number | null; onClose: () => void; onResolved: () => void }) {
  const t = useTranslations('receiptManagement');
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const resolve = async () => {
    setSaving(true);
    try {
      await apiRequest(RECEIPT_PATHS.failureResolve, { body: { data: { id, note } }, successMessage: t('resolve.done') });
      setNote('');
      onResolved();
    } catch {
      // The data client has told the user.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open={id !== null} onClose={onClose} aria-labelledby="resolve-title" data-testid="resolve-dialog">
      <DialogTitle id="resolve-title">{t('resolve.title', { id: id ?? '' })}</DialogTitle>
      <DialogContent sx={{ width: 440 }}>
        <TextField label={t('resolve.note')} value={note} onChange={(event) => setNote(event.target.value)} multiline minRows={3} fullWidth sx={{ mt: 1 }} slotProps={{ htmlInput: { maxLength: 500 } }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" onClick={() => void resolve()} disabled={saving} data-testid="resolve-confirm">
          {t('resolve.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * 解析失败: messages or receipts that could not be parsed or matched. The operator reads the raw XML,
 * reprocesses the selected ones (e.g. after their inventory was declared) or closes one with a note.
 */
export default function ParseFailurePage({ path, title }: PageProps) {
  const t = useTranslations('receiptManagement');
  const mayReprocess = useButtonPermission(path)(FAILURE_BUTTONS.reprocess);
  const mayIngest = useButtonPermission(RECEIPT_PAGES.search)(SEARCH_BUTTONS.ingest);
  const refreshReceipts = useRefreshReceipts();
  const [rawId, setRawId] = useState<number | null>(null);
  const [resolving, setResolving] = useState<{ id: number; refresh: () => void } | null>(null);
  const [reprocessing, setReprocessing] = useState(false);

  const reprocess = async (ids: number[], refresh: () => void) => {
    setReprocessing(true);
    try {
      const result = reprocessResultSchema.parse(await apiRequest(RECEIPT_PATHS.failureReprocess, { body: { data: { ids } } }));
      showToast(result.stillFailing ? 'warning' : 'success', t('reprocess.done', { reprocessed: result.reprocessed, stillFailing: result.stillFailing }));
      refresh();
      refreshReceipts();
    } catch {
      // The data client has told the user.
    } finally {
      setReprocessing(false);
    }
  };

  return (
    <>
      <ResourceListPage
        resource={failureResource}
        path={path}
        title={title}
        toolbar={mayIngest ? <IngestButton label={t('actions.ingest')} /> : null}
        renderAction={(action, refresh, selected) => {
          if (action.key !== 'reprocess') return null;
          // Only open failures can be reprocessed; resolved and reprocessed ones are history.
          const ids = selected.filter((row) => row.status === 'open').map((row) => Number(row.id));
          return (
            <Button variant="contained" startIcon={<Replay />} disabled={!ids.length || reprocessing} onClick={() => void reprocess(ids, refresh)} data-testid="reprocess-selected">
              {t('actions.reprocess', { count: ids.length })}
            </Button>
          );
        }}
        renderCell={{
          status: (row) => (
            <Chip size="small" color={STATUS_COLOURS[row.status as ReceiptFailureStatus] ?? 'default'} label={t(`failureStatus.${String(row.status)}`)} data-testid="failure-status" />
          ),
        }}
        rowActions={(row, refresh) => (
          <Stack direction="row">
            <Tooltip title={t('actions.viewRaw')}>
              <IconButton size="small" aria-label={t('actions.viewRaw')} onClick={() => setRawId(Number(row.id))} data-testid="view-raw">
                <Code fontSize="small" />
              </IconButton>
            </Tooltip>
            {mayReprocess && row.status === 'open' && (
              <Tooltip title={t('actions.resolve')}>
                <IconButton size="small" aria-label={t('actions.resolve')} onClick={() => setResolving({ id: Number(row.id), refresh })} data-testid="resolve">
                  <DoneAll fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        )}
        onOpenRow={(row) => setRawId(Number(row.id))}
      />
      <RawDialog id={rawId} onClose={() => setRawId(null)} />
      <ResolveDialog
        id={resolving?.id ?? null}
        onClose={() => setResolving(null)}
        onResolved={() => {
          resolving?.refresh();
          setResolving(null);
        }}
      />
    </>
  );
}
