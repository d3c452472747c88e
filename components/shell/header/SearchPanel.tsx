'use client';

import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Search from '@mui/icons-material/Search';
import { useShell } from '@/lib/shell/shell-context';
import { useMenuAction } from '@/components/shell/useMenuAction';
import { buildSearchIndex, isTypingTarget, searchMenu, type SearchEntry, type ToPinyin } from '@/lib/shell/search';

/** pinyin-pro carries a large dictionary: load it only when someone searches. */
async function loadPinyin(): Promise<ToPinyin> {
  const { pinyin } = await import('pinyin-pro');
  return (text) => ({
    full: pinyin(text, { toneType: 'none', type: 'array' }).join(''),
    initials: pinyin(text, { pattern: 'first', toneType: 'none', type: 'array' }).join(''),
  });
}

const withoutPinyin: ToPinyin = () => ({ full: '', initials: '' });

/**
 * Search over every menu page by title, breadcrumb, route and pinyin (full and initials).
 * Opens with the `s` hotkey (not while typing in a field) or the button; Esc closes it.
 * It is an overlay: the open pages behind it stay alive.
 */
export function SearchPanel() {
  const t = useTranslations('header');
  const { menu } = useShell();
  const runMenuAction = useMenuAction();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [toPinyin, setToPinyin] = useState<ToPinyin | null>(null);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 's' || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    if (!open || toPinyin) return;
    let cancelled = false;
    void loadPinyin().then((convert) => {
      if (!cancelled) setToPinyin(() => convert);
    });
    return () => {
      cancelled = true;
    };
  }, [open, toPinyin]);

  const index = useMemo(() => buildSearchIndex(menu, toPinyin ?? withoutPinyin), [menu, toPinyin]);
  const results = useMemo(() => searchMenu(index, query), [index, query]);

  const close = () => {
    setOpen(false);
    setQuery('');
    setActive(0);
  };
  const choose = (entry: SearchEntry | undefined) => {
    if (!entry) return;
    close();
    runMenuAction(entry.item);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') setActive((value) => Math.min(value + 1, results.length - 1));
    else if (event.key === 'ArrowUp') setActive((value) => Math.max(value - 1, 0));
    else if (event.key === 'Enter') choose(results[active]);
    else return;
    event.preventDefault();
  };

  return (
    <>
      <Tooltip title={`${t('search')} (s)`}>
        <IconButton color="inherit" onClick={() => setOpen(true)} aria-label={t('search')} aria-keyshortcuts="s" data-testid="search-button">
          <Search />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" sx={{ '& .MuiDialog-container': { alignItems: 'flex-start', pt: '10vh' } }} aria-label={t('search')}>
        <Box sx={{ p: 2 }} data-testid="search-panel">
          <TextField
            autoFocus
            fullWidth
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            placeholder={t('searchPlaceholder')}
            slotProps={{
              input: { startAdornment: <InputAdornment position="start"><Search /></InputAdornment> },
              htmlInput: { 'aria-label': t('search'), role: 'combobox', 'aria-expanded': results.length > 0, 'aria-controls': 'menu-search-results' },
            }}
          />
          {query.trim() && results.length === 0 && (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              {t('searchEmpty')}
            </Typography>
          )}
          <List id="menu-search-results" role="listbox" sx={{ maxHeight: '50vh', overflow: 'auto' }}>
            {results.map((entry, position) => (
              <ListItemButton key={entry.item.code} role="option" selected={position === active} aria-selected={position === active} onClick={() => choose(entry)} onMouseEnter={() => setActive(position)}>
                <ListItemText primary={entry.title} secondary={[...entry.breadcrumb, entry.title].join(' / ') + `  ·  ${entry.item.kind === 'external' ? entry.item.href : entry.path}`} />
              </ListItemButton>
            ))}
          </List>
          <Typography variant="caption" color="text.secondary">
            {t('searchHint')}
          </Typography>
        </Box>
      </Dialog>
    </>
  );
}
