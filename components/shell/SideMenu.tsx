'use client';

import { useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { findMenuLeaf, type MenuItem } from '@/lib/shell/menu';
import { menuPathFor } from '@/lib/shell/routes';
import { ASIDE_COLLAPSED_WIDTH, ASIDE_WIDTH } from '@/lib/ui/theme';
import { useSettings } from '@/components/settings/SettingsProvider';
import { MenuIcon } from './MenuIcon';
import { useMenuAction } from './useMenuAction';

type Props = { menu: MenuItem[]; activePath: string };

function MenuEntry({ item, depth, activeCodes, onAction }: { item: MenuItem; depth: number; activeCodes: Set<string>; onAction: (item: MenuItem) => void }) {
  const isActive = activeCodes.has(item.code);
  const [open, setOpen] = useState(isActive);
  const indent = 2 + depth * 1.5;

  if (item.kind === 'directory') {
    return (
      <>
        <ListItemButton onClick={() => setOpen((value) => !value)} sx={{ pl: indent }} aria-expanded={open} data-menu-code={item.code}>
          <ListItemIcon sx={{ minWidth: 32, color: 'inherit' }}>{depth === 0 && <MenuIcon name={item.icon} />}</ListItemIcon>
          <ListItemText primary={item.title} slotProps={{ primary: { noWrap: true, sx: { fontSize: 14 } } }} />
          {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
        </ListItemButton>
        <Collapse in={open} timeout="auto" unmountOnExit>
          <List disablePadding>
            {item.children.map((child) => (
              <MenuEntry key={child.code} item={child} depth={depth + 1} activeCodes={activeCodes} onAction={onAction} />
            ))}
          </List>
        </Collapse>
      </>
    );
  }
  return (
    <ListItemButton selected={isActive} onClick={() => onAction(item)} sx={{ pl: indent }} data-menu-code={item.code} aria-current={isActive ? 'page' : undefined}>
      <ListItemIcon sx={{ minWidth: 32, color: 'inherit' }}>{depth === 0 && <MenuIcon name={item.icon} />}</ListItemIcon>
      <ListItemText primary={item.title} slotProps={{ primary: { noWrap: true, sx: { fontSize: 14 } } }} />
      {item.kind === 'external' && <OpenInNew sx={{ fontSize: 14, opacity: 0.6 }} />}
    </ListItemButton>
  );
}

/** Collapsed mode: top-level icons; hovering one opens its sub-menu beside it. */
function CollapsedEntry({ item, activeCodes, onAction }: { item: MenuItem; activeCodes: Set<string>; onAction: (item: MenuItem) => void }) {
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = () => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const hide = () => {
    closeTimer.current = setTimeout(() => setOpen(false), 150);
  };
  const button = (
    <ListItemButton
      ref={setAnchor}
      selected={activeCodes.has(item.code)}
      onClick={(event: MouseEvent) => {
        if (item.kind === 'directory') setOpen((value) => !value);
        else onAction(item);
        event.stopPropagation();
      }}
      sx={{ justifyContent: 'center', px: 0 }}
      aria-label={item.title}
      aria-haspopup={item.kind === 'directory' ? 'menu' : undefined}
      aria-expanded={item.kind === 'directory' ? open : undefined}
      data-menu-code={item.code}
    >
      <MenuIcon name={item.icon} fontSize="medium" />
    </ListItemButton>
  );
  if (item.kind !== 'directory') {
    return (
      <Tooltip title={item.title} placement="right">
        {button}
      </Tooltip>
    );
  }
  return (
    <Box onMouseEnter={show} onMouseLeave={hide}>
      {button}
      <Popper open={open} anchorEl={anchor} placement="right-start" sx={{ zIndex: (theme) => theme.zIndex.drawer + 2 }}>
        <Paper elevation={6} sx={{ minWidth: 200, maxHeight: '80vh', overflow: 'auto' }} onMouseEnter={show} onMouseLeave={hide}>
          <Typography variant="subtitle2" sx={{ px: 2, pt: 1, color: 'text.secondary' }}>
            {item.title}
          </Typography>
          <List dense disablePadding>
            {item.children.map((child) => (
              <MenuEntry
                key={child.code}
                item={child}
                depth={0}
                activeCodes={activeCodes}
                onAction={(target) => {
                  setOpen(false);
                  onAction(target);
                }}
              />
            ))}
          </List>
        </Paper>
      </Popper>
    </Box>
  );
}

export function SideMenu({ menu, activePath }: Props) {
  const t = useTranslations('shell');
  const { settings } = useSettings();
  const collapsed = settings.menu.asideCollapse;
  const onAction = useMenuAction();
  const activeCodes = useMemo(() => {
    const leaf = findMenuLeaf(menu, menuPathFor(activePath));
    return new Set(leaf ? [leaf.item.code, ...leaf.trail.map((item) => item.code)] : []);
  }, [menu, activePath]);

  return (
    <Box
      component="nav"
      aria-label={t('mainNavigation')}
      data-testid="side-menu"
      data-collapsed={collapsed}
      sx={{
        width: collapsed ? ASIDE_COLLAPSED_WIDTH : ASIDE_WIDTH,
        flexShrink: 0,
        overflowY: 'auto',
        overflowX: 'hidden',
        bgcolor: 'var(--shell-aside-bg)',
        color: 'var(--shell-aside-text)',
        transition: settings.menu.asideTransition ? 'width var(--shell-transition)' : 'none',
        '& .Mui-selected, & .Mui-selected:hover': { bgcolor: 'primary.main', color: '#fff' },
        '& .MuiListItemButton-root:hover': { bgcolor: 'rgba(255,255,255,0.08)' },
      }}
    >
      {menu.length === 0 ? (
        <Typography variant="body2" sx={{ p: 2, opacity: 0.7 }}>
          {t('emptyMenu')}
        </Typography>
      ) : (
        <List disablePadding>
          {menu.map((item) =>
            collapsed ? (
              <CollapsedEntry key={item.code} item={item} activeCodes={activeCodes} onAction={onAction} />
            ) : (
              <MenuEntry key={item.code} item={item} depth={0} activeCodes={activeCodes} onAction={onAction} />
            ),
          )}
        </List>
      )}
    </Box>
  );
}
