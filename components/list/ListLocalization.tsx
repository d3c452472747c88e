'use client';

import type { ReactNode } from 'react';
import { useLocale } from 'next-intl';
import { ja, enUS, zhCN, zhTW } from 'date-fns/locale';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { toLocale, type Locale } from '@/lib/i18n/locales';

const DATE_LOCALES: Record<Locale, typeof enUS> = { 'zh-CN': zhCN, 'zh-TW': zhTW, en: enUS, ja };

/** Date pickers in the user's language, weeks starting on Monday (as the quick ranges do). */
export function ListLocalization({ children }: { children: ReactNode }) {
  const locale = DATE_LOCALES[toLocale(useLocale())];
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={{ ...locale, options: { ...locale.options, weekStartsOn: 1 } }}>
      {children}
    </LocalizationProvider>
  );
}
