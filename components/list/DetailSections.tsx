'use client';

import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDictionaries } from '@/lib/dictionaries/use-dictionaries';
import { formatValue } from '@/lib/list/format';
import type { ResourceDefinition } from '@/lib/list/resource';

/** The detail kit: sections of label/value pairs, codes shown with their dictionary labels. */
export function DetailSections({ resource, record }: { resource: ResourceDefinition; record: Record<string, unknown> }) {
  const t = useTranslations(resource.messages);
  const dictionaries = useDictionaries(resource.detail.flatMap((section) => section.fields.flatMap((field) => (field.dictionary ? [field.dictionary] : []))));
  return resource.detail.map((section) => (
    <Paper key={section.title} variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="detail-section">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t(section.title)}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', columnGap: 3, rowGap: 1, m: 0 }}>
        {section.fields.map((field) => {
          const value = record[field.prop];
          const text =
            field.options && typeof value === 'string' && field.options[value]
              ? t(field.options[value])
              : formatValue(value, field.format, field.dictionary ? dictionaries[field.dictionary]?.label : undefined);
          return (
            <Box key={field.prop} sx={{ display: 'flex', gap: 1, minWidth: 0 }}>
              <Typography component="dt" variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                {t(field.label)}:
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }} data-field={field.prop}>
                {text || '—'}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Paper>
  ));
}
