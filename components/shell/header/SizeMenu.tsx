'use client';

import { useTranslations } from 'next-intl';
import MenuItem from '@mui/material/MenuItem';
import FormatSize from '@mui/icons-material/FormatSize';
import { useSettings } from '@/components/settings/SettingsProvider';
import { SIZES } from '@/lib/settings/schema';
import { useOpenPage } from '@/lib/shell/navigation';
import { MenuButton } from './MenuButton';

/** Component size: a density change across MUI components, then a refresh of the page (spec §4). */
export function SizeMenu() {
  const t = useTranslations('header');
  const { settings, update } = useSettings();
  const openPage = useOpenPage();
  return (
    <MenuButton label={t('size')} icon={<FormatSize />} testId="size-menu">
      {(close) =>
        SIZES.map((size) => (
          <MenuItem
            key={size}
            selected={size === settings.size}
            onClick={() => {
              close();
              if (size === settings.size) return;
              update({ size });
              openPage('/refresh');
            }}
          >
            {t(`sizes.${size}`)}
          </MenuItem>
        ))
      }
    </MenuButton>
  );
}
