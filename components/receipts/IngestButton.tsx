'use client';

import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { RECEIPT_MAX_UPLOAD_BYTES, RECEIPT_PATHS, type IngestResult } from '@/customs-api/contract/receipts';
import { FileUploadButton } from '@/components/list/FileUploadButton';
import { ingestResultSchema } from './answers';
import { useRefreshReceipts } from './refresh';

function IngestSummary({ result }: { result: IngestResult }) {
  const t = useTranslations('receipts');
  return (
    <>
      <Alert severity={result.failures ? 'warning' : 'success'} sx={{ mb: 2 }} data-testid="ingest-summary">
        {t('ingest.summary', { messages: result.messages, receipts: result.receipts, duplicates: result.duplicates, failures: result.failures })}
      </Alert>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('ingest.file')}</TableCell>
            <TableCell>{t('columns.messageType')}</TableCell>
            <TableCell align="right">{t('ingest.receipts')}</TableCell>
            <TableCell align="right">{t('ingest.duplicates')}</TableCell>
            <TableCell align="right">{t('ingest.failures')}</TableCell>
            <TableCell>{t('ingest.reasons')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {result.details.map((detail) => (
            <TableRow key={detail.messageId} data-testid="ingest-detail">
              <TableCell>{detail.fileName ?? '—'}</TableCell>
              <TableCell>{detail.messageType ?? '—'}</TableCell>
              <TableCell align="right">{detail.receipts}</TableCell>
              <TableCell align="right">{detail.duplicates}</TableCell>
              <TableCell align="right">{detail.failures}</TableCell>
              <TableCell>{detail.reasons.join('; ')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/** Uploads receipt messages (CEB622, CEB604...) received outside the gateway; unmatched ones become parse failures. */
export function IngestButton({ label }: { label: string }) {
  const t = useTranslations('receipts');
  const refresh = useRefreshReceipts();
  return (
    <FileUploadButton
      label={label}
      path={RECEIPT_PATHS.ingest}
      accept=".xml,text/xml,application/xml"
      maxBytes={RECEIPT_MAX_UPLOAD_BYTES}
      multiple
      parse={(answer) => ingestResultSchema.parse(answer)}
      texts={{ working: (files, seconds) => t('ingest.working', { files, seconds }), tooLarge: t('ingest.tooLarge'), unexpectedAnswer: t('ingest.unexpectedAnswer'), resultTitle: t('ingest.resultTitle'), close: t('ingest.close') }}
      renderResult={(result) => <IngestSummary result={result} />}
      onUploaded={refresh}
      testId="receipt-ingest"
      variant="outlined"
    />
  );
}
