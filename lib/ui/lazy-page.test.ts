import { ChunkLoadError, isChunkLoadError, loadWithTimeout } from './lazy-page';

describe('chunk load handling', () => {
  it('recognizes failed downloads from every bundler and browser wording', () => {
    expect(isChunkLoadError(new ChunkLoadError(new Error('x')))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('text')).toBe(false);
  });

  it('turns a stalled download into a ChunkLoadError after the timeout', async () => {
    jest.useFakeTimers();
    const loading = loadWithTimeout(() => new Promise(() => undefined), 120_000);
    jest.advanceTimersByTime(119_999);
    let settled = false;
    void loading.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(loading).rejects.toBeInstanceOf(ChunkLoadError);
    jest.useRealTimers();
  });

  it('passes a module through and wraps other failures', async () => {
    await expect(loadWithTimeout(async () => ({ default: 1 }))).resolves.toEqual({ default: 1 });
    await expect(loadWithTimeout(() => Promise.reject(new Error('network')))).rejects.toBeInstanceOf(ChunkLoadError);
  });
});
