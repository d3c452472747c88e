'use client';

import { useTranslations } from 'next-intl';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Refresh from '@mui/icons-material/Refresh';
import FirstPage from '@mui/icons-material/FirstPage';
import LastPage from '@mui/icons-material/LastPage';
import HighlightOff from '@mui/icons-material/HighlightOff';
import ClearAll from '@mui/icons-material/ClearAll';
import { useTabs } from '@/lib/shell/tabs/context';
import { HOME_TAB } from '@/lib/shell/tabs/store';

/** The tab a menu acts on, and where it opens: beside the tab (keyboard, dropdown) or at the pointer. */
export type TabMenuTarget = { fullPath: string; anchorEl?: HTMLElement; position?: { top: number; left: number } };

/** Refresh / close left / close right / close others / close all, for the tab the menu was opened on. */
export function TabMenu({ target, onClose }: { target: TabMenuTarget | null; onClose: () => void }) {
  const t = useTranslations('tabs');
  const { state, refresh, closeLeft, closeRight, closeOthers, closeAll } = useTabs();
  const index = target ? state.tabs.findIndex((tab) => tab.fullPath === target.fullPath) : -1;
  const closable = (tabIndex: number) => tabIndex >= 0 && state.tabs[tabIndex]?.fullPath !== HOME_TAB.fullPath;
  const anyClosable = (indices: number[]) => indices.some(closable);
  const indices = state.tabs.map((_, tabIndex) => tabIndex);

  const run = (action: (fullPath: string) => void) => () => {
    if (target) action(target.fullPath);
    onClose();
  };

  return (
    <Menu
      open={!!target && index >= 0}
      onClose={onClose}
      anchorEl={target?.anchorEl}
      anchorReference={target?.position ? 'anchorPosition' : 'anchorEl'}
      anchorPosition={target?.position}
      data-testid="tab-menu"
    >
      <MenuItem onClick={run(refresh)}>
        <ListItemIcon>
          <Refresh fontSize="small" />
        </ListItemIcon>
        {t('refresh')}
      </MenuItem>
      <MenuItem onClick={run(closeLeft)} disabled={!anyClosable(indices.filter((tabIndex) => tabIndex < index))}>
        <ListItemIcon>
          <FirstPage fontSize="small" />
        </ListItemIcon>
        {t('closeLeft')}
      </MenuItem>
      <MenuItem onClick={run(closeRight)} disabled={!anyClosable(indices.filter((tabIndex) => tabIndex > index))}>
        <ListItemIcon>
          <LastPage fontSize="small" />
        </ListItemIcon>
        {t('closeRight')}
      </MenuItem>
      <MenuItem onClick={run(closeOthers)} disabled={!anyClosable(indices.filter((tabIndex) => tabIndex !== index))}>
        <ListItemIcon>
          <HighlightOff fontSize="small" />
        </ListItemIcon>
        {t('closeOthers')}
      </MenuItem>
      <MenuItem onClick={run(() => closeAll())} disabled={!anyClosable(indices)}>
        <ListItemIcon>
          <ClearAll fontSize="small" />
        </ListItemIcon>
        {t('closeAll')}
      </MenuItem>
    </Menu>
  );
}
