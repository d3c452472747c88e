'use client';

import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import FileDownload from '@mui/icons-material/FileDownload';
import { downloadFile } from '@/lib/api/download';
import { showToast } from '@/lib/ui/toast';

type Progress = { received: number; total?: number };

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/**
 * Exports stream from the platform as xlsx: the file arrives in chunks, the dialog shows how much
 * has come and lets the operator cancel (spec §7 downloads go through the BFF with the session).
 */
export function ExportButton({ label, path, body, testId }: { label: string; path: string; body: unknown; testId?: string }) {
  const t = useTranslations('list');
  const [progress, setProgress] = useState<Progress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const start = async () => {
    controller.current = new AbortController();
    setProgress({ received: 0 });
    try {
      const name = await downloadFile(path, {
        body,
        signal: controller.current.signal,
        onProgress: (received, total) => setProgress({ received, total }),
      });
      showToast('success', t('exported', { name }));
    } catch (error) {
      if (controller.current?.signal.aborted) showToast('info', t('exportCancelled'));
      else if (!(error instanceof Error && error.name === 'ApiError')) showToast('error', t('exportFailed'));
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };

  const percent = progress?.total ? Math.min(100, (progress.received / progress.total) * 100) : undefined;
  return (
    <>
      <Button variant="outlined" startIcon={<FileDownload />} onClick={() => void start()} disabled={!!progress} data-testid={testId}>
        {label}
      </Button>
      <Dialog open={!!progress} aria-labelledby="export-progress-title" data-testid="export-progress">
        <DialogTitle id="export-progress-title">{t('exporting')}</DialogTitle>
        <DialogContent sx={{ width: 360 }}>
          <LinearProgress variant={percent === undefined ? 'indeterminate' : 'determinate'} value={percent} sx={{ mb: 1 }} />
          <Typography variant="body2" color="text.secondary">
            {progress?.total ? t('receivedOf', { received: megabytes(progress.received), total: megabytes(progress.total) }) : t('received', { received: megabytes(progress?.received ?? 0) })}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => controller.current?.abort()}>{t('cancel')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
