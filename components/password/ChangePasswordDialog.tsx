'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { AUTH_PATHS, publicKeySchema } from '@/customs-api/contract/auth';
import { ORGANIZATION_PATHS } from '@/customs-api/contract/organization';
import { FormDialog } from '@/components/organization/FormDialog';
import { apiRequest } from '@/lib/api/client';
import { encryptPassword } from '@/lib/auth/password-crypto';
import { passwordProblems, type PasswordProblem } from '@/lib/organization/password-policy';
import { usePasswordPolicy, usePasswordStatus } from './use-password-status';

type Props = {
  open: boolean;
  onClose: () => void;
  /** Forced after a reset or when the password is too old: the dialog cannot be dismissed. */
  forcedReason?: 'reset' | 'expired' | null;
};

/** Changes the member's own password; both passwords travel encrypted with the login key. */
export function ChangePasswordDialog({ open, onClose, forcedReason = null }: Props) {
  const t = useTranslations('password');
  const policy = usePasswordPolicy(open);
  const status = usePasswordStatus();
  const [values, setValues] = useState({ oldPassword: '', newPassword: '', confirm: '' });
  const [problems, setProblems] = useState<{ oldPassword?: string; newPassword?: string; confirm?: string }>({});
  const set = (key: keyof typeof values, value: string) => setValues((current) => ({ ...current, [key]: value }));
  const describe = (problem: PasswordProblem) => (problem.key === 'tooShort' ? t('problems.tooShort', { min: problem.min }) : problem.key === 'classes' ? t('problems.classes', { classes: problem.classes }) : t('problems.sameAsOld'));

  const close = () => {
    setValues({ oldPassword: '', newPassword: '', confirm: '' });
    setProblems({});
    onClose();
  };
  const save = async () => {
    const found: typeof problems = {};
    if (!values.oldPassword) found.oldPassword = t('problems.required');
    const policyProblems = policy.data ? passwordProblems(values.newPassword, policy.data, values.oldPassword) : [];
    if (!values.newPassword) found.newPassword = t('problems.required');
    else if (policyProblems.length) found.newPassword = policyProblems.map(describe).join(' ');
    if (values.confirm !== values.newPassword) found.confirm = t('problems.mismatch');
    setProblems(found);
    if (Object.keys(found).length) return false;
    const key = publicKeySchema.parse(await apiRequest(AUTH_PATHS.publicKey, { body: {}, silent: true }));
    const [oldPassword, newPassword] = await Promise.all([encryptPassword(values.oldPassword, key.publicKey), encryptPassword(values.newPassword, key.publicKey)]);
    await apiRequest(ORGANIZATION_PATHS.modifyPassword, { body: { data: { oldPassword, newPassword, keyId: key.keyId } }, silent: true, successMessage: t('changed') });
    await status.mutate();
    setValues({ oldPassword: '', newPassword: '', confirm: '' });
  };

  const field = (key: keyof typeof values, autoComplete: string) => (
    <TextField
      type="password"
      label={t(`fields.${key}`)}
      value={values[key]}
      onChange={(event) => set(key, event.target.value)}
      autoComplete={autoComplete}
      required
      error={!!problems[key]}
      helperText={problems[key]}
      slotProps={{ htmlInput: { 'data-testid': `password-${key}` } }}
    />
  );
  return (
    <FormDialog open={open} title={t('title')} onClose={close} onSubmit={save} submitLabel={t('submit')} testId="change-password" cancellable={!forcedReason} maxWidth="xs">
      {forcedReason && (
        <Alert severity="warning" data-testid="password-forced">
          {t(`forced.${forcedReason}`)}
        </Alert>
      )}
      {policy.data && (
        <Alert severity="info" data-testid="password-policy">
          {t('policy', { min: policy.data.minLength, classes: policy.data.requiredClasses })}
          {policy.data.maxAgeDays > 0 ? ` ${t('policyAge', { days: policy.data.maxAgeDays })}` : ''}
        </Alert>
      )}
      {field('oldPassword', 'current-password')}
      {field('newPassword', 'new-password')}
      {field('confirm', 'new-password')}
    </FormDialog>
  );
}
