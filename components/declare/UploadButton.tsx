'use client';

import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFile';
import { DECLARE_MAX_UPLOAD_BYTES, DECLARE_PATHS, type DeclareUploadResult } from '@/customs-api/contract/declare';
import { apiRequest } from '@/lib/api/client';
import { showToast } from '@/lib/ui/toast';

/** Uploads a declaration batch (xlsx) and shows every refused row with its reason, all at once. */
export function UploadButton({ label, onUploaded }: { label: string; onUploaded: () => void }) {
  const t = useTranslations('declareImports');
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [result, setResult] = useState<DeclareUploadResult | null>(null);

  const upload = async (file: File) => {
    if (file.size > DECLARE_MAX_UPLOAD_BYTES) {
      showToast('error', t('upload.tooLarge'));
      return;
    }
    const form = new FormData();
    form.append('file', file);
    setUploading(true);
    try {
      const answer = await apiRequest<DeclareUploadResult>(DECLARE_PATHS.upload, { body: form });
      setResult(answer);
      onUploaded();
    } catch {
      // The data client has shown and logged the failure.
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <input ref={input} type="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" hidden data-testid="declare-upload-input" onChange={(event) => event.target.files?.[0] && void upload(event.target.files[0])} />
      <Button variant="contained" startIcon={<UploadFile />} onClick={() => input.current?.click()} disabled={uploading} data-testid="declare-upload">
        {label}
      </Button>
      <Dialog open={uploading} aria-label={t('upload.uploading')}>
        <DialogContent sx={{ width: 320 }}>
          <Typography gutterBottom>{t('upload.uploading')}</Typography>
          <LinearProgress />
        </DialogContent>
      </Dialog>
      <Dialog open={!!result} onClose={() => setResult(null)} maxWidth="md" fullWidth aria-labelledby="upload-result-title" data-testid="upload-result">
        <DialogTitle id="upload-result-title">{t('upload.resultTitle')}</DialogTitle>
        <DialogContent dividers>
          {result && (
            <>
              <Alert severity={result.failedHeads === 0 ? 'success' : result.okHeads === 0 ? 'error' : 'warning'} sx={{ mb: 2 }} data-testid="upload-summary">
                {t('upload.summary', { batchId: result.batchId, total: result.totalHeads, ok: result.okHeads, failed: result.failedHeads })}
              </Alert>
              {result.errors.length > 0 && (
                <TableContainer sx={{ maxHeight: 360 }}>
                  <Table size="small" stickyHeader>
                    <TableHead>
                      <TableRow>
                        <TableCell>{t('upload.sheet')}</TableCell>
                        <TableCell>{t('upload.row')}</TableCell>
                        <TableCell>{t('upload.column')}</TableCell>
                        <TableCell>{t('upload.field')}</TableCell>
                        <TableCell>{t('upload.reason')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {result.errors.map((error, index) => (
                        <TableRow key={index} data-testid="upload-error">
                          <TableCell>{error.sheet}</TableCell>
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
              {result.errorCount > result.errors.length && <Typography sx={{ mt: 1 }}>{t('upload.moreErrors', { count: result.errorCount - result.errors.length })}</Typography>}
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setResult(null)}>{t('upload.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
