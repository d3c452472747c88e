import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { DEFAULT_SETTINGS, parseStoredSettings, SETTINGS_COOKIE, settingsStorageKey, type Settings } from './schema';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function writeCookie(name: string, value: string) {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

/** A user's stored settings; a user new to this browser starts from the defaults in the current language. */
export function storedSettingsOf(userId: string, locale: Settings['locale']): Settings {
  let text: string | null = null;
  try {
    text = localStorage.getItem(settingsStorageKey(userId));
  } catch {
    // Blocked storage: defaults.
  }
  return text ? parseStoredSettings(text) : { ...DEFAULT_SETTINGS, locale };
}

/** Before the first page of a login is rendered, tell the server whose settings to paint (no flash). */
export function primeSettingsCookie(userId: string, locale: Settings['locale']) {
  const settings = storedSettingsOf(userId, locale);
  writeCookie(SETTINGS_COOKIE, JSON.stringify(settings));
  writeCookie(LOCALE_COOKIE, settings.locale);
}
