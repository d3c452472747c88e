'use client';

import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import useSWR, { useSWRConfig } from 'swr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { COMPANY_ACCESS, COMPANY_PATHS, limitAdjustRequestSchema, type LimitDetail } from '@/customs-api/contract/companies';
import { FormDialog } from '@/components/organization/FormDialog';
import { InfoGrid } from '@/components/organization/InfoGrid';
import { buttonCodeOf } from '@/components/organization/resources';
import { useValidationText } from '@/components/organization/validation';
import type { PageProps } from '@/components/pages/registry';
import { apiRequest } from '@/lib/api/client';
import { formatValue } from '@/lib/list/format';
import { fieldMessages, type FieldMessages } from '@/lib/organization/form-errors';
import { useButtonPermission } from '@/lib/shell/buttons';
import { useSetTabTitle } from '@/lib/shell/tabs/context';
import { LIMITS_PAGE } from './resources';

/** limits-detail: a company's guarantee limit, what its open inventories use, and every adjustment. */
export default function LimitDetailPage({ query }: PageProps) {
  const t = useTranslations('companies');
  const tList = useTranslations('list');
  const mayUse = useButtonPermission(LIMITS_PAGE);
  const { mutate } = useSWRConfig();
  const [paging, setPaging] = useState({ page: 0, pageSize: 20 });
  const [adjusting, setAdjusting] = useState(false);
  const detail = useSWR(query.id ? [COMPANY_PATHS.limitDetail, query.id, paging.page, paging.pageSize] : null, ([url, id, page, pageSize]) =>
    apiRequest<LimitDetail>(url, { body: { data: { id, page: page + 1, pageSize } } }),
    { keepPreviousData: true },
  );
  const limit = detail.data;
  useSetTabTitle(limit ? t('limits.tabTitle', { name: limit.name }) : undefined);
  const columns = useMemo<GridColDef[]>(
    () => [
      { field: 'copNo', headerName: t('limits.copNo'), width: 180 },
      { field: 'invtNo', headerName: t('limits.invtNo'), width: 170 },
      { field: 'orderNo', headerName: t('limits.orderNo'), width: 170 },
      { field: 'ebcName', headerName: t('limits.ebcName'), width: 200 },
      { field: 'totalPrice', headerName: t('limits.totalPrice'), width: 130, align: 'right', valueFormatter: (value: unknown) => formatValue(value, 'money') },
      { field: 'estimatedTax', headerName: t('limits.estimatedTax'), width: 130, align: 'right', valueFormatter: (value: unknown) => formatValue(value, 'money') },
      { field: 'returnStatus', headerName: t('limits.returnStatus'), width: 110 },
      { field: 'createdAt', headerName: t('limits.createdAt'), width: 170, valueFormatter: (value: unknown) => formatValue(value, 'datetime') },
    ],
    [t],
  );

  if (detail.isLoading) return <LinearProgress />;
  if (!limit) return <Alert severity="warning">{tList('notFound')}</Alert>;
  return (
    <Box data-testid="limit-detail">
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h6" component="h1" sx={{ flex: 1 }}>
          {limit.name}
        </Typography>
        {mayUse(buttonCodeOf(COMPANY_ACCESS.limitAdjust)) && (
          <Button variant="contained" onClick={() => setAdjusting(true)} data-testid="limit-adjust">
            {t('limits.adjust')}
          </Button>
        )}
      </Stack>
      <InfoGrid
        title={t('limits.info')}
        items={[
          { label: t('fields.customsCode'), value: limit.customsCode },
          { label: t('fields.uscc'), value: limit.uscc },
          { label: t('fields.guaranteeLimit'), value: formatValue(limit.guaranteeLimit, 'money'), field: 'guaranteeLimit' },
          { label: t('fields.usage'), value: formatValue(limit.usage, 'money'), field: 'usage' },
          { label: t('fields.available'), value: formatValue(limit.available, 'money'), field: 'available' },
          { label: t('fields.usageRatio'), value: `${formatValue(limit.usageRatio * 100, 'number')} %` },
          { label: t('fields.openInventories'), value: formatValue(limit.openInventories, 'number') },
          { label: t('limits.taxRate'), value: `${formatValue(limit.taxRate * 100, 'number')} %` },
        ]}
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {t('limits.inventories')}
        </Typography>
        <Box sx={{ height: 420 }}>
          <DataGrid
            rows={limit.inventories.rows}
            columns={columns}
            rowCount={limit.inventories.total}
            paginationMode="server"
            paginationModel={paging}
            onPaginationModelChange={setPaging}
            pageSizeOptions={[20, 50, 100]}
            loading={detail.isValidating}
            disableColumnFilter
            density="compact"
          />
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} data-testid="limit-adjustments">
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {t('limits.adjustments')}
        </Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('history.at')}</TableCell>
              <TableCell>{t('history.actor')}</TableCell>
              <TableCell>{t('limits.before')}</TableCell>
              <TableCell>{t('limits.after')}</TableCell>
              <TableCell>{t('history.reason')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {limit.adjustments.map((adjustment) => (
              <TableRow key={adjustment.id}>
                <TableCell>{formatValue(adjustment.at, 'datetime')}</TableCell>
                <TableCell>{adjustment.actorName}</TableCell>
                <TableCell>{formatValue(adjustment.before, 'money')}</TableCell>
                <TableCell>{formatValue(adjustment.after, 'money')}</TableCell>
                <TableCell>{adjustment.reason}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      {adjusting && (
        <AdjustDialog
          id={limit.companyId}
          current={limit.guaranteeLimit}
          onClose={() => setAdjusting(false)}
          onSaved={() => {
            void detail.mutate();
            void mutate((key) => Array.isArray(key) && (key[0] === COMPANY_PATHS.limitPage || key[0] === COMPANY_PATHS.companyPage));
          }}
        />
      )}
    </Box>
  );
}

/** A new guarantee limit needs a reason; the change is audited. */
function AdjustDialog({ id, current, onClose, onSaved }: { id: string; current: number; onClose: () => void; onSaved: () => void }) {
  const t = useTranslations('companies');
  const validationText = useValidationText();
  const [amount, setAmount] = useState(String(current));
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<FieldMessages>({});
  const save = async () => {
    const request = { data: { id, guaranteeLimit: amount.trim() === '' ? Number.NaN : Number(amount), reason } };
    const found = fieldMessages(limitAdjustRequestSchema, request);
    setProblems(found);
    if (Object.keys(found).length) return false;
    await apiRequest(COMPANY_PATHS.limitAdjust, { body: request, silent: true, successMessage: t('saved') });
    onSaved();
  };
  return (
    <FormDialog open title={t('limits.adjustTitle')} onClose={onClose} onSubmit={save} testId="limit-adjust-form">
      <TextField label={t('fields.guaranteeLimit')} type="number" value={amount} onChange={(event) => setAmount(event.target.value)} required error={!!problems.guaranteeLimit} helperText={validationText(problems.guaranteeLimit)} slotProps={{ htmlInput: { min: 0, step: '0.01', 'data-testid': 'limit-amount' } }} />
      <TextField label={t('history.reason')} value={reason} onChange={(event) => setReason(event.target.value)} required multiline minRows={2} error={!!problems.reason} helperText={validationText(problems.reason)} slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'limit-reason' } }} />
    </FormDialog>
  );
}
