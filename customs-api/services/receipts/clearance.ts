import { and, count, countDistinct, desc, eq, inArray, sql, sum, type AnyColumn, type SQL } from 'drizzle-orm';
import type { CustomsApiContext } from '../../context';
import type { DeclareIeFlag } from '../../contract/declare';
import type { PageQuery, PageResult, SearchTerm, SortOrder } from '../../contract/query';
import { CLEARED_STATUSES, type ClearanceAggregate, type ClearanceAggregateRow, type ClearanceGoodsRow, type ClearanceGroupBy } from '../../contract/receipts';
import { dictionaryItem, hsCode, inventoryHead, inventoryList } from '../../db/schema';
import { cstDateTime, cstDay, xlsxResponse, type SheetColumn } from '../export/xlsx-stream';
import { companyCodeCondition, dataScopeFor } from '../query/scope';
import { Terms, keysetChunks, orderBy, pageWindow, resolveSort, termsToWhere, type ColumnMap, type ColumnSpec, type SortKey } from '../query/terms';
import { statusNamesFor, type StatusNames } from './status';

/** Clearance goods (通关商品): goods lines of the inventories customs released (800) or closed (899). */
const h = inventoryHead;
const l = inventoryList;
const text = (column: AnyColumn, sortable = false): ColumnSpec => ({ column, kind: 'text', terms: Terms.text, sortable });
const code = (column: AnyColumn, sortable = false): ColumnSpec => ({ column, kind: 'text', terms: Terms.code, sortable });

export const CLEARANCE_COLUMNS: ColumnMap = {
  id: { column: l.id, kind: 'number', terms: Terms.range, sortable: true },
  headId: { column: l.headId, kind: 'number', terms: Terms.eq },
  copNo: text(h.copNo),
  invtNo: text(h.invtNo),
  orderNo: text(h.orderNo),
  gcode: code(l.gcode, true),
  gname: text(l.gname),
  country: code(l.country),
  currency: code(l.currency),
  ebcCode: code(h.ebcCode),
  ebcName: text(h.ebcName),
  ebpCode: code(h.ebpCode),
  ebpName: text(h.ebpName),
  agentCode: code(h.agentCode),
  customsCode: code(h.customsCode),
  tradeMode: code(h.tradeMode),
  returnStatus: { column: h.returnStatus, kind: 'number', terms: Terms.range },
  // Never null here: only released or closed inventories are read.
  returnTime: { column: h.returnTime, kind: 'timestamp', terms: Terms.range, sortable: true },
  totalPrice: { column: l.totalPrice, kind: 'number', terms: Terms.range, sortable: true },
};
const DEFAULT_SORT: SortKey[] = [{ name: 'returnTime', column: h.returnTime, direction: 'desc' }];
const TIE: SortKey = { name: 'id', column: l.id, direction: 'desc' };

type Query = { terms: readonly SearchTerm[]; sort: readonly SortOrder[] };

async function clearanceWhere(ctx: CustomsApiContext, memberId: string, ieFlag: DeclareIeFlag, terms: readonly SearchTerm[]) {
  const scope = await dataScopeFor(ctx.db, memberId);
  return and(eq(h.ieFlag, ieFlag), inArray(h.returnStatus, [...CLEARED_STATUSES]), termsToWhere(CLEARANCE_COLUMNS, terms), companyCodeCondition(scope, [h.ebcCode, h.agentCode, h.ebpCode]));
}

const selection = {
  id: l.id,
  headId: l.headId,
  ieFlag: h.ieFlag,
  copNo: h.copNo,
  invtNo: h.invtNo,
  orderNo: h.orderNo,
  ebcCode: h.ebcCode,
  ebcName: h.ebcName,
  ebpCode: h.ebpCode,
  ebpName: h.ebpName,
  agentCode: h.agentCode,
  customsCode: h.customsCode,
  tradeMode: h.tradeMode,
  returnStatus: h.returnStatus,
  returnTime: h.returnTime,
  gnum: l.gnum,
  gcode: l.gcode,
  hsName: hsCode.name,
  gname: l.gname,
  gmodel: l.gmodel,
  country: l.country,
  currency: l.currency,
  qty: l.qty,
  unit: l.unit,
  qty1: l.qty1,
  unit1: l.unit1,
  price: l.price,
  totalPrice: l.totalPrice,
};
const selectLines = (ctx: CustomsApiContext, where: SQL | undefined) =>
  ctx.db.select(selection).from(l).innerJoin(h, eq(h.id, l.headId)).leftJoin(hsCode, eq(hsCode.code, l.gcode)).where(where);
type LineRecord = Awaited<ReturnType<typeof selectLines>>[number];

function lineRow(record: LineRecord, names: StatusNames): ClearanceGoodsRow {
  const status = record.returnStatus ?? 0;
  return { ...record, ieFlag: record.ieFlag, returnStatus: status, returnStatusName: names(status), returnTime: record.returnTime?.toISOString() ?? '' };
}

export async function clearancePage(ctx: CustomsApiContext, memberId: string, ieFlag: DeclareIeFlag, query: PageQuery): Promise<PageResult<ClearanceGoodsRow>> {
  const where = await clearanceWhere(ctx, memberId, ieFlag, query.terms);
  const keys = resolveSort(CLEARANCE_COLUMNS, query.sort, DEFAULT_SORT, TIE);
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const [rows, [total]] = await Promise.all([
    selectLines(ctx, where).orderBy(...orderBy(keys)).limit(limit).offset(offset),
    ctx.db.select({ total: count() }).from(l).innerJoin(h, eq(h.id, l.headId)).where(where),
  ]);
  const names = await statusNamesFor(ctx.db, rows.map((row) => row.returnStatus));
  return { rows: rows.map((row) => lineRow(row, names)), total: total?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

const GROUP_KEYS: Record<ClearanceGroupBy, { key: SQL<string>; name: SQL<string | null> }> = {
  gcode: { key: sql<string>`${l.gcode}`, name: sql<string | null>`coalesce(max(${hsCode.name}), max(${l.gname}))` },
  country: { key: sql<string>`${l.country}`, name: sql<string | null>`null` },
  company: { key: sql<string>`${h.ebcCode}`, name: sql<string | null>`max(${h.ebcName})` },
  // The month of release in China time (+08:00).
  month: { key: sql<string>`to_char((${h.returnTime} at time zone 'UTC') + interval '8 hours', 'YYYY-MM')`, name: sql<string | null>`null` },
};
const MAX_GROUPS = 1_000;

const sums = {
  heads: countDistinct(h.id),
  lines: count(),
  qty: sum(l.qty),
  qty1: sum(l.qty1),
  totalPrice: sum(l.totalPrice),
};
const numbers = (row: { heads: number; lines: number; qty: string | null; qty1: string | null; totalPrice: string | null }) => ({
  heads: row.heads,
  lines: row.lines,
  qty: Number(row.qty ?? 0),
  qty1: Number(row.qty1 ?? 0),
  totalPrice: Math.round(Number(row.totalPrice ?? 0) * 1e5) / 1e5,
});

export async function clearanceAggregate(ctx: CustomsApiContext, memberId: string, ieFlag: DeclareIeFlag, terms: readonly SearchTerm[], groupBy: ClearanceGroupBy): Promise<ClearanceAggregate> {
  const where = await clearanceWhere(ctx, memberId, ieFlag, terms);
  const group = GROUP_KEYS[groupBy];
  const [groups, [totals]] = await Promise.all([
    ctx.db
      .select({ key: group.key, name: group.name, ...sums })
      .from(l)
      .innerJoin(h, eq(h.id, l.headId))
      .leftJoin(hsCode, eq(hsCode.code, l.gcode))
      .where(where)
      .groupBy(group.key)
      .orderBy(desc(sum(l.totalPrice)), group.key)
      .limit(MAX_GROUPS),
    ctx.db.select(sums).from(l).innerJoin(h, eq(h.id, l.headId)).where(where),
  ]);
  let rows: ClearanceAggregateRow[] = groups.map((row) => ({ key: row.key ?? '', name: row.name, ...numbers(row) }));
  if (groupBy === 'country' && rows.length > 0) {
    const countries = await ctx.db
      .select({ code: dictionaryItem.code, name: dictionaryItem.name })
      .from(dictionaryItem)
      .where(and(eq(dictionaryItem.typeCode, 'country'), inArray(dictionaryItem.code, rows.map((row) => row.key))));
    const byCode = new Map(countries.map((country) => [country.code, country.name]));
    rows = rows.map((row) => ({ ...row, name: byCode.get(row.key) ?? null }));
  }
  return { groupBy, rows, totals: totals ? numbers(totals) : { heads: 0, lines: 0, qty: 0, qty1: 0, totalPrice: 0 } };
}

const LINE_EXPORT_COLUMNS: SheetColumn<ClearanceGoodsRow>[] = [
  { header: '企业内部编号', width: 22, value: (row) => row.copNo },
  { header: '清单编号', width: 22, value: (row) => row.invtNo },
  { header: '订单编号', width: 24, value: (row) => row.orderNo },
  { header: '电商企业代码', value: (row) => row.ebcCode },
  { header: '电商企业名称', width: 30, value: (row) => row.ebcName },
  { header: '电商平台代码', value: (row) => row.ebpCode },
  { header: '申报海关', value: (row) => row.customsCode },
  { header: '贸易方式', value: (row) => row.tradeMode },
  { header: '回执状态', value: (row) => row.returnStatusName },
  { header: '放行时间', width: 20, value: (row) => (row.returnTime ? cstDateTime(new Date(row.returnTime)) : null) },
  { header: '商品序号', value: (row) => row.gnum },
  { header: '商品编码', value: (row) => row.gcode },
  { header: '商品名称', width: 24, value: (row) => row.gname },
  { header: '规格型号', width: 24, value: (row) => row.gmodel },
  { header: '原产国/目的国', value: (row) => row.country },
  { header: '币制', value: (row) => row.currency },
  { header: '数量', value: (row) => row.qty },
  { header: '计量单位', value: (row) => row.unit },
  { header: '法定数量', value: (row) => row.qty1 },
  { header: '法定计量单位', value: (row) => row.unit1 },
  { header: '单价', value: (row) => row.price },
  { header: '总价', value: (row) => row.totalPrice },
];

const GROUP_HEADERS: Record<ClearanceGroupBy, string> = { gcode: '商品编码', country: '国别', company: '电商企业', month: '放行月份' };

function aggregateColumns(groupBy: ClearanceGroupBy): SheetColumn<ClearanceAggregateRow>[] {
  return [
    { header: GROUP_HEADERS[groupBy], width: 16, value: (row) => row.key },
    { header: '名称', width: 30, value: (row) => row.name },
    { header: '清单数', value: (row) => row.heads },
    { header: '商品项数', value: (row) => row.lines },
    { header: '数量合计', value: (row) => row.qty },
    { header: '法定数量合计', value: (row) => row.qty1 },
    { header: '总价合计', value: (row) => row.totalPrice },
  ];
}

export async function exportClearance(ctx: CustomsApiContext, memberId: string, ieFlag: DeclareIeFlag, query: Query, groupBy?: ClearanceGroupBy): Promise<Response> {
  const direction = ieFlag === 'I' ? '进口通关商品' : '出口通关商品';
  if (groupBy) {
    const aggregate = await clearanceAggregate(ctx, memberId, ieFlag, query.terms, groupBy);
    return xlsxResponse(`${direction}_按${GROUP_HEADERS[groupBy]}_${cstDay(ctx.now())}.xlsx`, ctx.log, async (writer) => {
      const sheet = writer.sheet('汇总', aggregateColumns(groupBy));
      await sheet.add([...aggregate.rows, { key: '合计', name: null, ...aggregate.totals }]);
      sheet.commit();
    });
  }
  const where = await clearanceWhere(ctx, memberId, ieFlag, query.terms);
  const keys = resolveSort(CLEARANCE_COLUMNS, query.sort, DEFAULT_SORT, TIE);
  return xlsxResponse(`${direction}_${cstDay(ctx.now())}.xlsx`, ctx.log, async (writer) => {
    const sheet = writer.sheet(direction, LINE_EXPORT_COLUMNS);
    const chunks = keysetChunks(
      keys,
      (after, limit) => selectLines(ctx, and(where, after)).orderBy(...orderBy(keys)).limit(limit),
      (row) => Object.fromEntries(keys.map((key) => [key.name, row[key.name as keyof LineRecord]])),
      2_000,
    );
    for await (const rows of chunks) {
      const names = await statusNamesFor(ctx.db, rows.map((row) => row.returnStatus));
      await sheet.add(rows.map((row) => lineRow(row, names)));
    }
    sheet.commit();
  });
}
