import { and, asc, Column, desc, eq, gt, gte, is, lt, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SearchTerm, SortOrder, TermType } from '../../contract/query';
import { invalid } from '../../http/errors';

/**
 * Search terms → SQL through a per-resource whitelist (spec §3). Only columns listed in the
 * resource's `ColumnMap` can be searched or sorted, each with its own term types; anything else
 * is refused with code 1 before any SQL is built. Values are always bound parameters.
 *
 * Value kinds:
 * - `text`: strings (numbers are taken as their decimal text); `like` is a case-insensitive
 *   "contains" with `%`, `_` and `\` escaped, so they match themselves.
 * - `number`: finite numbers or numeric strings.
 * - `date`: `YYYY-MM-DD` (a SQL date column).
 * - `timestamp`: an ISO date-time with offset (`2026-11-22T08:00:00Z`) or a bare `YYYY-MM-DD`,
 *   which means that calendar day in China Standard Time (+08:00); as the upper bound of
 *   `lte`/`btw` a bare date includes the whole day.
 * - `boolean`: true/false.
 * `btw` takes `[from, to]`, both inclusive; either may be null (open end); `[null, null]` is no filter.
 */
export type ValueKind = 'text' | 'number' | 'date' | 'timestamp' | 'boolean';

export type ColumnSpec = {
  /** The drizzle column (or SQL expression) the term column maps to. */
  column: AnyColumn | SQL;
  kind: ValueKind;
  terms: readonly TermType[];
  /** May appear in `sort`. Sortable columns must be NOT NULL (keyset paging relies on it). */
  sortable?: boolean;
};

export type ColumnMap = Record<string, ColumnSpec>;

/** A resolved sort key: the expression, its direction, and the wire column (for keyset cursors). */
export type SortKey = { name: string; column: AnyColumn | SQL; direction: 'asc' | 'desc' };

const TEXT_TERMS = ['like', 'eq'] as const;
const RANGE_TERMS = ['eq', 'gte', 'lte', 'btw'] as const;
/** Handy term sets for whitelists. */
export const Terms = { text: TEXT_TERMS, code: ['eq', 'like'] as const, range: RANGE_TERMS, eq: ['eq'] as const } as const;

const CST_OFFSET = '+08:00';
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function lookup(columns: ColumnMap, name: string): ColumnSpec {
  if (!Object.hasOwn(columns, name)) throw invalid(`不支持的查询字段: ${name}`);
  return columns[name] as ColumnSpec;
}

function badValue(name: string, expected: string): never {
  throw invalid(`查询字段 ${name} 的值无效: 应为${expected}`);
}

type Scalar = string | number | boolean;

function coerce(name: string, spec: ColumnSpec, value: Scalar, bound: 'from' | 'to' | 'exact'): unknown {
  switch (spec.kind) {
    case 'text':
      if (typeof value === 'boolean') badValue(name, '文本');
      return String(value);
    case 'number': {
      const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      if (!Number.isFinite(number)) badValue(name, '数字');
      return number;
    }
    case 'date':
      if (typeof value !== 'string' || !DATE_ONLY.test(value) || Number.isNaN(Date.parse(value))) badValue(name, '日期 YYYY-MM-DD');
      return value;
    case 'timestamp': {
      if (typeof value !== 'string') badValue(name, 'ISO 日期时间');
      if (DATE_ONLY.test(value)) {
        const start = new Date(`${value}T00:00:00${CST_OFFSET}`);
        if (Number.isNaN(start.getTime())) badValue(name, 'ISO 日期时间');
        // The upper bound of a bare date is the last millisecond of that day.
        return bound === 'to' ? new Date(start.getTime() + 86_400_000 - 1) : start;
      }
      const parsed = new Date(value);
      if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(parsed.getTime())) badValue(name, 'ISO 日期时间');
      return parsed;
    }
    case 'boolean':
      if (typeof value !== 'boolean') badValue(name, 'true/false');
      return value;
  }
}

/** `%`, `_` and the escape character itself match literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function termSql(term: SearchTerm, columns: ColumnMap): SQL | undefined {
  const spec = lookup(columns, term.column);
  if (!spec.terms.includes(term.termType)) throw invalid(`查询字段 ${term.column} 不支持查询方式 ${term.termType}`);
  const { value } = term;
  // Both overloads (column, SQL) bind the value the same way; the cast only picks one for the type checker.
  const column = spec.column as AnyColumn;
  if (term.termType === 'btw') {
    if (!Array.isArray(value)) badValue(term.column, '[起, 止]');
    const [from, to] = value;
    const parts = [
      from === null ? undefined : gte(column, coerce(term.column, spec, from, 'from')),
      to === null ? undefined : lte(column, coerce(term.column, spec, to, 'to')),
    ].filter((part): part is SQL => part !== undefined);
    return parts.length === 0 ? undefined : and(...parts);
  }
  if (Array.isArray(value)) badValue(term.column, '单个值');
  // An empty search box is no filter.
  if (value === null || value === '') return undefined;
  switch (term.termType) {
    case 'like': {
      if (spec.kind !== 'text') throw invalid(`查询字段 ${term.column} 不支持查询方式 like`);
      return sql`${column} ilike ${`%${escapeLike(String(coerce(term.column, spec, value, 'exact')))}%`}`;
    }
    case 'eq':
      if (spec.kind === 'timestamp' && typeof value === 'string' && DATE_ONLY.test(value)) {
        // A bare date equals the whole day.
        return and(gte(column, coerce(term.column, spec, value, 'from')), lte(column, coerce(term.column, spec, value, 'to')));
      }
      return eq(column, coerce(term.column, spec, value, 'exact'));
    case 'gte':
      return gte(column, coerce(term.column, spec, value, 'from'));
    case 'lte':
      return lte(column, coerce(term.column, spec, value, 'to'));
  }
}

/** AND of every term (undefined when there is nothing to filter). Throws code 1 on anything not whitelisted. */
export function termsToWhere(columns: ColumnMap, terms: readonly SearchTerm[]): SQL | undefined {
  const parts = terms.map((term) => termSql(term, columns)).filter((part): part is SQL => part !== undefined);
  return parts.length === 0 ? undefined : and(...parts);
}

/**
 * The requested sort through the whitelist, then the default keys, then `tieBreaker` (a unique
 * column, normally id) so that the order is total — which keyset paging requires.
 */
export function resolveSort(columns: ColumnMap, sort: readonly SortOrder[], defaults: readonly SortKey[], tieBreaker: SortKey): SortKey[] {
  const keys: SortKey[] = [];
  const seen = new Set<string>();
  const push = (key: SortKey) => {
    if (seen.has(key.name)) return;
    seen.add(key.name);
    keys.push(key);
  };
  for (const order of sort) {
    const spec = lookup(columns, order.column);
    if (!spec.sortable) throw invalid(`不支持按字段 ${order.column} 排序`);
    push({ name: order.column, column: spec.column, direction: order.direction });
  }
  for (const key of sort.length === 0 ? defaults : []) push(key);
  push(tieBreaker);
  return keys;
}

export const orderBy = (keys: readonly SortKey[]): SQL[] => keys.map((key) => (key.direction === 'asc' ? asc(key.column) : desc(key.column)));

/**
 * Rows strictly after `cursor` in the order of `keys` (all NOT NULL): `(k1, k2) < (v1, v2)` when
 * every key has the same direction, else `(k1 > v1) OR (k1 = v1 AND k2 > v2) OR ...` (`<` for descending keys).
 */
export function keysetAfter(keys: readonly SortKey[], cursor: Record<string, unknown>): SQL {
  if (keys.every((key) => key.direction === keys[0]?.direction)) {
    // One direction: a row-value comparison, which a matching btree index answers directly.
    const columns = sql.join(keys.map((key) => sql`${key.column}`), sql`, `);
    const values = sql.join(
      keys.map((key) => (is(key.column, Column) ? sql.param(cursor[key.name], key.column) : sql`${cursor[key.name]}`)),
      sql`, `,
    );
    return keys[0]?.direction === 'asc' ? sql`(${columns}) > (${values})` : sql`(${columns}) < (${values})`;
  }
  const branches: SQL[] = [];
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index] as SortKey;
    const value = cursor[key.name];
    const equalities = keys.slice(0, index).map((previous) => eq(previous.column as AnyColumn, cursor[previous.name]));
    const step = key.direction === 'asc' ? gt(key.column as AnyColumn, value) : lt(key.column as AnyColumn, value);
    branches.push(equalities.length === 0 ? step : (and(...equalities, step) as SQL));
  }
  return or(...branches) as SQL;
}

/**
 * Walks a result in `keys` order, `chunkSize` rows at a time, each chunk a fresh query that starts
 * after the last row of the previous one (no long transaction, no OFFSET): memory stays flat and
 * PGlite's single connection is free between chunks.
 */
export async function* keysetChunks<Row>(
  keys: readonly SortKey[],
  fetchChunk: (after: SQL | undefined, limit: number) => Promise<Row[]>,
  cursorOf: (row: Row) => Record<string, unknown>,
  chunkSize = 2_000,
): AsyncGenerator<Row[]> {
  let after: SQL | undefined;
  for (;;) {
    const rows = await fetchChunk(after, chunkSize);
    if (rows.length > 0) yield rows;
    if (rows.length < chunkSize) return;
    after = keysetAfter(keys, cursorOf(rows[rows.length - 1] as Row));
  }
}

/** LIMIT/OFFSET of a page. */
export const pageWindow = (page: number, pageSize: number) => ({ limit: pageSize, offset: (page - 1) * pageSize });
