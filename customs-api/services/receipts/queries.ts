import { and, asc, count, eq, inArray, or, sql, sum, type AnyColumn, type SQL } from 'drizzle-orm';
import type { CustomsApiContext } from '../../context';
import type { DeclareHeadRow, DeclareIeFlag } from '../../contract/declare';
import type { PageQuery, PageResult, SearchTerm, SortOrder } from '../../contract/query';
import {
  RECEIPT_SEARCH_COUNT_CAP,
  RECEIPT_STAGES,
  returnStage,
  type ReceiptDocType,
    type ReceiptHistory,
  type ReceiptInventoryDetail,
  type ReceiptInventoryRow,
  type ReceiptInventoryTotal,
  type ReceiptRow,
  type ReceiptSearchPage,
  type ReceiptStage,
} from '../../contract/receipts';
import { inventoryHead, inventoryList, receipt } from '../../db/schema';
import { invalid } from '../../http/errors';
import { maskAddress, maskIdNumber, maskPhone } from '../declare/id-card';
import { cstDateTime, cstDay, xlsxResponse, type SheetColumn } from '../export/xlsx-stream';
import { companyCodeCondition, dataScopeFor, type DataScope } from '../query/scope';
import { Terms, keysetChunks, orderBy, pageWindow, resolveSort, termsToWhere, type ColumnMap, type ColumnSpec, type SortKey } from '../query/terms';
import { statusNamesFor, type StatusNames } from './status';
import { documentNumberCondition, splitPseudoTerms, stageCondition } from './terms';

const h = inventoryHead;
const r = receipt;
const text = (column: AnyColumn, sortable = true): ColumnSpec => ({ column, kind: 'text', terms: Terms.text, sortable });
const code = (column: AnyColumn, sortable = true): ColumnSpec => ({ column, kind: 'text', terms: Terms.code, sortable });

/** Whitelist of the import/exit receipts pages (plus pseudo column returnStage). */
export const INVENTORY_COLUMNS: ColumnMap = {
  id: { column: h.id, kind: 'number', terms: Terms.range, sortable: true },
  batchId: { column: h.batchId, kind: 'number', terms: Terms.eq },
  workflowStatus: { column: h.workflowStatus, kind: 'text', terms: Terms.eq },
  copNo: text(h.copNo),
  preNo: text(h.preNo, false),
  invtNo: text(h.invtNo, false),
  orderNo: text(h.orderNo),
  logisticsNo: text(h.logisticsNo),
  logisticsCode: code(h.logisticsCode, false),
  ebpCode: code(h.ebpCode),
  ebpName: text(h.ebpName, false),
  ebcCode: code(h.ebcCode),
  ebcName: text(h.ebcName, false),
  agentCode: code(h.agentCode),
  agentName: text(h.agentName, false),
  customsCode: code(h.customsCode),
  portCode: code(h.portCode, false),
  tradeMode: code(h.tradeMode, false),
  country: code(h.country, false),
  returnStatus: { column: h.returnStatus, kind: 'number', terms: Terms.range },
  returnTime: { column: h.returnTime, kind: 'timestamp', terms: Terms.range },
  ieDate: { column: h.ieDate, kind: 'date', terms: Terms.range },
  totalPrice: { column: h.totalPrice, kind: 'number', terms: Terms.range, sortable: true },
  createdAt: { column: h.createdAt, kind: 'timestamp', terms: Terms.range, sortable: true },
};
/** returnTime is nullable: it sorts as its value or -infinity (keyset paging needs NOT NULL keys). */
const HEAD_RETURN_TIME = sql`coalesce(${h.returnTime}, '-infinity'::timestamptz)`;
const INVENTORY_SORT: ColumnMap = { ...INVENTORY_COLUMNS, returnTime: { column: HEAD_RETURN_TIME, kind: 'timestamp', terms: Terms.range, sortable: true } };
const INVENTORY_DEFAULT_SORT: SortKey[] = [{ name: 'createdAt', column: h.createdAt, direction: 'desc' }];
const INVENTORY_TIE: SortKey = { name: 'id', column: h.id, direction: 'desc' };

/** Whitelist of the receipt search (plus pseudo columns returnStage, docNo). */
export const RECEIPT_COLUMNS: ColumnMap = {
  id: { column: r.id, kind: 'number', terms: Terms.range, sortable: true },
  headId: { column: r.headId, kind: 'number', terms: Terms.eq },
  messageId: { column: r.messageId, kind: 'number', terms: Terms.eq },
  messageType: code(r.messageType, false),
  docType: { column: r.docType, kind: 'text', terms: Terms.eq },
  ieFlag: { column: r.ieFlag, kind: 'text', terms: Terms.eq },
  copNo: text(r.copNo, false),
  preNo: text(r.preNo, false),
  invtNo: text(r.invtNo, false),
  orderNo: text(r.orderNo, false),
  logisticsNo: text(r.logisticsNo, false),
  customsCode: code(r.customsCode, false),
  ebpCode: code(r.ebpCode, false),
  ebcCode: code(r.ebcCode, false),
  agentCode: code(r.agentCode, false),
  returnStatus: { column: r.returnStatus, kind: 'number', terms: Terms.range, sortable: true },
  returnTime: { column: r.returnTime, kind: 'timestamp', terms: Terms.range, sortable: true },
  receivedAt: { column: r.receivedAt, kind: 'timestamp', terms: Terms.range, sortable: true },
};
const RECEIPT_DEFAULT_SORT: SortKey[] = [{ name: 'returnTime', column: r.returnTime, direction: 'desc' }];
const RECEIPT_TIE: SortKey = { name: 'id', column: r.id, direction: 'desc' };

const headScope = (scope: DataScope) => companyCodeCondition(scope, [h.ebcCode, h.agentCode, h.ebpCode]);
const receiptScope = (scope: DataScope) => companyCodeCondition(scope, [r.ebcCode, r.agentCode, r.ebpCode]);

type Query = { terms: readonly SearchTerm[]; sort: readonly SortOrder[] };

// ---- rows ----------------------------------------------------------------------------------

const inventorySelection = {
  id: h.id,
  batchId: h.batchId,
  ieFlag: h.ieFlag,
  workflowStatus: h.workflowStatus,
  copNo: h.copNo,
  preNo: h.preNo,
  invtNo: h.invtNo,
  orderNo: h.orderNo,
  logisticsNo: h.logisticsNo,
  logisticsCode: h.logisticsCode,
  logisticsName: h.logisticsName,
  ebpCode: h.ebpCode,
  ebpName: h.ebpName,
  ebcCode: h.ebcCode,
  ebcName: h.ebcName,
  agentCode: h.agentCode,
  agentName: h.agentName,
  customsCode: h.customsCode,
  portCode: h.portCode,
  tradeMode: h.tradeMode,
  country: h.country,
  totalPrice: h.totalPrice,
  lineCount: h.lineCount,
  returnStatus: h.returnStatus,
  returnTime: h.returnTime,
  returnInfo: h.returnInfo,
  createdAt: h.createdAt,
};
type InventoryRecord = { [K in keyof typeof inventorySelection]: (typeof inventorySelection)[K]['_']['notNull'] extends true ? (typeof inventorySelection)[K]['_']['data'] : (typeof inventorySelection)[K]['_']['data'] | null };

function inventoryRow(record: InventoryRecord, names: StatusNames, receiptCount: number): ReceiptInventoryRow {
  return {
    ...record,
    returnStatusName: record.returnStatus === null ? '' : names(record.returnStatus),
    returnStage: returnStage(record.returnStatus),
    returnTime: record.returnTime?.toISOString() ?? null,
    receiptCount,
    createdAt: record.createdAt.toISOString(),
  };
}

type ReceiptRecord = typeof receipt.$inferSelect;

export function receiptRow(record: ReceiptRecord, names: StatusNames, current: boolean): ReceiptRow {
  return {
    id: record.id,
    messageId: record.messageId,
    messageType: record.messageType,
    docType: record.docType,
    ieFlag: record.ieFlag,
    headId: record.headId,
    guid: record.guid,
    copNo: record.copNo,
    preNo: record.preNo,
    invtNo: record.invtNo,
    orderNo: record.orderNo,
    logisticsNo: record.logisticsNo,
    customsCode: record.customsCode,
    ebpCode: record.ebpCode,
    ebcCode: record.ebcCode,
    agentCode: record.agentCode,
    returnStatus: record.returnStatus,
    returnStatusName: names(record.returnStatus),
    returnStage: returnStage(record.returnStatus),
    returnTime: record.returnTime.toISOString(),
    returnInfo: record.returnInfo,
    receivedAt: record.receivedAt.toISOString(),
    current,
  };
}

/** Receipt counts of these heads (one grouped query). */
async function receiptCounts(ctx: CustomsApiContext, headIds: number[]): Promise<Map<number, number>> {
  if (headIds.length === 0) return new Map();
  const rows = await ctx.db.select({ headId: r.headId, n: count() }).from(r).where(inArray(r.headId, headIds)).groupBy(r.headId);
  return new Map(rows.map((row) => [row.headId, row.n]));
}

/** The receipt that set each head's current status: the first inventory receipt with the head's returnTime and status. */
function currentReceiptIds(receipts: readonly ReceiptRecord[], heads: ReadonlyMap<number, { returnStatus: number | null; returnTime: Date | null }>): Set<number> {
  const ids = new Set<number>();
  const seen = new Set<number>();
  for (const record of [...receipts].sort((a, b) => a.id - b.id)) {
    const head = heads.get(record.headId);
    if (!head?.returnTime || seen.has(record.headId) || record.docType !== 'inventory') continue;
    if (record.returnTime.getTime() === head.returnTime.getTime() && record.returnStatus === head.returnStatus) {
      ids.add(record.id);
      seen.add(record.headId);
    }
  }
  return ids;
}

// ---- import / exit receipts (inventories by direction) --------------------------------------

function inventoryWhere(ieFlag: DeclareIeFlag, terms: readonly SearchTerm[], scope: DataScope): SQL | undefined {
  const { rest, conditions } = splitPseudoTerms(terms, { returnStage: stageCondition(h.returnStatus, true) });
  return and(eq(h.ieFlag, ieFlag), termsToWhere(INVENTORY_COLUMNS, rest), ...conditions, headScope(scope));
}

async function inventoryQuery(ctx: CustomsApiContext, memberId: string, ieFlag: DeclareIeFlag, query: Query) {
  const where = inventoryWhere(ieFlag, query.terms, await dataScopeFor(ctx.db, memberId));
  const keys = resolveSort(INVENTORY_SORT, query.sort, INVENTORY_DEFAULT_SORT, INVENTORY_TIE);
  return { where, keys };
}

export async function inventoryPage(ctx: CustomsApiContext, memberId: string, ieFlag: DeclareIeFlag, query: PageQuery): Promise<PageResult<ReceiptInventoryRow>> {
  const { where, keys } = await inventoryQuery(ctx, memberId, ieFlag, query);
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const [rows, [total]] = await Promise.all([
    ctx.db.select(inventorySelection).from(h).where(where).orderBy(...orderBy(keys)).limit(limit).offset(offset),
    ctx.db.select({ total: count() }).from(h).where(where),
  ]);
  const [names, counts] = await Promise.all([statusNamesFor(ctx.db, rows.map((row) => row.returnStatus)), receiptCounts(ctx, rows.map((row) => row.id))]);
  return { rows: rows.map((row) => inventoryRow(row, names, counts.get(row.id) ?? 0)), total: total?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

export async function inventoryTotal(ctx: CustomsApiContext, memberId: string, ieFlag: DeclareIeFlag, query: Omit<Query, 'sort'>): Promise<ReceiptInventoryTotal> {
  const where = inventoryWhere(ieFlag, query.terms, await dataScopeFor(ctx.db, memberId));
  const rows = await ctx.db
    .select({ status: h.returnStatus, heads: count(), lines: sum(h.lineCount), totalPrice: sum(h.totalPrice) })
    .from(h)
    .where(where)
    .groupBy(h.returnStatus);
  const stages = Object.fromEntries(RECEIPT_STAGES.map((stage) => [stage, 0])) as Record<ReceiptStage, number>;
  let heads = 0;
  let lines = 0;
  let totalPrice = 0;
  for (const row of rows) {
    stages[returnStage(row.status)] += row.heads;
    heads += row.heads;
    lines += Number(row.lines ?? 0);
    totalPrice += Number(row.totalPrice ?? 0);
  }
  return { heads, lines, totalPrice: Math.round(totalPrice * 1e5) / 1e5, stages };
}

const STAGE_NAMES: Record<ReceiptStage, string> = {
  none: '未回执',
  declared: '已申报',
  stored: '已入库',
  manualReview: '人工审核',
  inspection: '查验',
  held: '扣留',
  released: '放行',
  closed: '结关',
  rejected: '退单/异常',
};

const INVENTORY_EXPORT_COLUMNS: SheetColumn<ReceiptInventoryRow>[] = [
  { header: '企业内部编号', width: 22, value: (row) => row.copNo },
  { header: '预录入编号', width: 22, value: (row) => row.preNo },
  { header: '清单编号', width: 22, value: (row) => row.invtNo },
  { header: '订单编号', width: 24, value: (row) => row.orderNo },
  { header: '物流运单编号', width: 22, value: (row) => row.logisticsNo },
  { header: '电商企业代码', value: (row) => row.ebcCode },
  { header: '电商企业名称', width: 30, value: (row) => row.ebcName },
  { header: '电商平台代码', value: (row) => row.ebpCode },
  { header: '电商平台名称', width: 30, value: (row) => row.ebpName },
  { header: '申报企业代码', value: (row) => row.agentCode },
  { header: '申报企业名称', width: 30, value: (row) => row.agentName },
  { header: '申报海关', value: (row) => row.customsCode },
  { header: '贸易方式', value: (row) => row.tradeMode },
  { header: '商品总价', value: (row) => row.totalPrice },
  { header: '回执状态', value: (row) => row.returnStatus },
  { header: '状态说明', width: 24, value: (row) => row.returnStatusName },
  { header: '阶段', value: (row) => STAGE_NAMES[row.returnStage] },
  { header: '回执时间', width: 20, value: (row) => (row.returnTime ? cstDateTime(new Date(row.returnTime)) : null) },
  { header: '回执信息', width: 40, value: (row) => row.returnInfo },
  { header: '回执数', value: (row) => row.receiptCount },
  { header: '创建时间', width: 20, value: (row) => cstDateTime(new Date(row.createdAt)) },
];

const EXPORT_CHUNK = 2_000;

export async function exportInventories(ctx: CustomsApiContext, memberId: string, ieFlag: DeclareIeFlag, query: Query): Promise<Response> {
  const { where, keys } = await inventoryQuery(ctx, memberId, ieFlag, query);
  const name = ieFlag === 'I' ? '进口回执' : '出口回执';
  return xlsxResponse(`${name}_${cstDay(ctx.now())}.xlsx`, ctx.log, async (writer) => {
    const sheet = writer.sheet(name, INVENTORY_EXPORT_COLUMNS);
    const chunks = keysetChunks(
      keys,
      (after, limit) => ctx.db.select(inventorySelection).from(h).where(and(where, after)).orderBy(...orderBy(keys)).limit(limit),
      (row) => Object.fromEntries(keys.map((key) => [key.name, key.name === 'returnTime' ? (row.returnTime?.toISOString() ?? '-infinity') : row[key.name as keyof InventoryRecord]])),
      EXPORT_CHUNK,
    );
    for await (const rows of chunks) {
      const [names, counts] = await Promise.all([statusNamesFor(ctx.db, rows.map((row) => row.returnStatus)), receiptCounts(ctx, rows.map((row) => row.id))]);
      await sheet.add(rows.map((row) => inventoryRow(row, names, counts.get(row.id) ?? 0)));
    }
    sheet.commit();
  });
}

type HeadRecord = typeof inventoryHead.$inferSelect;

function maskedHead(record: HeadRecord): DeclareHeadRow {
  return {
    ...record,
    buyerIdNumber: maskIdNumber(record.buyerIdNumber),
    buyerTelephone: maskPhone(record.buyerTelephone),
    consigneeAddress: maskAddress(record.consigneeAddress),
    createdAt: record.createdAt.toISOString(),
  };
}

async function receiptsOf(ctx: CustomsApiContext, headIds: number[], limit = 5_000): Promise<ReceiptRecord[]> {
  if (headIds.length === 0) return [];
  return ctx.db.select().from(r).where(inArray(r.headId, headIds)).orderBy(asc(r.returnTime), asc(r.id)).limit(limit);
}

/** Head + goods lines + receipt timeline (the receipt fields of the row replace the head's raw ones); code 1 when the head is not of this direction or not visible to the member. */
export async function inventoryDetail(ctx: CustomsApiContext, memberId: string, ieFlag: DeclareIeFlag, id: number): Promise<ReceiptInventoryDetail> {
  const scope = await dataScopeFor(ctx.db, memberId);
  const [record] = await ctx.db.select().from(h).where(and(eq(h.id, id), eq(h.ieFlag, ieFlag), headScope(scope))).limit(1);
  if (!record) throw invalid('清单不存在或无权查看');
  const [lines, receipts] = await Promise.all([
    ctx.db.select().from(inventoryList).where(eq(inventoryList.headId, id)).orderBy(asc(inventoryList.gnum)).limit(1_000),
    receiptsOf(ctx, [id]),
  ]);
  const names = await statusNamesFor(ctx.db, [record.returnStatus, ...receipts.map((row) => row.returnStatus)]);
  const current = currentReceiptIds(receipts, new Map([[record.id, record]]));
  return {
    head: { ...maskedHead(record), ...inventoryRow(record, names, receipts.length) },
    lines,
    receipts: receipts.map((row) => receiptRow(row, names, current.has(row.id))),
  };
}

// ---- receipt search and history ----------------------------------------------------------------

const HEAD_NUMBERS = { copNo: h.copNo, preNo: h.preNo, invtNo: h.invtNo, orderNo: h.orderNo, logisticsNo: h.logisticsNo };
const byDocument = (columns: AnyColumn[]) => documentNumberCondition(r.headId, h, h.id, columns);
/** `docNo eq` and `eq` on each document number go through the inventories; `like` stays on the receipt's own columns. */
const RECEIPT_PSEUDO = {
  returnStage: stageCondition(r.returnStatus, false),
  docNo: byDocument(Object.values(HEAD_NUMBERS)),
  ...Object.fromEntries(Object.entries(HEAD_NUMBERS).map(([name, column]) => [name, { termTypes: ['eq'] as const, condition: byDocument([column]) }])),
};

async function searchQuery(ctx: CustomsApiContext, memberId: string, query: Query) {
  const { rest, conditions } = splitPseudoTerms(query.terms, RECEIPT_PSEUDO);
  const filter = termsToWhere(RECEIPT_COLUMNS, rest);
  const keys = resolveSort(RECEIPT_COLUMNS, query.sort, RECEIPT_DEFAULT_SORT, RECEIPT_TIE);
  const scope = await dataScopeFor(ctx.db, memberId);
  return { where: and(filter, ...conditions, receiptScope(scope)), keys };
}

async function headStatuses(ctx: CustomsApiContext, headIds: number[]) {
  if (headIds.length === 0) return new Map<number, { returnStatus: number | null; returnTime: Date | null }>();
  const rows = await ctx.db.select({ id: h.id, returnStatus: h.returnStatus, returnTime: h.returnTime }).from(h).where(inArray(h.id, [...new Set(headIds)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Marks each row that is its document's current status (one query for the page's heads). */
async function toReceiptRows(ctx: CustomsApiContext, records: ReceiptRecord[]): Promise<ReceiptRow[]> {
  const [names, heads] = await Promise.all([statusNamesFor(ctx.db, records.map((row) => row.returnStatus)), headStatuses(ctx, records.map((row) => row.headId))]);
  const current = new Set<number>();
  for (const record of records) {
    const head = heads.get(record.headId);
    if (record.docType === 'inventory' && head?.returnTime && head.returnTime.getTime() === record.returnTime.getTime() && head.returnStatus === record.returnStatus) current.add(record.id);
  }
  return records.map((row) => receiptRow(row, names, current.has(row.id)));
}

export async function searchPage(ctx: CustomsApiContext, memberId: string, query: PageQuery): Promise<ReceiptSearchPage> {
  const { where, keys } = await searchQuery(ctx, memberId, query);
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const rows = await ctx.db.select().from(r).where(where).orderBy(...orderBy(keys)).limit(limit).offset(offset);
  // A page that is not full ends the result: its total needs no second scan.
  let total = offset + rows.length;
  if (rows.length === limit || (rows.length === 0 && offset > 0)) {
    const capped = ctx.db.select({ one: sql`1` }).from(r).where(where).limit(RECEIPT_SEARCH_COUNT_CAP + 1).as('capped');
    const [counted] = await ctx.db.select({ total: count() }).from(capped);
    total = counted?.total ?? 0;
  }
  return { rows: await toReceiptRows(ctx, rows), total: Math.min(total, RECEIPT_SEARCH_COUNT_CAP), totalCapped: total > RECEIPT_SEARCH_COUNT_CAP, page: query.page, pageSize: query.pageSize };
}

const DOC_TYPE_NAMES: Record<ReceiptDocType, string> = { inventory: '清单', order: '订单', payment: '支付/收款单', logistics: '运单' };

const RECEIPT_EXPORT_COLUMNS: SheetColumn<ReceiptRow>[] = [
  { header: '报文类型', value: (row) => row.messageType },
  { header: '单证类型', value: (row) => DOC_TYPE_NAMES[row.docType] },
  { header: '进出口', value: (row) => (row.ieFlag === 'I' ? '进口' : '出口') },
  { header: '企业内部编号', width: 22, value: (row) => row.copNo },
  { header: '预录入编号', width: 22, value: (row) => row.preNo },
  { header: '清单编号', width: 22, value: (row) => row.invtNo },
  { header: '订单编号', width: 24, value: (row) => row.orderNo },
  { header: '物流运单编号', width: 22, value: (row) => row.logisticsNo },
  { header: '申报海关', value: (row) => row.customsCode },
  { header: '电商企业代码', value: (row) => row.ebcCode },
  { header: '电商平台代码', value: (row) => row.ebpCode },
  { header: '申报企业代码', value: (row) => row.agentCode },
  { header: '回执状态', value: (row) => row.returnStatus },
  { header: '状态说明', width: 24, value: (row) => row.returnStatusName },
  { header: '回执时间', width: 20, value: (row) => cstDateTime(new Date(row.returnTime)) },
  { header: '回执信息', width: 40, value: (row) => row.returnInfo },
  { header: '接收时间', width: 20, value: (row) => cstDateTime(new Date(row.receivedAt)) },
];

export async function exportReceipts(ctx: CustomsApiContext, memberId: string, query: Query): Promise<Response> {
  const { where, keys } = await searchQuery(ctx, memberId, query);
  return xlsxResponse(`回执查询_${cstDay(ctx.now())}.xlsx`, ctx.log, async (writer) => {
    const sheet = writer.sheet('回执', RECEIPT_EXPORT_COLUMNS);
    const chunks = keysetChunks(
      keys,
      (after, limit) => ctx.db.select().from(r).where(and(where, after)).orderBy(...orderBy(keys)).limit(limit),
      (row) => Object.fromEntries(keys.map((key) => [key.name, row[key.name as keyof ReceiptRecord]])),
      EXPORT_CHUNK,
    );
    for await (const rows of chunks) await sheet.add(await toReceiptRows(ctx, rows));
    sheet.commit();
  });
}

const HISTORY_HEADS = 20;

/** The documents named by headId or by any of their numbers (exact), and their receipts as one timeline. */
export async function receiptHistory(ctx: CustomsApiContext, memberId: string, request: { headId: number } | { docNo: string }): Promise<ReceiptHistory> {
  const scope = await dataScopeFor(ctx.db, memberId);
  const match =
    'headId' in request
      ? eq(h.id, request.headId)
      : or(eq(h.copNo, request.docNo), eq(h.preNo, request.docNo), eq(h.invtNo, request.docNo), eq(h.orderNo, request.docNo), eq(h.logisticsNo, request.docNo));
  const heads = await ctx.db.select(inventorySelection).from(h).where(and(match, headScope(scope))).orderBy(asc(h.id)).limit(HISTORY_HEADS);
  const receipts = await receiptsOf(ctx, heads.map((head) => head.id));
  const names = await statusNamesFor(ctx.db, [...heads.map((head) => head.returnStatus), ...receipts.map((row) => row.returnStatus)]);
  const counts = new Map<number, number>();
  for (const row of receipts) counts.set(row.headId, (counts.get(row.headId) ?? 0) + 1);
  const current = currentReceiptIds(receipts, new Map(heads.map((head) => [head.id, head])));
  return {
    heads: heads.map((head) => inventoryRow(head, names, counts.get(head.id) ?? 0)),
    receipts: receipts.map((row) => receiptRow(row, names, current.has(row.id))),
  };
}
