import { getTranslations } from 'next-intl/server';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { EntryParams } from '@/lib/shell/entry-params';

/**
 * /iframe-data and /flow-block: embeddable entry points (no login) that other systems open with a
 * JSON `params` query. They show the route params they received; the form engine that fills them
 * comes with the createform module.
 */
export async function EntryPage({ kind, entry }: { kind: 'addData' | 'flowBlock'; entry: EntryParams }) {
  const t = await getTranslations('entry');
  return (
    <Box component="main" sx={{ p: 3, maxWidth: 900, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: 3 }} data-testid="entry-page">
        <Typography variant="h5" component="h1" gutterBottom>
          {t(`${kind}.title`)}
        </Typography>
        {entry.ok ? (
          <>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t(`${kind}.body`)}
            </Typography>
            <Table size="small" aria-label={t('params')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('name')}</TableCell>
                  <TableCell>{t('value')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {Object.entries(entry.params).map(([name, value]) => (
                  <TableRow key={name} data-testid="entry-param">
                    <TableCell>{name}</TableCell>
                    <TableCell>{value}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        ) : (
          <Alert severity="error" data-testid="entry-error">
            {t(`errors.${entry.reason}`)}
          </Alert>
        )}
      </Paper>
    </Box>
  );
}
