'use client';

import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FilterList from '@mui/icons-material/FilterList';
import ViewColumn from '@mui/icons-material/ViewColumn';
import { DataGrid, type GridColDef, type GridRowSelectionModel, type GridSortModel } from '@mui/x-data-grid';
import { enUS, jaJP, zhCN, zhTW } from '@mui/x-data-grid/locales';
import { useSettings } from '@/components/settings/SettingsProvider';
import { toLocale, type Locale } from '@/lib/i18n/locales';
import { useDictionaries } from '@/lib/dictionaries/use-dictionaries';
import { formatValue } from '@/lib/list/format';
import type { ActionDefinition, ResourceDefinition } from '@/lib/list/resource';
import { useColumnConfig } from '@/lib/list/use-column-config';
import { useResourceList, type Row } from '@/lib/list/use-resource-list';
import { useButtonPermission } from '@/lib/shell/buttons';
import { useOpenPage } from '@/lib/shell/navigation';
import { ColumnConfigDialog } from './ColumnConfigDialog';
import { ConditionalQuery } from './ConditionalQuery';
import { ExportButton } from './ExportButton';
import { ListLocalization } from './ListLocalization';

const GRID_LOCALES: Record<Locale, typeof enUS> = { 'zh-CN': zhCN, 'zh-TW': zhTW, en: enUS, ja: jaJP };
const PAGE_SIZES = [10, 20, 50, 100];

type Props = {
  resource: ResourceDefinition;
  path: string;
  /** Names the list when one page shows several (its column config and saved search are its own). */
  view?: string;
  title: string;
  /** Draws actions of kind 'upload' or 'custom' (the kit draws exports itself); `selected` are the checked rows of the page. */
  renderAction?: (action: ActionDefinition, refresh: () => void, selected: Row[]) => ReactNode;
  /** Cells drawn by the page instead of the formatted value (status chips...), by column prop. */
  renderCell?: Partial<Record<string, (row: Row) => ReactNode>>;
  /** Per-row buttons in a last, fixed column. */
  rowActions?: (row: Row, refresh: () => void) => ReactNode;
  /** What a double-click on a row does; by default it opens `detailPath` with `?id=`. */
  onOpenRow?: (row: Row) => void;
  /** Extra controls at the end of the title bar (buttons that belong to another page's grants). */
  toolbar?: ReactNode;
};

/** One list page from a resource definition: conditional query, column config, grid, totals, actions. */
export function ResourceListPage({ resource, path, view, title, renderAction, renderCell, rowActions, onOpenRow, toolbar }: Props) {
  const listKey = view ? `${path}#${view}` : path;
  const t = useTranslations('list');
  const tResource = useTranslations(resource.messages);
  const label = (key: string) => tResource(key);
  const gridLocale = GRID_LOCALES[toLocale(useLocale())].components.MuiDataGrid.defaultProps.localeText;
  const { settings } = useSettings();
  const mayUse = useButtonPermission(path);
  const openPage = useOpenPage();
  const controller = useResourceList(resource, listKey);
  const { list, totals, paging, sort } = controller;
  const [queryOpen, setQueryOpen] = useState(true);
  const [configOpen, setConfigOpen] = useState(false);
  const [selection, setSelection] = useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });

  const columnBases = useMemo(() => resource.columns.map((column) => ({ prop: column.prop, label: tResource(column.label), locked: column.locked, hiddenByDefault: column.hiddenByDefault })), [resource, tResource]);
  const { config, save, reset } = useColumnConfig(listKey, columnBases);
  const dictionaries = useDictionaries(resource.columns.flatMap((column) => (column.dictionary ? [column.dictionary] : [])));

  const refresh = () => {
    setSelection({ type: 'include', ids: new Set() });
    void list.mutate();
    void totals.mutate();
  };
  // The grid keeps its column objects while their identity holds; callers pass inline functions, so read them through a ref.
  const drawers = useRef({ renderCell, rowActions, refresh });
  useEffect(() => {
    drawers.current = { renderCell, rowActions, refresh };
  });
  const hasRowActions = rowActions !== undefined;
  const drawnProps = Object.keys(renderCell ?? {}).sort().join(',');

  const gridColumns = useMemo<GridColDef<Row>[]>(() => {
    const byProp = new Map(resource.columns.map((column) => [column.prop, column]));
    const drawn = new Set(drawnProps.split(','));
    const dataColumns = config.flatMap((item): GridColDef<Row>[] => {
      const column = byProp.get(item.prop);
      if (!column) return [];
      const dictionary = column.dictionary ? dictionaries[column.dictionary] : undefined;
      const numeric = ['money', 'number', 'weight'].includes(column.format);
      return [
        {
          field: column.prop,
          headerName: item.label,
          width: column.width ?? 140,
          sortable: column.sortable,
          align: numeric ? 'right' : 'left',
          headerAlign: numeric ? 'right' : 'left',
          valueFormatter: (value: unknown) =>
            column.options && typeof value === 'string' && column.options[value] ? tResource(column.options[value]) : formatValue(value, column.format, dictionary?.label),
          ...(drawn.has(column.prop) ? { renderCell: ({ row }: { row: Row }) => drawers.current.renderCell?.[column.prop]?.(row) } : {}),
        },
      ];
    });
    if (!hasRowActions) return dataColumns;
    const actionsColumn: GridColDef<Row> = {
      field: '__actions',
      headerName: t('rowActions'),
      width: 160,
      sortable: false,
      disableColumnMenu: true,
      renderCell: ({ row }) => drawers.current.rowActions?.(row, drawers.current.refresh),
    };
    return [...dataColumns, actionsColumn];
  }, [config, resource.columns, dictionaries, tResource, t, hasRowActions, drawnProps]);
  const visibility = useMemo(() => Object.fromEntries(config.map((item) => [item.prop, !item.hidden])), [config]);
  const sortModel: GridSortModel = sort.map((order) => ({ field: order.column, sort: order.direction }));
  const rows = list.data?.rows ?? [];
  const selected = rows.filter((row) => {
    const checked = selection.ids.has(String(row[resource.idProp]));
    return selection.type === 'include' ? checked : !checked;
  });

  const actions = resource.actions.filter((action) => mayUse(action.buttonCode));
  return (
    <ListLocalization>
      <Paper variant="outlined" sx={{ p: 2 }} data-testid={`list-${resource.messages}`}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h6" component="h1" sx={{ mr: 2 }}>
            {title}
          </Typography>
          <Button startIcon={<FilterList />} onClick={() => setQueryOpen((open) => !open)} aria-expanded={queryOpen} data-testid="toggle-conditional-query">
            {t('conditionalQuery')}
          </Button>
          <Button startIcon={<ViewColumn />} onClick={() => setConfigOpen(true)} data-testid="open-column-config">
            {t('columnConfig')}
          </Button>
          <Box sx={{ flex: 1 }} />
          {actions.map((action) =>
            action.kind === 'export' && action.path ? (
              <ExportButton key={action.key} label={tResource(action.label)} path={action.path} body={{ data: { terms: controller.terms, sort } }} testId={`action-${action.key}`} />
            ) : (
              <Box key={action.key}>{renderAction?.(action, refresh, selected)}</Box>
            ),
          )}
          {toolbar}
        </Stack>
        <ConditionalQuery open={queryOpen} fields={resource.search} label={label} values={controller.draft} onChange={controller.setDraft} onSubmit={controller.submit} onReset={controller.reset} />
        {list.error ? (
          <Alert severity="error" action={<Button onClick={refresh}>{t('retry')}</Button>} data-testid="list-error">
            {list.error instanceof Error ? list.error.message : t('loadFailed')}
          </Alert>
        ) : null}
        <Box sx={{ height: 'max(420px, calc(100vh - 360px))', mt: 1 }}>
          <DataGrid
            rows={rows}
            getRowId={(row) => String(row[resource.idProp])}
            columns={gridColumns}
            columnVisibilityModel={visibility}
            rowCount={list.data?.total ?? 0}
            loading={list.isLoading || list.isValidating}
            paginationMode="server"
            sortingMode="server"
            disableColumnFilter
            paginationModel={paging}
            onPaginationModelChange={controller.setPaging}
            pageSizeOptions={PAGE_SIZES}
            sortModel={sortModel}
            onSortModelChange={(model) => controller.setSort(model.flatMap((item) => (item.sort ? [{ column: item.field, direction: item.sort }] : [])))}
            checkboxSelection
            rowSelectionModel={selection}
            onRowSelectionModelChange={setSelection}
            density={settings.size === 'default' ? 'standard' : 'compact'}
            localeText={gridLocale}
            onRowDoubleClick={({ row }) => {
              if (onOpenRow) onOpenRow(row);
              else if (resource.detailPath) openPage(resource.detailPath, { id: String(row[resource.idProp]) });
            }}
            sx={{ bgcolor: 'background.paper' }}
          />
        </Box>
        {resource.totals.length > 0 && totals.data ? (
          <Stack direction="row" spacing={3} sx={{ mt: 1, px: 1, flexWrap: 'wrap' }} data-testid="list-totals">
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('totals')}
            </Typography>
            {resource.totals.map((total) => (
              <Typography key={total.prop} variant="body2">
                {tResource(total.label)}: {formatValue(totals.data?.[total.prop], total.format)}
              </Typography>
            ))}
          </Stack>
        ) : null}
        <ColumnConfigDialog
          open={configOpen}
          config={config}
          onClose={() => setConfigOpen(false)}
          onSave={(next) => {
            save(next);
            setConfigOpen(false);
          }}
          onReset={() => {
            reset();
            setConfigOpen(false);
          }}
        />
      </Paper>
    </ListLocalization>
  );
}
