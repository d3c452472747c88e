'use client';

import { useTranslations } from 'next-intl';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ApplicationEvent } from '@/customs-api/contract/companies';
import { formatValue } from '@/lib/list/format';

/** Every transition of an application, oldest first: who, when, from and to which status, and why. */
export function HistoryTable({ events, title }: { events: ApplicationEvent[]; title: string }) {
  const t = useTranslations('companies');
  const ordered = [...events].sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="application-history">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('history.at')}</TableCell>
            <TableCell>{t('history.actor')}</TableCell>
            <TableCell>{t('history.from')}</TableCell>
            <TableCell>{t('history.to')}</TableCell>
            <TableCell>{t('history.reason')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {ordered.map((event) => (
            <TableRow key={event.id} data-testid="history-row" data-status={event.toStatus}>
              <TableCell>{formatValue(event.at, 'datetime')}</TableCell>
              <TableCell>{event.actorName}</TableCell>
              <TableCell>{event.fromStatus ? t(`status.${event.fromStatus}`) : '—'}</TableCell>
              <TableCell>{t(`status.${event.toStatus}`)}</TableCell>
              <TableCell>{event.reason ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
