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
import { APP_VERSION } from '@/lib/shell/constants';
import { HOME_ROUTE } from '@/lib/shell/routes';
import { HEADER_HEIGHT } from '@/lib/ui/theme';
import { LoadingBar } from './LoadingBar';
import { UserMenu } from './UserMenu';

type Props = { userName?: string; collapsed: boolean; onToggleCollapsed: () => void };

export function TopBar({ userName, collapsed, onToggleCollapsed }: Props) {
  const t = useTranslations();
  return (
    <AppBar position="relative" elevation={1} color="primary" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar disableGutters variant="dense" sx={{ minHeight: HEADER_HEIGHT, height: HEADER_HEIGHT, px: 1, gap: 1 }}>
        <IconButton
          color="inherit"
          onClick={onToggleCollapsed}
          aria-label={collapsed ? t('shell.expandMenu') : t('shell.collapseMenu')}
          aria-pressed={collapsed}
          data-testid="menu-toggle"
        >
          {collapsed ? <MenuIcon /> : <MenuOpen />}
        </IconButton>
        <Box component={Link} href={HOME_ROUTE} sx={{ color: 'inherit', textDecoration: 'none', display: 'flex', alignItems: 'center', gap: 1 }} data-testid="logo">
          <Box component="img" src="/logo.svg" alt="" sx={{ width: 28, height: 28 }} />
          <Typography variant="subtitle1" component="span" noWrap sx={{ fontWeight: 600 }}>
            {t('app.productTitle')}
          </Typography>
        </Box>
        <Chip size="small" label={t('app.version', { version: APP_VERSION })} sx={{ color: 'inherit', borderColor: 'rgba(255,255,255,0.5)' }} variant="outlined" data-testid="version-label" />
        <Box sx={{ flex: 1 }} />
        <LogIndicator />
        <UserMenu name={userName} />
      </Toolbar>
      <LoadingBar />
    </AppBar>
  );
}
