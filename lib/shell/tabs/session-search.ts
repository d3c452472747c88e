/**
 * Saved search data of list pages lives in sessionStorage under a key built from the page's route
 * path; closing the tab of a page listed here clears it (spec §2).
 */
const SESSION_SEARCH_PREFIX = 'cbec-console-search:';

/** Spec §2: closing either collection-verification list tab clears its saved search data. */
export const SEARCH_CLEARED_ON_CLOSE: readonly string[] = ['/collection-verification/export/list', '/collection-verification/import/list'];

export function sessionSearchKey(path: string): string {
  return `${SESSION_SEARCH_PREFIX}${path}`;
}

/** Clears the saved search of a closed tab's route when the spec asks for it. */
export function clearSessionSearchOnClose(path: string, storage: Pick<Storage, 'removeItem'>): void {
  if (SEARCH_CLEARED_ON_CLOSE.includes(path)) storage.removeItem(sessionSearchKey(path));
}
