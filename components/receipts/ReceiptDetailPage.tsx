'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { RECEIPT_DIRECTIONS, RECEIPT_PATHS, type ReceiptDirection } from '@/customs-api/contract/receipts';
import { DetailSections } from '@/components/list/DetailSections';
import type { PageProps } from '@/components/pages/registry';
import { apiRequest } from '@/lib/api/client';
import { useDictionaries } from '@/lib/dictionaries/use-dictionaries';
import { formatValue } from '@/lib/list/format';
import { useSetTabTitle } from '@/lib/shell/tabs/context';
import { inventoryDetailSchema } from './answers';
import { ReceiptStatusChip } from './ReceiptStatusChip';
import { ReceiptTimeline } from './ReceiptTimeline';
import { INVENTORY_RECEIPT_RESOURCES, lineColumns } from './resources';

const directionFrom = (value: string | undefined): ReceiptDirection | null => RECEIPT_DIRECTIONS.find((direction) => direction === value) ?? null;

/** 回执详情 (`?direction=import|exit&id=`): the inventory head, its goods lines and its receipts as a timeline. */
export default function ReceiptDetailPage({ query }: PageProps) {
  const t = useTranslations('receipts');
  const tList = useTranslations('list');
  const direction = directionFrom(query.direction);
  const id = Number(query.id);
  const valid = direction !== null && Number.isInteger(id) && id > 0;
  const detail = useSWR(valid ? [RECEIPT_PATHS[direction].detail, id] : null, async ([url, headId]) => inventoryDetailSchema.parse(await apiRequest(url, { body: { data: { id: headId } } })));
  useSetTabTitle(detail.data ? t('detailTab', { copNo: detail.data.head.copNo }) : undefined);

  const dictionaries = useDictionaries(lineColumns.flatMap((column) => ('dictionary' in column && column.dictionary ? [column.dictionary] : [])));
  const columns = useMemo<GridColDef[]>(
    () =>
      lineColumns.map((column) => ({
        field: column.prop,
        headerName: t(column.label),
        width: column.width,
        valueFormatter: (value: unknown) => formatValue(value, column.format ?? 'text', 'dictionary' in column && column.dictionary ? dictionaries[column.dictionary]?.label : undefined),
      })),
    [dictionaries, t],
  );

  if (detail.isLoading) return <LinearProgress />;
  if (!valid || !detail.data) return <Alert severity="warning">{tList('notFound')}</Alert>;
  const { head, lines, receipts } = detail.data;
  return (
    <Box data-testid="receipt-detail">
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h6" component="h1">
          {t('detailTitle', { copNo: head.copNo })}
        </Typography>
        <ReceiptStatusChip returnStatus={head.returnStatus} returnStatusName={head.returnStatusName} returnStage={head.returnStage} size="medium" />
      </Stack>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {t('timeline.title')}
        </Typography>
        <ReceiptTimeline receipts={receipts} />
      </Paper>
      <DetailSections resource={INVENTORY_RECEIPT_RESOURCES[direction]} record={head} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {t('sections.lines')}
        </Typography>
        <Box sx={{ height: 360 }}>
          <DataGrid rows={lines} getRowId={(row) => String(row.id)} columns={columns} pageSizeOptions={[20, 50, 100]} initialState={{ pagination: { paginationModel: { pageSize: 20 } } }} disableColumnFilter density="compact" />
        </Box>
      </Paper>
    </Box>
  );
}
