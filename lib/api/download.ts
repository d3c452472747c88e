import { interpretAnswer, send, type ApiRequestOptions } from './client';
import type { Outcome } from './failure';

export type DownloadOptions = Pick<ApiRequestOptions, 'body' | 'method' | 'silent' | 'flowButtonCode' | 'signal'> & {
  /** Called as the file arrives: bytes so far, and the size when the server announced it. */
  onProgress?: (received: number, total: number | undefined) => void;
};

/** Reads a body chunk by chunk so that a large export can show its progress (and be cancelled). */
async function readWithProgress(response: Response, onProgress: NonNullable<DownloadOptions['onProgress']>): Promise<Blob> {
  const total = Number(response.headers.get('content-length')) || undefined;
  const reader = response.body?.getReader();
  if (!reader) return response.blob();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    onProgress(received, total);
  }
  return new Blob(chunks);
}

/** Answers that carry a JSON envelope (an error, or a platform refusing the export) instead of a file. */
const JSON_CONTENT = /^application\/(.+\+)?json\b/i;

/** The file name of `Content-Disposition`: RFC 5987 `filename*=UTF-8''…` first, then `filename="…"`. */
export function fileNameFromDisposition(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(disposition);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed extended name falls back to the plain one.
    }
  }
  const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(disposition);
  const name = plain?.[2]?.replace(/\\(.)/g, '$1') ?? plain?.[1]?.trim();
  return name || undefined;
}

function fallbackName(path: string): string {
  return path.split('?')[0]?.split('/').filter(Boolean).pop() ?? 'download';
}

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads a file through the BFF (exports, attachments) with the same headers, timeouts and error
 * handling as every other call, and saves it under the name the server gives. Resolves to that name.
 */
export async function downloadFile(path: string, options: DownloadOptions = {}): Promise<string> {
  const file = await send(path, { method: 'POST', ...options }, async (response): Promise<Outcome<File>> => {
    const name = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName(path);
    if (!response.ok || JSON_CONTENT.test(response.headers.get('content-type') ?? '')) {
      const outcome = await interpretAnswer(response, path);
      if (!outcome.ok) return outcome;
      // A JSON answer with code 0 is not an error: save its data, as the platform sent it.
      return { ok: true, data: new File([JSON.stringify(outcome.data)], name, { type: 'application/json' }) };
    }
    const body = options.onProgress ? await readWithProgress(response, options.onProgress) : await response.blob();
    return { ok: true, data: new File([body], name, { type: response.headers.get('content-type') ?? '' }) };
  });
  saveBlob(file, file.name);
  return file.name;
}

/** A GET link for downloads (spec §7: API base plus path); the BFF adds the token, so it works as `href`. */
export function downloadUrl(path: string, query: Record<string, string | number | boolean | undefined> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}
