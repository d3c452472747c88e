/** Helpers for the data client's unit tests (never imported by the app). */
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import zhCN from '@/messages/zh-CN.json';
import zhTW from '@/messages/zh-TW.json';
import type { Translate } from './failure';

export const CATALOGUES = { 'zh-CN': zhCN, 'zh-TW': zhTW, en, ja } as const;
export type Locale = keyof typeof CATALOGUES;

/** A lookup translator over the real message files (`{name}` placeholders only, which is all http.* and log.* use). */
export function catalogueTranslator(locale: Locale): Translate {
  return (key, values = {}) => {
    let node: unknown = CATALOGUES[locale];
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    if (typeof node !== 'string') throw new Error(`missing message ${locale}:${key}`);
    return node.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
  };
}

/** A Response-shaped answer for environments without fetch (jsdom): the network edge of the client. */
export function fakeAnswer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const lower = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  if (typeof body === 'object' && !lower.has('content-type')) lower.set('content-type', 'application/json');
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: { get: (name: string) => lower.get(name.toLowerCase()) ?? null, has: (name: string) => lower.has(name.toLowerCase()) },
    text: async () => text,
    blob: async () => new Blob([text], { type: lower.get('content-type') ?? '' }),
  } as unknown as Response;
}
