import { useSyncExternalStore } from 'react';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';
export type Toast = { id: number; kind: ToastKind; message: string; durationMs: number };

/** Spec §8: error messages stay 5 s. */
export const ERROR_TOAST_MS = 5_000;
const DEFAULT_TOAST_MS = 3_000;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** The one way to show a transient message. */
export function showToast(kind: ToastKind, message: string, durationMs = kind === 'error' ? ERROR_TOAST_MS : DEFAULT_TOAST_MS): number {
  const toast = { id: nextId++, kind, message, durationMs };
  toasts = [...toasts, toast];
  emit();
  return toast.id;
}

export function dismissToast(id: number) {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const empty: Toast[] = [];
export function useToasts(): Toast[] {
  return useSyncExternalStore(subscribe, () => toasts, () => empty);
}
