'use client';

import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { DECLARE_PATHS } from '@/customs-api/contract/declare';
import { pageResultSchema } from '@/customs-api/contract/query';
import { DetailSections } from '@/components/list/DetailSections';
import type { PageProps } from '@/components/pages/registry';
import { apiRequest } from '@/lib/api/client';
import { useDictionaries } from '@/lib/dictionaries/use-dictionaries';
import { formatValue } from '@/lib/list/format';
import { useSetTabTitle } from '@/lib/shell/tabs/context';
import { headResource, lineColumns } from './resources';

const recordSchema = z.record(z.string(), z.unknown());
const linesSchema = pageResultSchema(recordSchema);
const lineTotalSchema = z.object({ lines: z.number(), qty: z.number(), totalPrice: z.number() });

/** An inventory head: its sections, then its goods lines (paged) with their totals. The tab shows the copNo. */
export default function HeadDetailPage({ query }: PageProps) {
  const t = useTranslations('declareImports');
  const tList = useTranslations('list');
  const id = Number(query.id);
  const head = useSWR(Number.isInteger(id) && id > 0 ? [DECLARE_PATHS.detailForHead, id] : null, async ([url, headId]) => recordSchema.parse(await apiRequest(url, { body: { data: { id: headId } } })));
  const [paging, setPaging] = useState({ page: 0, pageSize: 20 });
  const lines = useSWR(head.data ? [DECLARE_PATHS.detailForList, id, paging.page, paging.pageSize] : null, async ([url, headId, page, pageSize]) =>
    linesSchema.parse(await apiRequest(url, { body: { data: { headId, page: page + 1, pageSize } } })),
    { keepPreviousData: true },
  );
  const totals = useSWR(head.data ? [DECLARE_PATHS.detailForListTotal, id] : null, async ([url, headId]) => lineTotalSchema.parse(await apiRequest(url, { body: { data: { headId } } })));
  useSetTabTitle(typeof head.data?.copNo === 'string' ? head.data.copNo : undefined);

  const dictionaries = useDictionaries(lineColumns.flatMap((column) => ('dictionary' in column && column.dictionary ? [column.dictionary] : [])));
  const columns = useMemo<GridColDef[]>(
    () =>
      lineColumns.map((column) => ({
        field: column.prop,
        headerName: t(column.label),
        width: column.width,
        sortable: false,
        valueFormatter: (value: unknown) => formatValue(value, column.format ?? 'text', 'dictionary' in column && column.dictionary ? dictionaries[column.dictionary]?.label : undefined),
      })),
    [dictionaries, t],
  );

  if (head.isLoading) return <LinearProgress />;
  if (!head.data) return <Alert severity="warning">{tList('notFound')}</Alert>;
  return (
    <Box data-testid="declare-head-detail">
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
        {t('detailTitle', { copNo: String(head.data.copNo) })}
      </Typography>
      <DetailSections resource={headResource} record={head.data} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={3} sx={{ mb: 1, alignItems: 'baseline' }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('sections.lines')}
          </Typography>
          {totals.data && (
            <Typography variant="body2" data-testid="line-totals">
              {t('lineTotals', { lines: totals.data.lines, qty: formatValue(totals.data.qty, 'number'), totalPrice: formatValue(totals.data.totalPrice, 'money') })}
            </Typography>
          )}
        </Stack>
        <Box sx={{ height: 420 }}>
          <DataGrid
            rows={lines.data?.rows ?? []}
            getRowId={(row) => String(row.id)}
            columns={columns}
            rowCount={lines.data?.total ?? 0}
            loading={lines.isLoading}
            paginationMode="server"
            paginationModel={paging}
            onPaginationModelChange={setPaging}
            pageSizeOptions={[20, 50, 100]}
            disableColumnFilter
            density="compact"
          />
        </Box>
      </Paper>
    </Box>
  );
}
