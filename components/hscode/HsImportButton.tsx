'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { HS_CODE_PATHS, HS_IMPORT_MODES, HS_MAX_UPLOAD_BYTES, type HsImportMode, type HsImportResult } from '@/customs-api/contract/receipts';
import { FileUploadButton } from '@/components/list/FileUploadButton';

const hsImportResultSchema: z.ZodType<HsImportResult> = z.object({
  total: z.number(),
  inserted: z.number(),
  updated: z.number(),
  deleted: z.number(),
  errorCount: z.number(),
  errors: z.array(z.object({ row: z.number(), column: z.string(), field: z.string(), message: z.string() })),
});

function ImportResult({ result }: { result: HsImportResult }) {
  const t = useTranslations('hsCode');
  return (
    <>
      <Alert severity={result.errorCount ? 'error' : 'success'} sx={{ mb: 2 }} data-testid="hs-import-summary">
        {result.errorCount
          ? t('import.refused', { total: result.total, errors: result.errorCount })
          : t('import.summary', { total: result.total, inserted: result.inserted, updated: result.updated, deleted: result.deleted })}
      </Alert>
      {result.errors.length > 0 && (
        <TableContainer sx={{ maxHeight: 360 }}>
          <Table size="small" stickyHeader>
            <TableHead>
              <TableRow>
                <TableCell>{t('import.row')}</TableCell>
                <TableCell>{t('import.column')}</TableCell>
                <TableCell>{t('import.field')}</TableCell>
                <TableCell>{t('import.reason')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {result.errors.map((error, index) => (
                <TableRow key={index} data-testid="hs-import-error">
                  <TableCell>{error.row}</TableCell>
                  <TableCell>{error.column}</TableCell>
                  <TableCell>{error.field}</TableCell>
                  <TableCell>{error.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {result.errorCount > result.errors.length && <Typography sx={{ mt: 1 }}>{t('import.moreErrors', { count: result.errorCount - result.errors.length })}</Typography>}
    </>
  );
}

/** Imports the HS code table from Excel or CSV (the whole tariff takes minutes: the call may run 15 min). */
export function HsImportButton({ label, onImported }: { label: string; onImported: () => void }) {
  const t = useTranslations('hsCode');
  const [mode, setMode] = useState<HsImportMode>('upsert');
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField select size="small" label={t('import.mode')} value={mode} onChange={(event) => setMode(event.target.value as HsImportMode)} sx={{ minWidth: 150 }} data-testid="hs-import-mode">
        {HS_IMPORT_MODES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`import.modes.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <FileUploadButton
        label={label}
        path={HS_CODE_PATHS.import}
        accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        maxBytes={HS_MAX_UPLOAD_BYTES}
        fields={{ mode }}
        parse={(answer) => hsImportResultSchema.parse(answer)}
        texts={{ working: (files, seconds) => t('import.working', { files, seconds }), tooLarge: t('import.tooLarge'), unexpectedAnswer: t('import.unexpectedAnswer'), resultTitle: t('import.resultTitle'), close: t('import.close') }}
        renderResult={(result) => <ImportResult result={result} />}
        onUploaded={(result) => result.errorCount === 0 && onImported()}
        testId="hs-import"
      />
    </Stack>
  );
}
