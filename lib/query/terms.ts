import { z } from 'zod';
import { DICTIONARIES, type DictionaryName } from '@/customs-api/contract/dictionary';
import { searchTermSchema, TERM_TYPES, type SearchTerm } from '@/customs-api/contract/query';

export const SEARCH_INPUTS = ['text', 'select', 'dateRange', 'numberRange'] as const;

/** One field of a conditional query: which column it filters, how, and with what input. */
export const searchFieldSchema = z
  .object({
    column: z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/),
    termType: z.enum(TERM_TYPES),
    input: z.enum(SEARCH_INPUTS),
    /** Message key of the label (in the resource's namespace). */
    label: z.string().min(1),
    dictionary: z.enum(Object.keys(DICTIONARIES) as [DictionaryName, ...DictionaryName[]]).optional(),
    /** A select's fixed options (value and message key) when no dictionary lists them. */
    options: z.array(z.object({ value: z.string(), label: z.string() })).min(1).optional(),
    /** A date range starts at the spec's default range (three months ago to today). */
    defaultRange: z.boolean().optional(),
  })
  .refine((field) => (field.termType === 'btw') === (field.input === 'dateRange' || field.input === 'numberRange'), {
    message: 'ranges (dateRange, numberRange) and only ranges use the btw term type',
  })
  .refine((field) => (field.input === 'select') === (!!field.dictionary !== !!field.options), {
    message: 'a select takes its options from a dictionary or a fixed list (one of them), and only a select has options',
  });
export type SearchField = z.infer<typeof searchFieldSchema>;

export type RangeValue = [string | null, string | null];
export type SearchValue = string | RangeValue | null;
export type SearchValues = Record<string, SearchValue>;

function isEmpty(value: SearchValue | undefined): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.every((part) => part === null || part === '');
  return value.trim() === '';
}

function termValue(field: SearchField, value: SearchValue | undefined): SearchTerm['value'] {
  if (field.termType === 'btw') {
    const [from = null, to = null] = Array.isArray(value) ? value : [null, null];
    const part = (text: string | null) => (text === null || text === '' ? null : field.input === 'numberRange' ? Number(text) : text);
    return [part(from), part(to)];
  }
  if (value === null || value === undefined || Array.isArray(value)) return null;
  return value.trim();
}

/**
 * The query of spec §3 from the form values. One variant drops empty values (the usual one),
 * the other keeps them as null so that the platform sees every field (the definition chooses).
 */
export function buildTerms(fields: readonly SearchField[], values: SearchValues, { keepEmpty }: { keepEmpty: boolean }): SearchTerm[] {
  return fields
    .filter((field) => keepEmpty || !isEmpty(values[field.column]))
    .map((field) => searchTermSchema.parse({ column: field.column, termType: field.termType, value: termValue(field, values[field.column]) }));
}
