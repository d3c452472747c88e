'use client';

import { useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';

function subscribe(onChange: () => void) {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

/** Follows the browser's own state, so leaving with Esc updates the button too. */
export function FullscreenToggle() {
  const t = useTranslations('header');
  const active = useSyncExternalStore(subscribe, () => !!document.fullscreenElement, () => false);
  const label = active ? t('exitFullscreen') : t('fullscreen');
  const toggle = () => {
    const action = active ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    void action.catch(() => undefined);
  };
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" onClick={toggle} aria-label={label} aria-pressed={active} data-testid="fullscreen-toggle">
        {active ? <FullscreenExit /> : <Fullscreen />}
      </IconButton>
    </Tooltip>
  );
}
