export const LOCALES = ['zh-CN', 'zh-TW', 'en', 'ja'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';
export const FALLBACK_LOCALE: Locale = 'en';
/** The browser cookie holding the chosen language (read by the server for the first paint). */
export const LOCALE_COOKIE = 'cbec-console-1.0.2-locale';

/** Accepts our locale names and the legacy aliases of the spec ('zh-chs', 'zh-cht'). */
export function toLocale(value: string | undefined | null): Locale {
  if (!value) return DEFAULT_LOCALE;
  const aliases: Record<string, Locale> = { 'zh-chs': 'zh-CN', 'zh-cht': 'zh-TW', zh: 'zh-CN' };
  const normalized = aliases[value.toLowerCase()] ?? value;
  return (LOCALES as readonly string[]).includes(normalized) ? (normalized as Locale) : DEFAULT_LOCALE;
}
