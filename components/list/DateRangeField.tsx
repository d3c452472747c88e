'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DateRange from '@mui/icons-material/DateRange';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { endOfDay, startOfDay } from 'date-fns';
import { clipToAllowed, earliestAllowedDay, isDayDisabled, QUICK_RANGES, quickRange } from '@/lib/query/date-ranges';
import type { RangeValue } from '@/lib/query/terms';

const toDate = (value: string | null) => (value ? new Date(value) : null);

/**
 * A date range within the past year and not after today (spec §5), with the spec's quick ranges.
 * A quick range that crosses the window is clipped (and marked so); one wholly outside is disabled.
 */
export function DateRangeField({ label, value, onChange, testId }: { label: string; value: RangeValue; onChange: (value: RangeValue) => void; testId?: string }) {
  const t = useTranslations('list');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const now = new Date();
  const [from, to] = value;

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid={testId}>
      <DatePicker
        label={`${label} · ${t('from')}`}
        value={toDate(from)}
        onChange={(date) => onChange([date && !Number.isNaN(date.getTime()) ? startOfDay(date).toISOString() : null, to])}
        shouldDisableDate={(date) => isDayDisabled(date, now)}
        minDate={earliestAllowedDay(now)}
        maxDate={now}
        slotProps={{ textField: { size: 'small', sx: { width: 170 } }, field: { clearable: true } }}
      />
      <Typography color="text.secondary">–</Typography>
      <DatePicker
        label={`${label} · ${t('to')}`}
        value={toDate(to)}
        onChange={(date) => onChange([from, date && !Number.isNaN(date.getTime()) ? endOfDay(date).toISOString() : null])}
        shouldDisableDate={(date) => isDayDisabled(date, now)}
        minDate={earliestAllowedDay(now)}
        maxDate={now}
        slotProps={{ textField: { size: 'small', sx: { width: 170 } }, field: { clearable: true } }}
      />
      <Button size="small" startIcon={<DateRange />} onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="menu">
        {t('quickRanges')}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { maxHeight: 420 } } }}>
        {QUICK_RANGES.map((key) => {
          const clipped = clipToAllowed(quickRange(key, now), now);
          return (
            <MenuItem
              key={key}
              dense
              disabled={!clipped.range}
              onClick={() => {
                setAnchor(null);
                if (clipped.range) onChange([clipped.range.from.toISOString(), clipped.range.to.toISOString()]);
              }}
            >
              <ListItemText primary={t(`ranges.${key}`)} secondary={clipped.clipped ? t('rangeClipped') : !clipped.range ? t('rangeOutside') : undefined} />
            </MenuItem>
          );
        })}
      </Menu>
    </Stack>
  );
}
