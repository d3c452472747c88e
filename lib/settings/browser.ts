import { DEFAULT_SETTINGS, parseStoredSettings, settingsStorageKey, type Settings } from './schema';

export { primeSettingsCookie, writeCookie } from './prime';

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
