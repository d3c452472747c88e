'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** Asks before an action that cannot be taken back (delete, disable, reset). */
export function ConfirmDialog({ open, title, text, onClose, onConfirm }: { open: boolean; title: string; text: string; onClose: () => void; onConfirm: () => Promise<void> }) {
  const tCommon = useTranslations('common');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // The data client has told the user why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="confirm-title" data-testid="confirm-dialog">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {tCommon('cancel')}
        </Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={busy} autoFocus data-testid="confirm-ok">
          {tCommon('ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
