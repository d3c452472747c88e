'use client';

import useSWR from 'swr';
import { DICTIONARY_CODES, type DictionaryCode } from '@/customs-api/contract/dictionary';
import { DICTIONARY_SWR_OPTIONS, dictionaryKey, fetchDictionary } from '@/lib/dictionaries/use-dictionary';

function DictionaryLoader({ code }: { code: DictionaryCode }) {
  useSWR(dictionaryKey(code), fetchDictionary, DICTIONARY_SWR_OPTIONS);
  return null;
}

/** Spec §4: the first navigation with a session loads every dictionary once, in parallel, without blocking the shell. */
export function DictionaryPreloader() {
  return DICTIONARY_CODES.map((code) => <DictionaryLoader key={code} code={code} />);
}
