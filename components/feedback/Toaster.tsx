'use client';

import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { dismissToast, useToasts, type Toast } from '@/lib/ui/toast';

function ToastItem({ toast }: { toast: Toast }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, toast.durationMs]);
  return (
    <Alert severity={toast.kind} variant="filled" onClose={() => dismissToast(toast.id)} sx={{ boxShadow: 3, minWidth: 280 }}>
      {toast.message}
    </Alert>
  );
}

/** Messages stack at the top centre, like the console operators are used to. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Stack
      spacing={1}
      role="status"
      aria-live="polite"
      sx={{ position: 'fixed', top: 16, left: '50%', transform: 'translateX(-50%)', zIndex: (theme) => theme.zIndex.snackbar }}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </Stack>
  );
}
