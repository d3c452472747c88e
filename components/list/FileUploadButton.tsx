'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFile';
import { ApiError, apiRequest } from '@/lib/api/client';
import { pushLog } from '@/lib/log/store';
import { showToast } from '@/lib/ui/toast';

/** The texts of an upload, already translated by the feature that uses it (this kit owns no messages). */
export type UploadTexts = {
  /** Shown while the file travels and the platform works; receives the file names and the seconds spent. */
  working: (files: string, seconds: number) => string;
  tooLarge: string;
  /** The platform answered, but not in the shape the feature expects. */
  unexpectedAnswer: string;
  resultTitle: string;
  close: string;
};

type Props<Result> = {
  label: string;
  /** The platform call that takes the multipart form (`file` fields plus `fields`). */
  path: string;
  accept: string;
  maxBytes: number;
  multiple?: boolean;
  fields?: Record<string, string>;
  /** Validates the platform's answer (zod `parse`). */
  parse: (answer: unknown) => Result;
  texts: UploadTexts;
  renderResult: (result: Result) => ReactNode;
  onUploaded?: (result: Result) => void;
  testId: string;
  variant?: 'contained' | 'outlined';
};

const SECOND_MS = 1_000;

/**
 * Uploads files as one multipart call and shows the answer in a dialog. A browser cannot report a
 * fetch's upload progress, so the progress dialog shows what is sent and the seconds it has taken.
 */
export function FileUploadButton<Result>({ label, path, accept, maxBytes, multiple = false, fields = {}, parse, texts, renderResult, onUploaded, testId, variant = 'contained' }: Props<Result>) {
  const input = useRef<HTMLInputElement>(null);
  const [working, setWorking] = useState<{ files: string; startedAt: number } | null>(null);
  const [seconds, setSeconds] = useState(0);
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    if (!working) return;
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - working.startedAt) / SECOND_MS)), SECOND_MS);
    return () => clearInterval(timer);
  }, [working]);

  const upload = async (files: File[]) => {
    const total = files.reduce((sum, file) => sum + file.size, 0);
    if (total > maxBytes) {
      showToast('error', texts.tooLarge);
      return;
    }
    const form = new FormData();
    // One field name per file (`file`, `file2`, ...): a form reader may keep one value per name.
    files.forEach((file, index) => form.append(index === 0 ? 'file' : `file${index + 1}`, file));
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    setSeconds(0);
    setWorking({ files: files.map((file) => file.name).join(', '), startedAt: Date.now() });
    try {
      const answer = parse(await apiRequest(path, { body: form }));
      setResult(answer);
      onUploaded?.(answer);
    } catch (error) {
      // The data client has shown and logged a refused call; an answer of the wrong shape is told here.
      if (!(error instanceof ApiError)) {
        showToast('error', texts.unexpectedAnswer);
        pushLog(`${texts.unexpectedAnswer} (${path}): ${error instanceof Error ? error.message : String(error)}`, 'danger');
      }
    } finally {
      setWorking(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        hidden
        data-testid={`${testId}-input`}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          if (files.length) void upload(files);
        }}
      />
      <Button variant={variant} startIcon={<UploadFile />} onClick={() => input.current?.click()} disabled={!!working} data-testid={testId}>
        {label}
      </Button>
      <Dialog open={!!working} aria-labelledby={`${testId}-progress-title`} data-testid={`${testId}-progress`}>
        <DialogTitle id={`${testId}-progress-title`}>{label}</DialogTitle>
        <DialogContent sx={{ width: 380 }}>
          <Typography variant="body2" gutterBottom>
            {working ? texts.working(working.files, seconds) : ''}
          </Typography>
          <LinearProgress aria-label={label} />
        </DialogContent>
      </Dialog>
      <Dialog open={result !== null} onClose={() => setResult(null)} maxWidth="md" fullWidth aria-labelledby={`${testId}-result-title`} data-testid={`${testId}-result`}>
        <DialogTitle id={`${testId}-result-title`}>{texts.resultTitle}</DialogTitle>
        <DialogContent dividers>{result !== null && renderResult(result)}</DialogContent>
        <DialogActions>
          <Button onClick={() => setResult(null)}>{texts.close}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
