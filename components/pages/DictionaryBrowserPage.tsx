'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DICTIONARY_CODES, DICTIONARY_PATH, dictionaryItemsSchema, type DictionaryCode, type DictionaryItem } from '@/customs-api/contract/dictionary';
import { apiRequest } from '@/lib/api/client';
import { useOnTabHide, useSetTabTitle } from '@/lib/shell/tabs/context';
import type { PageProps } from './registry';

const PAGE_SIZE = 10;
const DEFAULT_CODE: DictionaryCode = 'country';

const isDictionaryCode = (value: string | undefined): value is DictionaryCode => DICTIONARY_CODES.includes(value as DictionaryCode);

type Items = { code: DictionaryCode; items: DictionaryItem[] } | { code: DictionaryCode; failed: true };

/**
 * Dictionary data (spec §2 lazy view area "dictionarymanaged"): pick a dictionary, filter its items
 * by code or name, page through them. `?dicCode=` opens a given dictionary in its own tab.
 */
export default function DictionaryBrowserPage({ query, title }: PageProps) {
  const t = useTranslations('dictionaryBrowser');
  const [dicCode, setDicCode] = useState<DictionaryCode>(isDictionaryCode(query.dicCode) ? query.dicCode : DEFAULT_CODE);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [selectOpen, setSelectOpen] = useState(false);
  const [loaded, setLoaded] = useState<Items | null>(null);

  useSetTabTitle(query.dicCode ? `${title} (${query.dicCode})` : undefined);
  // The dictionary list is a popover: it must not stay open over another tab.
  useOnTabHide(useCallback(() => setSelectOpen(false), []));

  useEffect(() => {
    const abort = new AbortController();
    apiRequest(DICTIONARY_PATH, { body: { data: { dicCode } }, signal: abort.signal })
      .then((data) => setLoaded({ code: dicCode, items: dictionaryItemsSchema.parse(data) }))
      .catch(() => {
        if (!abort.signal.aborted) setLoaded({ code: dicCode, failed: true });
      });
    return () => abort.abort();
  }, [dicCode]);

  const failed = loaded?.code === dicCode && 'failed' in loaded;
  const matching = useMemo(() => {
    const items = loaded?.code === dicCode && 'items' in loaded ? loaded.items : [];
    const needle = search.trim().toLowerCase();
    return needle ? items.filter((item) => item.code.toLowerCase().includes(needle) || item.name.toLowerCase().includes(needle)) : items;
  }, [loaded, dicCode, search]);
  const pageItems = matching.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="dictionary-browser">
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
        {t('heading')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('dictionary')}
          value={dicCode}
          onChange={(event) => {
            setDicCode(event.target.value as DictionaryCode);
            setPage(0);
          }}
          slotProps={{ select: { open: selectOpen, onOpen: () => setSelectOpen(true), onClose: () => setSelectOpen(false) } }}
          sx={{ minWidth: 220 }}
        >
          {DICTIONARY_CODES.map((code) => (
            <MenuItem key={code} value={code}>
              {code}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="search"
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
        />
      </Stack>
      <TableContainer sx={{ maxHeight: 240 }} data-testid="dictionary-table">
        <Table size="small" stickyHeader aria-label={t('items')}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 120 }}>{t('code')}</TableCell>
              <TableCell>{t('name')}</TableCell>
              <TableCell sx={{ width: 80 }}>{t('sort')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {pageItems.length === 0 && (
              <TableRow>
                <TableCell colSpan={3} align="center" sx={{ color: 'text.secondary', py: 4 }}>
                  {failed ? t('loadFailed') : t('empty')}
                </TableCell>
              </TableRow>
            )}
            {pageItems.map((item) => (
              <TableRow key={item.code} data-testid="dictionary-item">
                <TableCell>{item.code}</TableCell>
                <TableCell>{item.name}</TableCell>
                <TableCell>{item.sort}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={matching.length}
        page={page}
        onPageChange={(_, next) => setPage(next)}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[]}
        showFirstButton
        showLastButton
        labelDisplayedRows={({ from, to, count }) => t('displayedRows', { from, to, count })}
        getItemAriaLabel={(type) => t(`${type}Page`)}
        data-testid="dictionary-pagination"
      />
    </Paper>
  );
}
