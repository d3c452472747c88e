'use client';

import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Delete from '@mui/icons-material/Delete';
import Download from '@mui/icons-material/Download';
import UploadFile from '@mui/icons-material/UploadFile';
import { COMPANY_DOCUMENT_KINDS, COMPANY_DOCUMENT_MAX_BYTES, COMPANY_DOCUMENT_TYPES, COMPANY_PATHS, type StoredDocumentRow } from '@/customs-api/contract/companies';
import { apiRequest } from '@/lib/api/client';
import { downloadFile } from '@/lib/api/download';
import { formatValue } from '@/lib/list/format';
import { showToast } from '@/lib/ui/toast';

const ACCEPT = Object.keys(COMPANY_DOCUMENT_TYPES).map((extension) => `.${extension}`).join(',');

/** Licence scans and other documents of an application; uploads and deletions while it can be edited. */
export function DocumentsSection({ applicationId, documents, editable, canDownload, onChanged }: { applicationId: number; documents: StoredDocumentRow[]; editable: boolean; canDownload: boolean; onChanged: () => void }) {
  const t = useTranslations('companies');
  const input = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<string>('licence');
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    if (file.size > COMPANY_DOCUMENT_MAX_BYTES) {
      showToast('error', t('documents.tooLarge'));
      return;
    }
    const form = new FormData();
    form.append('file', file);
    form.append('applicationId', String(applicationId));
    form.append('kind', kind);
    setUploading(true);
    try {
      await apiRequest(COMPANY_PATHS.documentUpload, { body: form, successMessage: t('documents.uploaded') });
      onChanged();
    } catch {
      // Told by the data client.
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };
  const remove = async (id: number) => {
    await apiRequest(COMPANY_PATHS.documentDelete, { body: { data: { id } }, successMessage: t('documents.deleted') }).catch(() => undefined);
    onChanged();
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="application-documents">
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
          {t('documents.title')}
        </Typography>
        {editable && (
          <>
            <TextField select size="small" label={t('documents.kind')} value={kind} onChange={(event) => setKind(event.target.value)} sx={{ minWidth: 160 }}>
              {COMPANY_DOCUMENT_KINDS.map((option) => (
                <MenuItem key={option} value={option}>
                  {t(`documents.kinds.${option}`)}
                </MenuItem>
              ))}
            </TextField>
            <input ref={input} type="file" accept={ACCEPT} hidden data-testid="document-input" onChange={(event) => event.target.files?.[0] && void upload(event.target.files[0])} />
            <Button variant="outlined" startIcon={<UploadFile />} disabled={uploading} onClick={() => input.current?.click()} data-testid="document-upload">
              {t('documents.upload')}
            </Button>
          </>
        )}
      </Stack>
      {documents.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('documents.none')}
        </Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('documents.kind')}</TableCell>
              <TableCell>{t('documents.fileName')}</TableCell>
              <TableCell>{t('documents.size')}</TableCell>
              <TableCell>{t('documents.uploadedAt')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {documents.map((document) => (
              <TableRow key={document.id} data-testid="document-row">
                <TableCell>{(COMPANY_DOCUMENT_KINDS as readonly string[]).includes(document.kind) ? t(`documents.kinds.${document.kind}`) : document.kind}</TableCell>
                <TableCell>{document.fileName}</TableCell>
                <TableCell>{formatValue(Math.ceil(document.size / 1024), 'number')} KB</TableCell>
                <TableCell>{formatValue(document.uploadedAt, 'datetime')}</TableCell>
                <TableCell align="right">
                  {canDownload && (
                    <IconButton aria-label={t('documents.download')} onClick={() => void downloadFile(COMPANY_PATHS.documentDownload, { body: { data: { id: document.id } } }).catch(() => undefined)}>
                      <Download fontSize="small" />
                    </IconButton>
                  )}
                  {editable && (
                    <IconButton aria-label={t('documents.delete')} onClick={() => void remove(document.id)}>
                      <Delete fontSize="small" />
                    </IconButton>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
