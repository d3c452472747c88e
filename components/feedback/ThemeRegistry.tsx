'use client';

import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createConsoleTheme } from '@/lib/ui/theme';

export function ThemeRegistry({ children }: { children: ReactNode }) {
  const theme = useMemo(() => createConsoleTheme(), []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
