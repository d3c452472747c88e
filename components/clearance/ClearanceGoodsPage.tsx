'use client';

import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LinearProgress from '@mui/material/LinearProgress';
import { CLEARANCE_GROUP_BY, CLEARANCE_PATHS, type ClearanceAggregate, type ClearanceGroupBy, type ReceiptDirection } from '@/customs-api/contract/receipts';
import { ConditionalQuery } from '@/components/list/ConditionalQuery';
import { ExportButton } from '@/components/list/ExportButton';
import { ListLocalization } from '@/components/list/ListLocalization';
import { ResourceListPage } from '@/components/list/ResourceListPage';
import type { PageProps } from '@/components/pages/registry';
import { apiRequest } from '@/lib/api/client';
import { useDictionaries } from '@/lib/dictionaries/use-dictionaries';
import { formatValue } from '@/lib/list/format';
import { initialSearchValues } from '@/lib/list/use-resource-list';
import { buildTerms, type SearchValues } from '@/lib/query/terms';
import { useButtonPermission } from '@/lib/shell/buttons';
import { CLEARANCE_PAGES, CLEARANCE_RESOURCES, clearanceExportButton } from './resources';

const sums = { heads: z.number(), lines: z.number(), qty: z.number(), qty1: z.number(), totalPrice: z.number() };
const aggregateSchema: z.ZodType<ClearanceAggregate> = z.object({
  groupBy: z.enum(CLEARANCE_GROUP_BY),
  rows: z.array(z.object({ key: z.string(), name: z.string().nullable(), ...sums })),
  totals: z.object(sums),
});

/** Dictionaries that name a group's key when the platform gives no name. */
const KEY_DICTIONARY: Partial<Record<ClearanceGroupBy, 'country'>> = { country: 'country' };

/** Sums of the released goods by HS code, country, company or month, for the same filters as the lines. */
function AggregateView({ direction, path }: { direction: ReceiptDirection; path: string }) {
  const t = useTranslations('clearanceGoods');
  const resource = CLEARANCE_RESOURCES[direction];
  const mayExport = useButtonPermission(path)(clearanceExportButton(direction));
  const [groupBy, setGroupBy] = useState<ClearanceGroupBy>('gcode');
  const [draft, setDraft] = useState<SearchValues>(() => initialSearchValues(resource));
  const [applied, setApplied] = useState<SearchValues>(draft);
  const terms = useMemo(() => buildTerms(resource.search, applied, { keepEmpty: resource.keepEmptyTerms }), [resource, applied]);
  const aggregate = useSWR([CLEARANCE_PATHS[direction].aggregate, groupBy, terms] as const, async ([url, group, query]) => aggregateSchema.parse(await apiRequest(url, { body: { data: { terms: query, sort: [], groupBy: group } } })), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
  const dictionaries = useDictionaries(['country']);
  const keyDictionary = KEY_DICTIONARY[groupBy];
  const keyText = ({ key, name }: { key: string; name: string | null }) => (name ? `${key} ${name}` : keyDictionary ? formatValue(key, 'code', dictionaries[keyDictionary]?.label) : key);

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="clearance-aggregate">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TextField select size="small" label={t('aggregate.groupBy')} value={groupBy} onChange={(event) => setGroupBy(event.target.value as ClearanceGroupBy)} sx={{ minWidth: 180 }} data-testid="group-by">
          {CLEARANCE_GROUP_BY.map((group) => (
            <MenuItem key={group} value={group}>
              {t(`aggregate.by.${group}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }} />
        {mayExport && <ExportButton label={t('actions.exportAggregate')} path={CLEARANCE_PATHS[direction].export} body={{ data: { terms, sort: [], groupBy } }} testId="export-aggregate" />}
      </Stack>
      <ConditionalQuery
        open
        fields={resource.search}
        label={(key) => t(key)}
        values={draft}
        onChange={setDraft}
        onSubmit={() => setApplied(draft)}
        onReset={() => {
          const initial = initialSearchValues(resource);
          setDraft(initial);
          setApplied(initial);
        }}
      />
      {aggregate.isLoading && <LinearProgress />}
      {aggregate.error ? <Alert severity="error">{aggregate.error instanceof Error ? aggregate.error.message : t('aggregate.failed')}</Alert> : null}
      {aggregate.data && (
        <TableContainer sx={{ maxHeight: 'max(400px, calc(100vh - 380px))' }}>
          <Table size="small" stickyHeader>
            <TableHead>
              <TableRow>
                <TableCell>{t(`aggregate.by.${aggregate.data.groupBy}`)}</TableCell>
                <TableCell align="right">{t('aggregate.heads')}</TableCell>
                <TableCell align="right">{t('aggregate.lines')}</TableCell>
                <TableCell align="right">{t('columns.qty')}</TableCell>
                <TableCell align="right">{t('columns.qty1')}</TableCell>
                <TableCell align="right">{t('columns.totalPrice')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {aggregate.data.rows.map((row) => (
                <TableRow key={row.key} data-testid="aggregate-row">
                  <TableCell>{keyText(row)}</TableCell>
                  <TableCell align="right">{formatValue(row.heads, 'number')}</TableCell>
                  <TableCell align="right">{formatValue(row.lines, 'number')}</TableCell>
                  <TableCell align="right">{formatValue(row.qty, 'number')}</TableCell>
                  <TableCell align="right">{formatValue(row.qty1, 'number')}</TableCell>
                  <TableCell align="right">{formatValue(row.totalPrice, 'money')}</TableCell>
                </TableRow>
              ))}
              <TableRow data-testid="aggregate-totals">
                <TableCell sx={{ fontWeight: 600 }}>{t('aggregate.total')}</TableCell>
                <TableCell align="right">{formatValue(aggregate.data.totals.heads, 'number')}</TableCell>
                <TableCell align="right">{formatValue(aggregate.data.totals.lines, 'number')}</TableCell>
                <TableCell align="right">{formatValue(aggregate.data.totals.qty, 'number')}</TableCell>
                <TableCell align="right">{formatValue(aggregate.data.totals.qty1, 'number')}</TableCell>
                <TableCell align="right">{formatValue(aggregate.data.totals.totalPrice, 'money')}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {aggregate.data && aggregate.data.rows.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('aggregate.empty')}
        </Typography>
      )}
    </Paper>
  );
}

/** 进口/出口通关商品: the goods lines of released inventories, and their sums by a chosen group. */
export default function ClearanceGoodsPage({ path, title }: PageProps) {
  const t = useTranslations('clearanceGoods');
  const direction: ReceiptDirection = path === CLEARANCE_PAGES.exit ? 'exit' : 'import';
  const [view, setView] = useState<'lines' | 'aggregate'>('lines');
  return (
    <ListLocalization>
      <Tabs value={view} onChange={(_, next) => setView(next)} sx={{ mb: 1 }} aria-label={title}>
        <Tab value="lines" label={t('views.lines')} data-testid="clearance-view-lines" />
        <Tab value="aggregate" label={t('views.aggregate')} data-testid="clearance-view-aggregate" />
      </Tabs>
      <Box hidden={view !== 'lines'}>
        <ResourceListPage resource={CLEARANCE_RESOURCES[direction]} path={path} view="lines" title={title} />
      </Box>
      <Box hidden={view !== 'aggregate'}>{view === 'aggregate' && <AggregateView direction={direction} path={path} />}</Box>
    </ListLocalization>
  );
}
