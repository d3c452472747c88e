import { useSyncExternalStore } from 'react';

/** Spec §9: the loading flag goes off 300 ms after the last tracked request ends. */
export const LOADING_OFF_DELAY_MS = 300;

/** Spec §7: these calls run in the background and never show the global loading flag. */
export const UNTRACKED_PATHS = [
  '/api/memberAttrInfo/getModifyPasswordCount',
  '/api/homepage/query_notice',
  '/api/shortcut/queryCurrent',
  '/api/message/query',
  '/api/message/queryHistory',
  '/api/message/queryTotal',
  '/api/homepage/query_biz_task',
] as const;

export function isTracked(path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  return !(UNTRACKED_PATHS as readonly string[]).includes(pathname);
}

let pending = 0;
let loading = false;
let offTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setLoading(value: boolean) {
  if (loading === value) return;
  loading = value;
  for (const listener of listeners) listener();
}

/** Marks a request as started; call the returned function once it has ended (success or not). */
export function trackRequest(path: string): () => void {
  if (!isTracked(path)) return () => undefined;
  pending++;
  clearTimeout(offTimer);
  setLoading(true);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    pending--;
    if (pending === 0) offTimer = setTimeout(() => setLoading(false), LOADING_OFF_DELAY_MS);
  };
}

export function isLoading(): boolean {
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useGlobalLoading(): boolean {
  return useSyncExternalStore(subscribe, isLoading, () => false);
}
