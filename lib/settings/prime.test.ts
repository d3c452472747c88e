/**
 * @jest-environment jsdom
 */
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { storedSettingsOf } from './browser';
import { primeSettingsCookie, storedLocaleOf } from './prime';
import { DEFAULT_SETTINGS, parseStoredSettings, SETTINGS_COOKIE, SETTINGS_VERSION, settingsStorageKey } from './schema';

function cookie(name: string): string | undefined {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(name.length + 1));
}

const entries = [
  '{',
  'null',
  '42',
  '"text"',
  '[]',
  '{}',
  JSON.stringify({ ...DEFAULT_SETTINGS, locale: 'ja' }),
  JSON.stringify({ ...DEFAULT_SETTINGS, locale: 'zh-cht' }),
  JSON.stringify({ version: SETTINGS_VERSION, locale: 'nope' }),
  JSON.stringify({ version: 3, locale: 'en' }),
  JSON.stringify({ version: 1, locale: 'zh-cht', theme: 'violet' }),
  JSON.stringify({ locale: 'zh-chs' }),
  JSON.stringify({ locale: 'en', asideCollapse: 'yes' }),
  JSON.stringify({ locale: 'en', theme: null }),
  JSON.stringify({ locale: 'en', unknownKey: 5 }),
  JSON.stringify({ locale: 5 }),
];

describe('priming the settings cookie at login (no schema loaded)', () => {
  it.each(entries)('works out the language of %p as the schema does', (text) => {
    expect(storedLocaleOf(text)).toBe(parseStoredSettings(text).locale);
  });

  it.each(entries)('hands the server the same settings for %p', (text) => {
    localStorage.setItem(settingsStorageKey('member-a'), text);
    primeSettingsCookie('member-a', 'en');
    expect(parseStoredSettings(cookie(SETTINGS_COOKIE))).toEqual(storedSettingsOf('member-a', 'en'));
    expect(cookie(LOCALE_COOKIE)).toBe(storedSettingsOf('member-a', 'en').locale);
  });

  it('starts a user new to this browser from the defaults in the current language', () => {
    primeSettingsCookie('member-new', 'ja');
    expect(parseStoredSettings(cookie(SETTINGS_COOKIE))).toEqual({ ...DEFAULT_SETTINGS, locale: 'ja' });
    expect(cookie(LOCALE_COOKIE)).toBe('ja');
  });
});
