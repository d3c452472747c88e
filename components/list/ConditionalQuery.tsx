'use client';

import type { FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';
import RestartAlt from '@mui/icons-material/RestartAlt';
import type { DictionaryName } from '@/customs-api/contract/dictionary';
import { useDictionary } from '@/lib/dictionaries/use-dictionary';
import type { RangeValue, SearchField, SearchValue, SearchValues } from '@/lib/query/terms';
import { DateRangeField } from './DateRangeField';

type Option = { value: string; label: string };

function OptionSelect({ label, options, value, onChange }: { label: string; options: readonly Option[]; value: string; onChange: (value: string) => void }) {
  const t = useTranslations('list');
  return (
    <TextField select size="small" label={label} value={value} onChange={(event) => onChange(event.target.value)} sx={{ minWidth: 180 }}>
      <MenuItem value="">
        <em>{t('any')}</em>
      </MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function DictionarySelect({ dictionary, ...props }: { label: string; dictionary: DictionaryName; value: string; onChange: (value: string) => void }) {
  const { items } = useDictionary(dictionary);
  return <OptionSelect {...props} options={items.map((item) => ({ value: item.code, label: `${item.code} ${item.name}` }))} />;
}

function asRange(value: SearchValue | undefined): RangeValue {
  return Array.isArray(value) ? value : [null, null];
}

function FieldInput({ field, label, optionLabel, value, onChange }: { field: SearchField; label: string; optionLabel: (key: string) => string; value: SearchValue | undefined; onChange: (value: SearchValue) => void }) {
  const t = useTranslations('list');
  switch (field.input) {
    case 'select':
      return field.dictionary ? (
        <DictionarySelect label={label} dictionary={field.dictionary} value={typeof value === 'string' ? value : ''} onChange={onChange} />
      ) : (
        <OptionSelect label={label} options={(field.options ?? []).map((option) => ({ value: option.value, label: optionLabel(option.label) }))} value={typeof value === 'string' ? value : ''} onChange={onChange} />
      );
    case 'dateRange':
      return <DateRangeField label={label} value={asRange(value)} onChange={onChange} testId={`search-${field.column}`} />;
    case 'numberRange': {
      const [from, to] = asRange(value);
      return (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField size="small" type="number" label={`${label} · ${t('min')}`} value={from ?? ''} onChange={(event) => onChange([event.target.value || null, to])} sx={{ width: 140 }} />
          <TextField size="small" type="number" label={`${label} · ${t('max')}`} value={to ?? ''} onChange={(event) => onChange([from, event.target.value || null])} sx={{ width: 140 }} />
        </Stack>
      );
    }
    default:
      return <TextField size="small" label={label} value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.target.value)} sx={{ minWidth: 180 }} />;
  }
}

type Props = {
  open: boolean;
  fields: readonly SearchField[];
  label: (key: string) => string;
  values: SearchValues;
  onChange: (values: SearchValues) => void;
  onSubmit: () => void;
  onReset: () => void;
};

/** Spec §2 conditional query: collapsible, Enter submits, reset restores the defaults. */
export function ConditionalQuery({ open, fields, label, values, onChange, onSubmit, onReset }: Props) {
  const t = useTranslations('list');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Collapse in={open} unmountOnExit={false}>
      <Box component="form" onSubmit={submit} role="search" aria-label={t('conditionalQuery')} data-testid="conditional-query" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', py: 1.5 }}>
        {fields.map((field) => (
          <FieldInput key={field.column} field={field} label={label(field.label)} optionLabel={label} value={values[field.column]} onChange={(value) => onChange({ ...values, [field.column]: value })} />
        ))}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" startIcon={<Search />}>
            {t('search')}
          </Button>
          <Button type="button" onClick={onReset} startIcon={<RestartAlt />}>
            {t('reset')}
          </Button>
        </Stack>
      </Box>
    </Collapse>
  );
}
