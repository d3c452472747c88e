import { useMemo } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import { DICTIONARIES, DICTIONARY_PATH, dictionaryItemsSchema, type DictionaryCode, type DictionaryItem, type DictionaryName } from '@/customs-api/contract/dictionary';
import { apiRequest } from '@/lib/api/client';

export const dictionaryKey = (code: DictionaryCode) => ['dictionary', code] as const;

/** Loaded (or loading) dictionaries of this page session, shared by every hook; failures are not kept. */
const loaded = new Map<DictionaryCode, Promise<DictionaryItem[]>>();

/** Drops every loaded dictionary (a new session must not see the previous one's). */
export function forgetDictionaries() {
  loaded.clear();
}

export function fetchDictionary([, code]: ReturnType<typeof dictionaryKey>): Promise<DictionaryItem[]> {
  let items = loaded.get(code);
  if (!items) {
    // Silent: a failed dictionary never interrupts the operator with a toast; it is logged and retried.
    items = apiRequest(DICTIONARY_PATH, { body: { data: { dicCode: code } }, silent: true }).then((data) => dictionaryItemsSchema.parse(data));
    items.catch(() => loaded.delete(code));
    loaded.set(code, items);
  }
  return items;
}

/** Dictionaries change rarely: load once per session, retry failures with backoff. */
export const DICTIONARY_SWR_OPTIONS: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  dedupingInterval: 60 * 60 * 1000,
  errorRetryCount: 5,
  errorRetryInterval: 2_000,
};

export type Dictionary = {
  items: DictionaryItem[];
  /** The label of a code, or the code itself while loading or when unknown. */
  label: (code: string | null | undefined) => string;
  loading: boolean;
  error: unknown;
};

/** `useDictionary('country')` → items and a code → label lookup (spec §3 dictionary lists). */
export function useDictionary(name: DictionaryName): Dictionary {
  const { data, error, isLoading } = useSWR(dictionaryKey(DICTIONARIES[name]), fetchDictionary, DICTIONARY_SWR_OPTIONS);
  return useMemo(() => {
    const items = data ?? [];
    const labels = new Map(items.map((item) => [item.code, item.name]));
    return { items, label: (code) => (code ? (labels.get(code) ?? code) : ''), loading: isLoading, error };
  }, [data, error, isLoading]);
}
