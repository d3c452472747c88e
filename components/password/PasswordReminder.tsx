'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { PASSWORD_REMIND_DAYS, usePasswordStatus } from './use-password-status';

/** The homepage's reminder when the password expires soon. */
export function PasswordReminder() {
  const t = useTranslations('password');
  const { data } = usePasswordStatus();
  const [open, setOpen] = useState(false);
  if (!data || data.mustChange || data.daysLeft === null || data.daysLeft > PASSWORD_REMIND_DAYS) return null;
  return (
    <>
      <Alert
        severity="warning"
        sx={{ mb: 2 }}
        data-testid="password-reminder"
        action={
          <Button color="inherit" size="small" onClick={() => setOpen(true)}>
            {t('remind.change')}
          </Button>
        }
      >
        {t('remind.text', { days: data.daysLeft })}
      </Alert>
      <ChangePasswordDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
