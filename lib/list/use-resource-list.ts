'use client';

import { useCallback, useMemo, useState } from 'react';
import useSWR from 'swr';
import { z } from 'zod';
import { pageResultSchema, type PageResult, type SortOrder } from '@/customs-api/contract/query';
import { apiRequest } from '@/lib/api/client';
import { defaultRange } from '@/lib/query/date-ranges';
import { buildTerms, type SearchValues } from '@/lib/query/terms';
import { sessionSearchKey } from '@/lib/shell/tabs/session-search';
import type { ResourceDefinition } from './resource';

export type Row = Record<string, unknown>;
const rowsSchema = pageResultSchema(z.record(z.string(), z.unknown()));
const totalsSchema = z.record(z.string(), z.unknown());

export function initialSearchValues(resource: ResourceDefinition, now = new Date()): SearchValues {
  const values: SearchValues = {};
  for (const field of resource.search) {
    if (field.input === 'dateRange' && field.defaultRange) {
      const { from, to } = defaultRange(now);
      values[field.column] = [from.toISOString(), to.toISOString()];
    }
  }
  return values;
}

function readSessionSearch(path: string): SearchValues | null {
  try {
    const text = sessionStorage.getItem(sessionSearchKey(path));
    const parsed = z.record(z.string(), z.union([z.string(), z.tuple([z.string().nullable(), z.string().nullable()]), z.null()])).safeParse(text ? JSON.parse(text) : null);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Everything a list page needs, without UI (react-admin's "controller"): the search form values,
 * the applied query, paging and sort, the page of rows and the totals. State lives in the page,
 * which the tab host keeps alive, so each tab keeps its own search and page.
 */
export function useResourceList(resource: ResourceDefinition, path: string) {
  const [draft, setDraft] = useState<SearchValues>(() => (resource.sessionSearch && typeof window !== 'undefined' ? readSessionSearch(path) : null) ?? initialSearchValues(resource));
  const [applied, setApplied] = useState<SearchValues>(draft);
  const [paging, setPaging] = useState({ page: 0, pageSize: 20 });
  const [sort, setSort] = useState<SortOrder[]>(resource.defaultSort);

  const terms = useMemo(() => buildTerms(resource.search, applied, { keepEmpty: resource.keepEmptyTerms }), [resource, applied]);
  const query = useMemo(() => ({ terms, sort, page: paging.page + 1, pageSize: paging.pageSize }), [terms, sort, paging]);

  const list = useSWR([resource.endpoints.page, query] as const, async ([url, body]) => rowsSchema.parse(await apiRequest(url, { body: { data: body } })) as PageResult<Row>, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
  const totals = useSWR(resource.endpoints.total ? ([resource.endpoints.total, terms] as const) : null, async ([url, body]) => totalsSchema.parse(await apiRequest(url, { body: { data: { terms: body } } })), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });

  const submit = useCallback(() => {
    setApplied(draft);
    setPaging((current) => ({ ...current, page: 0 }));
    if (resource.sessionSearch) {
      try {
        sessionStorage.setItem(sessionSearchKey(path), JSON.stringify(draft));
      } catch {
        // The search still applies; it just will not survive a reload.
      }
    }
  }, [draft, path, resource.sessionSearch]);

  const reset = useCallback(() => {
    const initial = initialSearchValues(resource);
    setDraft(initial);
    setApplied(initial);
    setPaging((current) => ({ ...current, page: 0 }));
    if (resource.sessionSearch) sessionStorage.removeItem(sessionSearchKey(path));
  }, [path, resource]);

  return { draft, setDraft, submit, reset, terms, sort, setSort, paging, setPaging, list, totals };
}
