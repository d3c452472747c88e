'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import PlayCircle from '@mui/icons-material/PlayCircle';
import { RECEIPT_PATHS, simulateRequestSchema, type SimulateRequest } from '@/customs-api/contract/receipts';
import type { DeclareIeFlag } from '@/customs-api/contract/declare';
import { apiRequest } from '@/lib/api/client';
import { showToast } from '@/lib/ui/toast';
import { simulateResultSchema } from './answers';
import { useRefreshReceipts } from './refresh';

type Scope = 'batch' | 'latest';
const DEFAULT_LIMIT = 50;

/** Plays customs for a batch or the latest inventories without receipts (demos and tests, spec issue #7). */
export function SimulateButton({ label, ieFlag }: { label: string; ieFlag?: DeclareIeFlag }) {
  const t = useTranslations('receipts');
  const refresh = useRefreshReceipts();
  const [open, setOpen] = useState(false);
  const [scope, setScope] = useState<Scope>('batch');
  const [batchId, setBatchId] = useState('');
  const [limit, setLimit] = useState(String(DEFAULT_LIMIT));
  const [running, setRunning] = useState(false);

  const request: SimulateRequest = scope === 'batch' ? { batchId: Number(batchId) } : { limit: Number(limit), ieFlag };
  const valid = simulateRequestSchema.safeParse({ data: request }).success && (scope === 'latest' || batchId.trim() !== '');

  const run = async () => {
    setRunning(true);
    try {
      const result = simulateResultSchema.parse(await apiRequest(RECEIPT_PATHS.simulate, { body: { data: request } }));
      setOpen(false);
      refresh();
      showToast('success', t('simulate.done', result));
    } catch {
      // The data client has told the user.
    } finally {
      setRunning(false);
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<PlayCircle />} onClick={() => setOpen(true)} data-testid="receipt-simulate">
        {label}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="simulate-title" data-testid="simulate-dialog">
        <DialogTitle id="simulate-title">{t('simulate.title')}</DialogTitle>
        <DialogContent sx={{ width: 420 }}>
          <RadioGroup value={scope} onChange={(event) => setScope(event.target.value as Scope)} sx={{ mb: 2 }}>
            <FormControlLabel value="batch" control={<Radio />} label={t('simulate.byBatch')} />
            <FormControlLabel value="latest" control={<Radio />} label={t('simulate.latest')} />
          </RadioGroup>
          <Stack spacing={2}>
            {scope === 'batch' ? (
              <TextField size="small" type="number" label={t('simulate.batchId')} value={batchId} onChange={(event) => setBatchId(event.target.value)} autoFocus />
            ) : (
              <TextField size="small" type="number" label={t('simulate.limit')} value={limit} onChange={(event) => setLimit(event.target.value)} slotProps={{ htmlInput: { min: 1, max: 5000 } }} />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('simulate.cancel')}</Button>
          <Button variant="contained" onClick={() => void run()} disabled={!valid || running} data-testid="simulate-run">
            {t('simulate.run')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
