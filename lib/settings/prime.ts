import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, type Locale } from '@/lib/i18n/locales';
import { SETTINGS_COOKIE, SETTINGS_VERSION, settingsStorageKey } from './keys';

/**
 * Schema-free on purpose: the login page uses this, and must not load the settings schema (zod).
 * The server reads the settings cookie through the full schema (`parseStoredSettings`), so the
 * stored text is handed over as is; only the language is worked out here, by the same rules.
 */

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function writeCookie(name: string, value: string) {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** Version 1 keys and their types (an entry with a key of another type is not a version 1 entry). */
const V1_KEYS: Record<string, 'string' | 'boolean'> = {
  theme: 'string',
  color: 'string',
  size: 'string',
  locale: 'string',
  asideCollapse: 'boolean',
  asideTransition: 'boolean',
  transitionActive: 'boolean',
};

/** The language of a stored settings entry, as `migrateSettings` of `schema.ts` would give it. */
export function storedLocaleOf(text: string): Locale {
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return DEFAULT_LOCALE;
  }
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return DEFAULT_LOCALE;
  const entry = stored as Record<string, unknown>;
  if (entry.version === SETTINGS_VERSION) return isLocale(entry.locale) ? entry.locale : DEFAULT_LOCALE;
  if (entry.version !== undefined && entry.version !== 1) return DEFAULT_LOCALE;
  for (const [key, type] of Object.entries(V1_KEYS)) {
    if (entry[key] !== undefined && typeof entry[key] !== type) return DEFAULT_LOCALE;
  }
  const locale = entry.locale === 'zh-chs' ? 'zh-CN' : entry.locale === 'zh-cht' ? 'zh-TW' : entry.locale;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** Before the first page of a login is rendered, tell the server whose settings to paint (no flash). */
export function primeSettingsCookie(userId: string, locale: Locale) {
  let text: string | null = null;
  try {
    text = localStorage.getItem(settingsStorageKey(userId));
  } catch {
    // Blocked storage: defaults.
  }
  // A user new to this browser starts from the defaults in the current language.
  writeCookie(SETTINGS_COOKIE, text || JSON.stringify({ version: SETTINGS_VERSION, locale }));
  writeCookie(LOCALE_COOKIE, text ? storedLocaleOf(text) : locale);
}
