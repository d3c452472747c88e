import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export type InfoItem = { label: string; value: ReactNode; field?: string };

/** A titled section of label/value pairs (for records whose values are not plain columns: lists, chips). */
export function InfoGrid({ title, items, actions }: { title: string; items: InfoItem[]; actions?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="detail-section">
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1, gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
          {title}
        </Typography>
        {actions}
      </Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', columnGap: 3, rowGap: 1, m: 0 }}>
        {items.map((item) => (
          <Box key={item.label} sx={{ display: 'flex', gap: 1, minWidth: 0 }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
              {item.label}:
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }} data-field={item.field}>
              {item.value === '' || item.value === null || item.value === undefined ? '—' : item.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
