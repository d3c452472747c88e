'use client';

import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { clearLog, useLogEntries } from '@/lib/log/store';

function exportJson(entries: unknown[]) {
  const blob = new Blob([JSON.stringify(entries, null, 2)], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `console-log-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** The front-end log (spec §2 `log`): newest first. */
export default function LogPage() {
  const t = useTranslations('log');
  const entries = useLogEntries();
  const newestFirst = [...entries].reverse();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="log-page">
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h6" component="h1" sx={{ flex: 1 }}>
          {t('pageTitle')}
        </Typography>
        <Button variant="outlined" onClick={() => exportJson(newestFirst)} disabled={entries.length === 0}>
          {t('export')}
        </Button>
        <Button variant="outlined" color="error" onClick={clearLog} disabled={entries.length === 0}>
          {t('clear')}
        </Button>
      </Stack>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 180 }}>{t('time')}</TableCell>
              <TableCell>{t('message')}</TableCell>
              <TableCell>{t('url')}</TableCell>
              <TableCell sx={{ width: 100 }}>{t('user')}</TableCell>
              <TableCell sx={{ width: 80 }}>{t('type')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {newestFirst.length === 0 && (
              <TableRow>
                <TableCell colSpan={5} align="center" sx={{ color: 'text.secondary', py: 4 }}>
                  {t('empty')}
                </TableCell>
              </TableRow>
            )}
            {newestFirst.map((entry) => (
              <TableRow key={entry.id} data-testid="log-entry">
                <TableCell>{new Date(entry.time).toLocaleString()}</TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{entry.message}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all', fontSize: 12 }}>{entry.meta.url}</TableCell>
                <TableCell>{entry.meta.user}</TableCell>
                <TableCell>
                  <Chip size="small" color={entry.type === 'danger' ? 'error' : 'default'} label={t(entry.type)} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
