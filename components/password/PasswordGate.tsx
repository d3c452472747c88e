'use client';

import { ChangePasswordDialog } from './ChangePasswordDialog';
import { usePasswordStatus } from './use-password-status';

/**
 * After an administrator's reset, or when the password is older than the policy allows, the member
 * changes it before anything else (the platform's answer decides, not the login-time flags).
 */
export function PasswordGate() {
  const { data } = usePasswordStatus();
  const forced = data?.mustChange ? (data.reason ?? 'reset') : null;
  return <ChangePasswordDialog open={!!forced} forcedReason={forced} onClose={() => undefined} />;
}
