import type { Locale } from './locales';
import { FALLBACK_LOCALE } from './locales';

type Messages = { [key: string]: string | Messages };

const loaders: Record<Locale, () => Promise<Messages>> = {
  'zh-CN': () => import('@/messages/zh-CN.json').then((m) => m.default),
  'zh-TW': () => import('@/messages/zh-TW.json').then((m) => m.default),
  en: () => import('@/messages/en.json').then((m) => m.default),
  ja: () => import('@/messages/ja.json').then((m) => m.default),
};

/** Deep merge so that a key missing in `primary` falls back to the fallback locale's text. */
export function withFallback(primary: Messages, fallback: Messages): Messages {
  const merged: Messages = { ...fallback };
  for (const [key, value] of Object.entries(primary)) {
    const base = merged[key];
    merged[key] = typeof value === 'object' && typeof base === 'object' ? withFallback(value, base) : value;
  }
  return merged;
}

export async function loadMessages(locale: Locale): Promise<Messages> {
  const primary = await loaders[locale]();
  if (locale === FALLBACK_LOCALE) return primary;
  return withFallback(primary, await loaders[FALLBACK_LOCALE]());
}
