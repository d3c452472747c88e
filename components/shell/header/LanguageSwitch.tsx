'use client';

import { useLocale, useTranslations } from 'next-intl';
import MenuItem from '@mui/material/MenuItem';
import Translate from '@mui/icons-material/Translate';
import { useSettings } from '@/components/settings/SettingsProvider';
import { LOCALES } from '@/lib/i18n/locales';
import { MenuButton } from './MenuButton';

/** Language names are written in their own language, so everyone finds theirs. */
const LANGUAGE_NAMES: Record<(typeof LOCALES)[number], string> = { 'zh-CN': '简体中文', 'zh-TW': '繁體中文', en: 'English', ja: '日本語' };

export function LanguageSwitch() {
  const t = useTranslations('header');
  const locale = useLocale();
  const { setLocale } = useSettings();
  return (
    <MenuButton label={t('language')} icon={<Translate />} testId="language-switch">
      {(close) =>
        LOCALES.map((option) => (
          <MenuItem
            key={option}
            selected={option === locale}
            lang={option}
            onClick={() => {
              close();
              setLocale(option);
            }}
          >
            {LANGUAGE_NAMES[option]}
          </MenuItem>
        ))
      }
    </MenuButton>
  );
}
