'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Palette from '@mui/icons-material/Palette';
import { useSettings } from '@/components/settings/SettingsProvider';
import { THEME_NAMES, THEMES, type ThemeDefinition } from '@/lib/settings/themes';

/** A miniature of the console in the theme's colours: header, side menu and content. */
function ThemePreview({ theme, accent }: { theme: ThemeDefinition; accent: string }) {
  const { colors } = theme;
  const header = colors.headerBg.startsWith('var(') ? accent : colors.headerBg;
  return (
    <Box
      aria-hidden
      sx={{
        width: 150,
        height: 90,
        display: 'grid',
        gridTemplateColumns: '32px 1fr',
        gridTemplateRows: '14px 1fr',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: theme.mode === 'dark' ? '#0b1020' : '#f0f2f5',
        backgroundImage: theme.backgroundImage ? `url(${theme.backgroundImage})` : undefined,
        backgroundSize: 'cover',
      }}
    >
      <Box sx={{ gridColumn: '1 / 3', bgcolor: header }} />
      <Box sx={{ bgcolor: colors.asideBg }} />
      <Box sx={{ m: 1, borderRadius: 0.5, bgcolor: theme.paper ?? (theme.mode === 'dark' ? '#1e2638' : '#fff') }} />
    </Box>
  );
}

export function ThemeDialog() {
  const t = useTranslations('header');
  const tCommon = useTranslations('common');
  const { settings, update } = useSettings();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('theme')}>
        <IconButton color="inherit" onClick={() => setOpen(true)} aria-label={t('theme')} data-testid="theme-button">
          <Palette />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" aria-labelledby="theme-dialog-title">
        <DialogTitle id="theme-dialog-title">{t('theme')}</DialogTitle>
        <DialogContent>
          <Box role="radiogroup" aria-label={t('theme')} sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: 2 }}>
            {THEME_NAMES.map((name) => {
              const selected = settings.theme === name;
              return (
                <ButtonBase
                  key={name}
                  role="radio"
                  aria-checked={selected}
                  onClick={() => update({ theme: name })}
                  data-testid={`theme-${name}`}
                  sx={{ flexDirection: 'column', gap: 1, p: 1, borderRadius: 1, border: 2, borderColor: selected ? 'primary.main' : 'divider' }}
                >
                  <ThemePreview theme={THEMES[name]} accent={settings.color} />
                  <Typography variant="body2">{t(`themes.${name}`)}</Typography>
                </ButtonBase>
              );
            })}
          </Box>
          <FormControlLabel
            sx={{ mt: 2 }}
            control={<Switch checked={settings.transition.active} onChange={(event) => update({ transition: { active: event.target.checked } })} />}
            label={t('pageTransition')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{tCommon('close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
