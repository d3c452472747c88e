import { and, count } from 'drizzle-orm';
import type { CustomsApiContext } from '../../context';
import type { PageQuery, PageResult, SearchTerm, SortOrder } from '../../contract/query';
import type { HsCodeRow } from '../../contract/receipts';
import { hsCode } from '../../db/schema';
import { cstDay, xlsxResponse, type SheetColumn } from '../export/xlsx-stream';
import { Terms, keysetChunks, orderBy, pageWindow, resolveSort, termsToWhere, type ColumnMap, type SortKey } from '../query/terms';
import { BUILT_IN_HS_CODES } from './builtin';

/** HS codes are reference data: every member with the HS_CODE module sees all of them. */
export const HS_COLUMNS: ColumnMap = {
  code: { column: hsCode.code, kind: 'text', terms: Terms.text, sortable: true },
  name: { column: hsCode.name, kind: 'text', terms: Terms.text, sortable: true },
  unit1: { column: hsCode.unit1, kind: 'text', terms: Terms.code },
  unit2: { column: hsCode.unit2, kind: 'text', terms: Terms.code },
  elements: { column: hsCode.elements, kind: 'text', terms: Terms.text },
  updatedAt: { column: hsCode.updatedAt, kind: 'timestamp', terms: Terms.range, sortable: true },
};
const DEFAULT_SORT: SortKey[] = [];
const TIE: SortKey = { name: 'code', column: hsCode.code, direction: 'asc' };

type Record = typeof hsCode.$inferSelect;
const row = (record: Record): HsCodeRow => ({ ...record, updatedAt: record.updatedAt.toISOString() });

export async function hsPage(ctx: CustomsApiContext, query: PageQuery): Promise<PageResult<HsCodeRow>> {
  const where = termsToWhere(HS_COLUMNS, query.terms);
  const keys = resolveSort(HS_COLUMNS, query.sort, DEFAULT_SORT, TIE);
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const [rows, [total]] = await Promise.all([
    ctx.db.select().from(hsCode).where(where).orderBy(...orderBy(keys)).limit(limit).offset(offset),
    ctx.db.select({ total: count() }).from(hsCode).where(where),
  ]);
  return { rows: rows.map(row), total: total?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/** Headers are the import's field names, so an exported file imports back unchanged. */
const EXPORT_COLUMNS: SheetColumn<Record>[] = [
  { header: 'code', width: 14, value: (record) => record.code },
  { header: 'name', width: 40, value: (record) => record.name },
  { header: 'unit1', value: (record) => record.unit1 },
  { header: 'unit2', value: (record) => record.unit2 },
  { header: 'elements', width: 60, value: (record) => record.elements },
];

export async function exportHs(ctx: CustomsApiContext, query: { terms: readonly SearchTerm[]; sort: readonly SortOrder[] }): Promise<Response> {
  const where = termsToWhere(HS_COLUMNS, query.terms);
  const keys = resolveSort(HS_COLUMNS, query.sort, DEFAULT_SORT, TIE);
  return xlsxResponse(`HS编码_${cstDay(ctx.now())}.xlsx`, ctx.log, async (writer) => {
    const sheet = writer.sheet('HS编码', EXPORT_COLUMNS);
    const chunks = keysetChunks(
      keys,
      (after, limit) => ctx.db.select().from(hsCode).where(and(where, after)).orderBy(...orderBy(keys)).limit(limit),
      (record) => Object.fromEntries(keys.map((key) => [key.name, record[key.name as keyof Record]])),
      2_000,
    );
    for await (const rows of chunks) await sheet.add(rows);
    sheet.commit();
  });
}

/** The built-in set as table rows (startup seed). */
export const builtInHsRows = (now: Date) => BUILT_IN_HS_CODES.map(([code, name, unit1, unit2, elements]) => ({ code, name, unit1, unit2, elements, updatedAt: now }));
