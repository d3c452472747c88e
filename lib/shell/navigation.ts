'use client';

import { useCallback } from 'react';
import { useRouter } from 'next/navigation';

/** Builds `/path?x=1` from a path and a query object. */
export function fullPathOf(path: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** Opens a console page (the one place that decides how navigation happens). */
export function useOpenPage() {
  const router = useRouter();
  return useCallback((path: string, query?: Record<string, string>) => router.push(fullPathOf(path, query)), [router]);
}
