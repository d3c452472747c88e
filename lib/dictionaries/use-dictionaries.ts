import { useMemo } from 'react';
import useSWR from 'swr';
import { DICTIONARIES, type DictionaryCode, type DictionaryName } from '@/customs-api/contract/dictionary';
import { DICTIONARY_SWR_OPTIONS, fetchDictionary } from './use-dictionary';

type Lookup = { label: (code: string) => string };

/** Several dictionaries at once (a list page's coded columns), each loaded once per session. */
export function useDictionaries(names: readonly DictionaryName[]): Partial<Record<DictionaryName, Lookup>> {
  const key = [...new Set(names)].sort().join(',');
  const { data } = useSWR(key ? ['dictionaries', key] : null, ([, list]) =>
    Promise.all(list.split(',').map(async (name) => [name, await fetchDictionary(['dictionary', DICTIONARIES[name as DictionaryName] as DictionaryCode])] as const)),
    DICTIONARY_SWR_OPTIONS,
  );
  return useMemo(
    () =>
      Object.fromEntries(
        (data ?? []).map(([name, items]) => {
          const labels = new Map(items.map((item) => [item.code, item.name]));
          return [name, { label: (code: string) => labels.get(code) ?? code }];
        }),
      ),
    [data],
  );
}
