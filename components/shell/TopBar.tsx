'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import { LogIndicator } from '@/components/log/LogIndicator';
import { useSettings } from '@/components/settings/SettingsProvider';
import { APP_VERSION } from '@/lib/shell/constants';
import { HOME_ROUTE } from '@/lib/shell/routes';
import { HEADER_HEIGHT } from '@/lib/ui/theme';
import { ColorPicker } from './header/ColorPicker';
import { FullscreenToggle } from './header/FullscreenToggle';
import { LanguageSwitch } from './header/LanguageSwitch';
import { SearchPanel } from './header/SearchPanel';
import { SizeMenu } from './header/SizeMenu';
import { ThemeDialog } from './header/ThemeDialog';
import { LoadingBar } from './LoadingBar';
import { UserMenu } from './UserMenu';

export function TopBar({ userName }: { userName?: string }) {
  const t = useTranslations();
  const { settings, update } = useSettings();
  const collapsed = settings.menu.asideCollapse;
  return (
    <AppBar position="relative" elevation={1} sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, bgcolor: 'var(--shell-header-bg)', color: 'var(--shell-header-text)' }}>
      <Toolbar disableGutters variant="dense" sx={{ minHeight: HEADER_HEIGHT, height: HEADER_HEIGHT, px: 1, gap: 0.5 }}>
        <IconButton
          color="inherit"
          onClick={() => update({ menu: { ...settings.menu, asideCollapse: !collapsed } })}
          aria-label={collapsed ? t('shell.expandMenu') : t('shell.collapseMenu')}
          aria-pressed={collapsed}
          data-testid="menu-toggle"
        >
          {collapsed ? <MenuIcon /> : <MenuOpen />}
        </IconButton>
        <Box component={Link} href={HOME_ROUTE} sx={{ color: 'inherit', textDecoration: 'none', display: 'flex', alignItems: 'center', gap: 1 }} data-testid="logo">
          <Box component="img" src="/logo.svg" alt="" sx={{ width: 28, height: 28 }} />
          <Typography variant="subtitle1" component="span" noWrap sx={{ fontWeight: 600, display: { xs: 'none', md: 'block' } }}>
            {t('app.productTitle')}
          </Typography>
        </Box>
        <Chip size="small" label={t('app.version', { version: APP_VERSION })} sx={{ color: 'inherit', borderColor: 'currentColor', opacity: 0.8 }} variant="outlined" data-testid="version-label" />
        <Box sx={{ flex: 1 }} />
        <SearchPanel />
        <FullscreenToggle />
        <LanguageSwitch />
        <SizeMenu />
        <ThemeDialog />
        <ColorPicker />
        <LogIndicator />
        <UserMenu name={userName} />
      </Toolbar>
      <LoadingBar />
    </AppBar>
  );
}
