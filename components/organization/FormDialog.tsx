'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { ApiError } from '@/lib/api/client';

type Props = {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Returns false to keep the dialog open (the form found problems); throws ApiError when the platform refuses. */
  onSubmit: () => Promise<boolean | void>;
  submitLabel?: string;
  testId: string;
  /** Dialogs that must be answered (a forced password change) cannot be cancelled. */
  cancellable?: boolean;
  maxWidth?: 'xs' | 'sm' | 'md';
  children: ReactNode;
};

/**
 * A dialog with a form. A refused save keeps the form as typed and shows the platform's message
 * above it (the call is silent, so the message is not toasted twice).
 */
export function FormDialog({ open, title, onClose, onSubmit, submitLabel, testId, cancellable = true, maxWidth = 'sm', children }: Props) {
  const tCommon = useTranslations('common');
  const t = useTranslations('organization');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setRefusal(null);
    try {
      if ((await onSubmit()) !== false) onClose();
    } catch (error) {
      setRefusal(error instanceof ApiError || error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={cancellable && !busy ? onClose : undefined} maxWidth={maxWidth} fullWidth aria-labelledby={`${testId}-title`} data-testid={testId}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={`${testId}-title`}>{title}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {refusal && (
              <Alert severity="error" data-testid="form-refusal">
                {refusal}
              </Alert>
            )}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          {cancellable && (
            <Button onClick={onClose} disabled={busy}>
              {tCommon('cancel')}
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={busy} data-testid={`${testId}-submit`}>
            {submitLabel ?? t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
