'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { showToast } from '@/lib/ui/toast';

/**
 * A new temporary password, shown this once: the platform keeps only its hash, and the dialog
 * forgets it when closed.
 */
export function TemporaryPasswordDialog({ username, password, onClose }: { username: string; password: string | null; onClose: () => void }) {
  const t = useTranslations('password');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password ?? '');
      setCopied(true);
    } catch {
      showToast('warning', t('temporary.copyFailed'));
    }
  };
  const close = () => {
    setCopied(false);
    onClose();
  };
  return (
    <Dialog open={password !== null} maxWidth="xs" fullWidth aria-labelledby="temporary-password-title" data-testid="temporary-password">
      <DialogTitle id="temporary-password-title">{t('temporary.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography>{t('temporary.for', { username })}</Typography>
          <Typography component="code" sx={{ fontFamily: 'monospace', fontSize: 20, p: 1, bgcolor: 'action.hover', borderRadius: 1, textAlign: 'center', userSelect: 'all' }} data-testid="temporary-password-value">
            {password}
          </Typography>
          <Alert severity="warning">{t('temporary.once')}</Alert>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopy />} onClick={() => void copy()} data-testid="temporary-password-copy">
          {copied ? t('temporary.copied') : t('temporary.copy')}
        </Button>
        <Button variant="contained" onClick={close}>
          {t('temporary.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
