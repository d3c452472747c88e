import { z } from 'zod';
import { DICTIONARIES, type DictionaryName } from '@/customs-api/contract/dictionary';
import { sortSchema } from '@/customs-api/contract/query';
import { searchFieldSchema } from '@/lib/query/terms';

const dictionaryName = z.enum(Object.keys(DICTIONARIES) as [DictionaryName, ...DictionaryName[]]);
const fieldName = z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/);

export const COLUMN_FORMATS = ['text', 'number', 'money', 'weight', 'date', 'datetime', 'code'] as const;

export const columnSchema = z.object({
  prop: fieldName,
  /** Message key (in the resource's namespace). */
  label: z.string().min(1),
  width: z.number().int().positive().optional(),
  dictionary: dictionaryName.optional(),
  format: z.enum(COLUMN_FORMATS).default('text'),
  sortable: z.boolean().default(false),
  /** Cannot be hidden in the column config. */
  locked: z.boolean().default(false),
  hiddenByDefault: z.boolean().default(false),
  /** Fixed values and the message keys of their labels (statuses, flags) when no dictionary lists them. */
  options: z.record(z.string(), z.string()).optional(),
});
export type ColumnDefinition = z.input<typeof columnSchema>;

/** An action button; it shows only when the member holds its button code on this page. */
export const actionSchema = z.object({
  key: z.string(),
  label: z.string(),
  buttonCode: z.string().min(1),
  kind: z.enum(['export', 'upload', 'download', 'custom']),
  /** For exports and downloads: the platform path. */
  path: z.string().startsWith('/api/').optional(),
});
export type ActionDefinition = z.input<typeof actionSchema>;

export const detailFieldSchema = z.object({
  prop: fieldName,
  label: z.string(),
  dictionary: dictionaryName.optional(),
  format: z.enum(COLUMN_FORMATS).default('text'),
  options: z.record(z.string(), z.string()).optional(),
});
export type DetailField = z.output<typeof detailFieldSchema>;
export const detailSectionSchema = z.object({ title: z.string(), fields: z.array(detailFieldSchema).min(1) });

export const resourceSchema = z
  .object({
    /** Unique name; also the messages namespace of its labels. */
    messages: z.string().min(1),
    endpoints: z.object({ page: z.string().startsWith('/api/'), total: z.string().startsWith('/api/').optional() }),
    idProp: fieldName,
    columns: z.array(columnSchema).min(1),
    search: z.array(searchFieldSchema),
    /** Spec §3: one variant drops empty search values, the other keeps them. */
    keepEmptyTerms: z.boolean().default(false),
    defaultSort: z.array(sortSchema).default([]),
    /** Which fields of the total call to show in the totals row (they are formatted like the column of the same name). */
    totals: z.array(z.object({ prop: fieldName, label: z.string(), format: z.enum(COLUMN_FORMATS).default('number') })).default([]),
    actions: z.array(actionSchema).default([]),
    /** Where a row opens: a detail route that receives `?id=`. */
    detailPath: z.string().startsWith('/').optional(),
    detail: z.array(detailSectionSchema).default([]),
    /** Keep the search in sessionStorage (e.g. collection verification lists). */
    sessionSearch: z.boolean().default(false),
  })
  .superRefine((resource, context) => {
    const props = resource.columns.map((column) => column.prop);
    const duplicates = props.filter((prop, index) => props.indexOf(prop) !== index);
    if (duplicates.length) context.addIssue({ code: 'custom', message: `duplicate column props: ${duplicates.join(', ')}` });
    for (const order of resource.defaultSort) {
      const column = resource.columns.find((candidate) => candidate.prop === order.column);
      if (!column?.sortable) context.addIssue({ code: 'custom', message: `default sort on a column that is not sortable: ${order.column}` });
    }
    const searchColumns = resource.search.map((field) => field.column);
    if (new Set(searchColumns).size !== searchColumns.length) context.addIssue({ code: 'custom', message: 'a column is searched twice' });
  });
export type ResourceDefinition = z.output<typeof resourceSchema>;

/** Validates a resource definition once, where it is declared: a broken definition fails at load and in tests. */
export function defineResource(definition: z.input<typeof resourceSchema>): ResourceDefinition {
  return resourceSchema.parse(definition);
}
