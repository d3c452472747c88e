'use client';

import { useSWRConfig } from 'swr';

/** New receipts change every receipts list and detail: revalidate each loaded one (keeping their searches). */
export function useRefreshReceipts(): () => void {
  const { mutate } = useSWRConfig();
  return () => void mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('/api/app/receipts/'));
}
