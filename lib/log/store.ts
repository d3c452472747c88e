import { useSyncExternalStore } from 'react';
import { z } from 'zod';

/** Spec §3 log entry; the meta never holds the token (the browser never has it anyway). */
export const logEntrySchema = z.object({
  id: z.string(),
  message: z.string(),
  type: z.enum(['info', 'danger']),
  time: z.string(),
  meta: z.object({ user: z.string().optional(), uuid: z.string().optional(), url: z.string() }),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

export const LOG_STORAGE_KEY = 'cbec-console-1.0.2-log';
/** Keeps the session log bounded; the oldest entries go first. */
export const LOG_CAPACITY = 500;
/** Spec §9: the badge shows at most 99. */
export const LOG_BADGE_MAX = 99;

let entries: LogEntry[] | undefined;
let writing = false;
let identity: { user?: string; uuid?: string } = {};
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

function load(): LogEntry[] {
  if (entries) return entries;
  const parsed = z.array(logEntrySchema).safeParse(JSON.parse(storage()?.getItem(LOG_STORAGE_KEY) ?? '[]'));
  entries = parsed.success ? parsed.data : [];
  return entries;
}

function commit(next: LogEntry[]) {
  entries = next;
  try {
    storage()?.setItem(LOG_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // A full or blocked storage must not break logging; the in-memory log still works.
  }
  for (const listener of listeners) listener();
}

/** Who the entries belong to (set by the shell once the user is known). */
export function setLogIdentity(next: { user?: string; uuid?: string }) {
  identity = next;
}

/** Adds an entry. Never throws and never re-enters, so a failing error handler cannot loop. */
export function pushLog(message: string, type: LogEntry['type'], url = typeof location === 'undefined' ? '' : location.href) {
  if (writing) return;
  writing = true;
  try {
    const entry: LogEntry = {
      id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
      message,
      type,
      time: new Date().toISOString(),
      meta: { ...identity, url },
    };
    commit([...logEntries(), entry].slice(-LOG_CAPACITY));
  } catch {
    // Swallowed on purpose: logging is the last line of error handling.
  } finally {
    writing = false;
  }
}

export function clearLog() {
  commit([]);
}

export function logEntries(): LogEntry[] {
  try {
    return load();
  } catch {
    entries = [];
    return entries;
  }
}

/** Calls `listener` after every change; returns the unsubscribe function. */
export function subscribeToLog(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const none: LogEntry[] = [];
export function useLogEntries(): LogEntry[] {
  return useSyncExternalStore(subscribeToLog, logEntries, () => none);
}

export function errorCount(list: readonly LogEntry[]): number {
  return list.filter((entry) => entry.type === 'danger').length;
}
