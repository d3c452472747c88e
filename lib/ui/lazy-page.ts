import { lazy, type ComponentType } from 'react';

/** Spec §9: a lazy chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'chunk load failed', { cause });
    this.name = 'ChunkLoadError';
  }
}

/** Recognizes a failed code download (ours, webpack's or the browser's dynamic import error). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(error.message)
  );
}

/** A module download that fails as a ChunkLoadError when it errors or has not arrived in time. */
export function loadWithTimeout<M>(load: () => Promise<M>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<M> {
  return new Promise<M>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(new Error(`timed out after ${timeoutMs} ms`))), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(isChunkLoadError(error) ? error : new ChunkLoadError(error));
      },
    );
  });
}

/** React.lazy with a timeout, so a stalled download ends in a reload prompt instead of an endless spinner. */
export function lazyPage<P>(load: () => Promise<{ default: ComponentType<P> }>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS) {
  return lazy(() => loadWithTimeout(load, timeoutMs));
}
