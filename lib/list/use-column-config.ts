'use client';

import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { pushLog } from '@/lib/log/store';
import { useShell } from '@/lib/shell/shell-context';
import { columnConfigKey, defaultColumnConfig, mergeColumnConfig, parseColumnConfig, type ColumnBase, type ColumnConfigItem } from './column-config';

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
const notify = () => listeners.forEach((listener) => listener());

function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The column config of one list page for the current user, kept in browser storage under a key
 * built from the route path. Spec §8: a failed save is not shown to the user (it is logged).
 */
export function useColumnConfig(routePath: string, columns: readonly ColumnBase[]) {
  const { user } = useShell();
  const key = columnConfigKey(user.id, routePath);
  // The server has no storage: it renders the defaults, the browser then applies the stored config.
  const raw = useSyncExternalStore(subscribe, () => readRaw(key), () => null);
  const config = useMemo(() => {
    const stored = parseColumnConfig(raw);
    return stored ? mergeColumnConfig(stored, columns) : defaultColumnConfig(columns);
  }, [raw, columns]);

  const save = useCallback(
    (next: ColumnConfigItem[]) => {
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch (error) {
        pushLog(`column config not saved (${routePath}): ${error instanceof Error ? error.message : String(error)}`, 'info');
      }
      notify();
    },
    [key, routePath],
  );

  const reset = useCallback(() => {
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing stored that could be removed: the defaults apply anyway.
    }
    notify();
  }, [key]);

  return { config, save, reset };
}
