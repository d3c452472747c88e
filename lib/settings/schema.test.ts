import { DEFAULT_SETTINGS, migrateSettings, parseStoredSettings, SETTINGS_VERSION, settingsStorageKey } from './schema';
import { themeOrFirst } from './themes';

describe('settings storage', () => {
  it('reads current settings as they are', () => {
    const stored = { ...DEFAULT_SETTINGS, theme: 'star', color: '#11A983', size: 'mini', menu: { asideCollapse: true, asideTransition: false } };
    expect(parseStoredSettings(JSON.stringify(stored))).toEqual(stored);
  });

  it('migrates version 1 flat keys instead of resetting them', () => {
    expect(
      migrateSettings({ version: 1, theme: 'violet', color: '#F5222D', size: 'small', asideCollapse: true, transitionActive: false, locale: 'zh-chs' }),
    ).toEqual({
      version: SETTINGS_VERSION,
      theme: 'violet',
      color: '#F5222D',
      size: 'small',
      locale: 'zh-CN',
      menu: { asideCollapse: true, asideTransition: true },
      transition: { active: false },
    });
  });

  it.each([null, '', '{', 'null', '42', '"text"', '[]'])('falls back to defaults for corrupt entry %p', (text) => {
    expect(parseStoredSettings(text)).toEqual(DEFAULT_SETTINGS);
  });

  it('repairs single corrupt fields and keeps the good ones', () => {
    const parsed = parseStoredSettings(JSON.stringify({ version: SETTINGS_VERSION, theme: 'nope', color: 'red', size: 'mini', menu: 'x' }));
    expect(parsed).toMatchObject({ theme: 'd2', color: '#409EFF', size: 'mini', menu: { asideCollapse: false } });
  });

  it('keys storage by user', () => {
    expect(settingsStorageKey('member-admin')).not.toEqual(settingsStorageKey('member-operator'));
  });

  it('falls back to the first theme when the stored one is unknown', () => {
    expect(themeOrFirst('unknown').name).toBe('d2');
    expect(themeOrFirst('star').name).toBe('star');
  });
});
