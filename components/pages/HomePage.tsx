'use client';

import { useTranslations } from 'next-intl';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PasswordReminder } from '@/components/password/PasswordReminder';
import { useShell } from '@/lib/shell/shell-context';

export default function HomePage() {
  const t = useTranslations('page');
  const { user } = useShell();
  return (
    <Paper variant="outlined" sx={{ p: 4 }} data-testid="home-page">
      <PasswordReminder />
      <Typography variant="h5" component="h1" gutterBottom>
        {t('homeWelcome', { name: user.name })}
      </Typography>
      <Typography color="text.secondary">{t('homeIntro')}</Typography>
    </Paper>
  );
}
