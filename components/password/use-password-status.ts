'use client';

import useSWR from 'swr';
import { ORGANIZATION_PATHS, type ModifyPasswordCount, type PasswordPolicy } from '@/customs-api/contract/organization';
import { apiRequest } from '@/lib/api/client';

/** Days before expiry from which the homepage reminds the member. */
export const PASSWORD_REMIND_DAYS = 7;

/** Whether the member must (or soon should) change their password (getModifyPasswordCount). */
export function usePasswordStatus() {
  return useSWR(ORGANIZATION_PATHS.modifyPasswordCount, (url) => apiRequest<ModifyPasswordCount>(url, { body: { data: {} }, silent: true }), { revalidateOnFocus: false });
}

export function usePasswordPolicy(enabled: boolean) {
  return useSWR(enabled ? ORGANIZATION_PATHS.passwordPolicy : null, (url) => apiRequest<PasswordPolicy>(url, { body: { data: {} } }), { revalidateOnFocus: false });
}
