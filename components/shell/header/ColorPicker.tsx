'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ColorLens from '@mui/icons-material/ColorLens';
import Check from '@mui/icons-material/Check';
import { useSettings } from '@/components/settings/SettingsProvider';
import { COLOR_PRESETS, DEFAULT_COLOR } from '@/lib/settings/schema';

/** Accent colour: seven presets or any colour; clearing resets to the default. Spec §4: a change refreshes the page. */
export function ColorPicker() {
  const t = useTranslations('header');
  const { settings, update } = useSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [custom, setCustom] = useState(settings.color);

  const choose = (color: string) => {
    setAnchor(null);
    if (color.toLowerCase() === settings.color.toLowerCase()) return;
    update({ color });
    window.location.reload();
  };

  return (
    <>
      <Tooltip title={t('color')}>
        <IconButton color="inherit" onClick={(event) => setAnchor(event.currentTarget)} aria-label={t('color')} data-testid="color-picker">
          <ColorLens />
        </IconButton>
      </Tooltip>
      <Popover open={!!anchor} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <Stack spacing={1.5} sx={{ p: 2, width: 260 }}>
          <Typography variant="subtitle2">{t('color')}</Typography>
          <Box role="radiogroup" aria-label={t('colorPresets')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {COLOR_PRESETS.map((color) => {
              const selected = color.toLowerCase() === settings.color.toLowerCase();
              return (
                <Box
                  key={color}
                  component="button"
                  type="button"
                  role="radio"
                  aria-checked={selected}
                  aria-label={color}
                  onClick={() => choose(color)}
                  sx={{ width: 26, height: 26, borderRadius: '50%', border: 2, borderColor: 'background.paper', outline: selected ? '2px solid' : 'none', outlineColor: color, bgcolor: color, cursor: 'pointer', color: '#fff', display: 'grid', placeItems: 'center', p: 0 }}
                >
                  {selected && <Check sx={{ fontSize: 16 }} />}
                </Box>
              );
            })}
          </Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: 1 }}>
              <Typography variant="body2">{t('customColor')}</Typography>
              <input type="color" value={custom} onChange={(event) => setCustom(event.target.value.toUpperCase())} aria-label={t('customColor')} />
            </Box>
            <Button size="small" variant="contained" onClick={() => choose(custom)}>
              {t('applyColor')}
            </Button>
            <Button size="small" onClick={() => choose(DEFAULT_COLOR)}>
              {t('clearColor')}
            </Button>
          </Stack>
        </Stack>
      </Popover>
    </>
  );
}
