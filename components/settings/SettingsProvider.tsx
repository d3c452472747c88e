'use client';

import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { LOCALE_COOKIE, type Locale } from '@/lib/i18n/locales';
import { storedSettingsOf, writeCookie } from '@/lib/settings/browser';
import { SETTINGS_COOKIE, settingsStorageKey, type Settings } from '@/lib/settings/schema';
import { themeOrFirst } from '@/lib/settings/themes';
import { createConsoleTheme } from '@/lib/ui/theme';

type SettingsContextValue = {
  settings: Settings;
  update: (patch: Partial<Settings>) => void;
  /** Loads the given user's stored settings (after login) and keeps later changes under that user. */
  bindUser: (userId: string) => void;
  setLocale: (locale: Locale) => void;
};

const SettingsContext = createContext<SettingsContextValue | null>(null);

/**
 * Per-user UI settings (theme, accent colour, size, menu, transition, language) and the MUI theme
 * built from them. The server renders with the settings cookie, so the first paint has the user's
 * theme and size; browser storage (per user) is the source of truth once the user is known.
 */
export function SettingsProvider({ initial, children }: { initial: Settings; children: ReactNode }) {
  const router = useRouter();
  const [settings, setSettings] = useState(initial);
  const userId = useRef<string | null>(null);

  const persist = useCallback((next: Settings) => {
    const json = JSON.stringify(next);
    try {
      if (userId.current) localStorage.setItem(settingsStorageKey(userId.current), json);
    } catch {
      // Storage full or blocked: the settings still apply for this page.
    }
    writeCookie(SETTINGS_COOKIE, json);
  }, []);

  const applyLocale = useCallback(
    (locale: Locale, current: Locale) => {
      if (locale === current) return;
      writeCookie(LOCALE_COOKIE, locale);
      // Re-renders server components with the new messages; client state (open pages) is kept.
      router.refresh();
    },
    [router],
  );

  const update = useCallback(
    (patch: Partial<Settings>) =>
      setSettings((current) => {
        const next = { ...current, ...patch };
        persist(next);
        return next;
      }),
    [persist],
  );

  const setLocale = useCallback(
    (locale: Locale) => {
      applyLocale(locale, settings.locale);
      update({ locale });
    },
    [applyLocale, settings.locale, update],
  );

  const bindUser = useCallback(
    (id: string) => {
      if (userId.current === id) return;
      userId.current = id;
      setSettings((current) => {
        const next = storedSettingsOf(id, current.locale);
        persist(next);
        applyLocale(next.locale, current.locale);
        return next;
      });
    },
    [applyLocale, persist],
  );

  const theme = useMemo(() => createConsoleTheme(settings), [settings]);
  const definition = themeOrFirst(settings.theme);
  const value = useMemo(() => ({ settings, update, bindUser, setLocale }), [settings, update, bindUser, setLocale]);

  return (
    <SettingsContext value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <GlobalStyles
          styles={{
            ':root': {
              '--shell-header-bg': definition.colors.headerBg,
              '--shell-header-text': definition.colors.headerText,
              '--shell-aside-bg': definition.colors.asideBg,
              '--shell-aside-text': definition.colors.asideText,
              '--shell-transition': settings.transition.active ? '0.2s' : '0s',
            },
            body: definition.backgroundImage
              ? { backgroundImage: `url(${definition.backgroundImage})`, backgroundSize: 'cover', backgroundAttachment: 'fixed' }
              : {},
          }}
        />
        {children}
      </ThemeProvider>
    </SettingsContext>
  );
}

export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings must be used inside SettingsProvider');
  return value;
}
