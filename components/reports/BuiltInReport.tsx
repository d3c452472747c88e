import { getTranslations } from 'next-intl/server';
import { endOfMonth, endOfWeek, format, startOfMonth, startOfWeek } from 'date-fns';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReportName } from '@/customs-api/contract/system';

/**
 * The built-in statistics report: its period and its columns. Figures appear once the platform
 * holds released declarations (declaration and receipt modules); until then it says so.
 */
export async function BuiltInReport({ name }: { name: ReportName }) {
  const t = await getTranslations('reports');
  const now = new Date();
  const weekly = name.endsWith('Week');
  const from = weekly ? startOfWeek(now, { weekStartsOn: 1 }) : startOfMonth(now);
  const to = weekly ? endOfWeek(now, { weekStartsOn: 1 }) : endOfMonth(now);
  const columns = ['period', 'declared', 'released', 'releaseRate'] as const;
  return (
    <Box component="main" sx={{ p: 2 }}>
      <Paper variant="outlined" sx={{ p: 2 }} data-testid="built-in-report">
        <Typography variant="h6" component="h1">
          {t(`names.${name}`)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('period', { from: format(from, 'yyyy-MM-dd'), to: format(to, 'yyyy-MM-dd') })}
        </Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column}>{t(`columns.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              <TableCell colSpan={columns.length} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                {t('noData')}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Paper>
    </Box>
  );
}
