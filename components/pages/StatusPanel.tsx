'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useOpenPage } from '@/lib/shell/navigation';
import { HOME_ROUTE } from '@/lib/shell/routes';

/** The one panel for pages that cannot show content: not found, forbidden, under construction. */
export function StatusPanel({ icon, title, body, testId }: { icon: ReactNode; title: string; body: string; testId: string }) {
  const t = useTranslations('page');
  const openPage = useOpenPage();
  return (
    <Paper variant="outlined" sx={{ p: 6 }} data-testid={testId}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        {icon}
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary">{body}</Typography>
        <Button variant="outlined" onClick={() => openPage(HOME_ROUTE)}>
          {t('backHome')}
        </Button>
      </Stack>
    </Paper>
  );
}
