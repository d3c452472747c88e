import { z } from 'zod';

/**
 * Search terms of list pages (spec §3): a query is a list of `{column, termType, value}`.
 * The platform maps each column through a per-resource whitelist to a database column; an
 * unknown column or term type is refused (code 1), never turned into SQL.
 */
export const TERM_TYPES = ['like', 'eq', 'gte', 'lte', 'btw'] as const;
export type TermType = (typeof TERM_TYPES)[number];

const columnName = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'column must be a field name');
const scalar = z.union([z.string().max(200), z.number().finite(), z.boolean()]);

export const searchTermSchema = z.object({
  column: columnName,
  termType: z.enum(TERM_TYPES),
  /** `btw` takes `[from, to]` (either may be null for an open end); the others take one value. */
  value: z.union([scalar, z.tuple([scalar.nullable(), scalar.nullable()]), z.null()]),
});
export type SearchTerm = z.infer<typeof searchTermSchema>;

export const sortSchema = z.object({ column: columnName, direction: z.enum(['asc', 'desc']) });
export type SortOrder = z.infer<typeof sortSchema>;

export const MAX_PAGE_SIZE = 500;

/** Body of every `.../page` call: `{data: {terms, page, pageSize, sort}}`. */
export const pageQuerySchema = z.object({
  terms: z.array(searchTermSchema).max(50).default([]),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  sort: z.array(sortSchema).max(5).default([]),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
export const pageRequestSchema = z.object({ data: pageQuerySchema });

/** Body of `.../total` and `.../export` calls: the same terms, no paging. */
export const termsQuerySchema = z.object({ terms: z.array(searchTermSchema).max(50).default([]), sort: z.array(sortSchema).max(5).default([]) });
export const termsRequestSchema = z.object({ data: termsQuerySchema });

export const pageResultSchema = <Row extends z.ZodTypeAny>(row: Row) =>
  z.object({ rows: z.array(row), total: z.number().int().nonnegative(), page: z.number().int(), pageSize: z.number().int() });
export type PageResult<Row> = { rows: Row[]; total: number; page: number; pageSize: number };
