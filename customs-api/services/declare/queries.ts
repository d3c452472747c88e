import { and, asc, count, eq, inArray, sql, sum, type AnyColumn, type SQL } from 'drizzle-orm';
import type { CustomsApiContext } from '../../context';
import type { DeclareBatchRow, DeclareHeadRow, DeclareHeadTotal, DeclareListRow, DeclareListTotal } from '../../contract/declare';
import type { PageQuery, PageResult, SearchTerm, SortOrder } from '../../contract/query';
import { importBatch, importBatchFile, inventoryHead, inventoryList } from '../../db/schema';
import { invalid } from '../../http/errors';
import { cstDateTime, cstDay, fileResponse, xlsxResponse, type SheetColumn } from '../export/xlsx-stream';
import { companyCodeCondition, dataScopeFor, type DataScope } from '../query/scope';
import { Terms, keysetChunks, orderBy, pageWindow, resolveSort, termsToWhere, type ColumnMap, type ColumnSpec, type SortKey } from '../query/terms';
import { maskAddress, maskIdNumber, maskPhone } from './id-card';
import { HEAD_FIELDS, LIST_FIELDS, labelOf } from './fields';

/** Searchable/sortable columns of import batches (info/page). */
export const BATCH_COLUMNS: ColumnMap = {
  id: { column: importBatch.id, kind: 'number', terms: Terms.range, sortable: true },
  fileName: { column: importBatch.fileName, kind: 'text', terms: Terms.text, sortable: true },
  ieFlag: { column: importBatch.ieFlag, kind: 'text', terms: Terms.eq, sortable: true },
  messageType: { column: importBatch.messageType, kind: 'text', terms: Terms.eq },
  companyCode: { column: importBatch.companyCode, kind: 'text', terms: Terms.code },
  companyName: { column: importBatch.companyName, kind: 'text', terms: Terms.text },
  status: { column: importBatch.status, kind: 'text', terms: Terms.eq, sortable: true },
  uploadedBy: { column: importBatch.uploadedBy, kind: 'text', terms: Terms.text, sortable: true },
  uploadedAt: { column: importBatch.uploadedAt, kind: 'timestamp', terms: Terms.range, sortable: true },
  totalHeads: { column: importBatch.totalHeads, kind: 'number', terms: Terms.range, sortable: true },
  okHeads: { column: importBatch.okHeads, kind: 'number', terms: Terms.range, sortable: true },
  failedHeads: { column: importBatch.failedHeads, kind: 'number', terms: Terms.range, sortable: true },
};

const h = inventoryHead;
const text = (column: AnyColumn, sortable = true): ColumnSpec => ({ column, kind: 'text', terms: Terms.text, sortable });
const code = (column: AnyColumn, sortable = true): ColumnSpec => ({ column, kind: 'text', terms: Terms.code, sortable });
const range = (column: AnyColumn): ColumnSpec => ({ column, kind: 'number', terms: Terms.range, sortable: true });

/** Searchable/sortable columns of inventory heads (head/page, head/total, exports). Buyer ID and phone are not searchable. */
export const HEAD_COLUMNS: ColumnMap = {
  id: { column: h.id, kind: 'number', terms: Terms.range, sortable: true },
  batchId: { column: h.batchId, kind: 'number', terms: Terms.eq },
  ieFlag: { column: h.ieFlag, kind: 'text', terms: Terms.eq, sortable: true },
  workflowStatus: { column: h.workflowStatus, kind: 'text', terms: Terms.eq, sortable: true },
  copNo: text(h.copNo),
  preNo: text(h.preNo, false),
  invtNo: text(h.invtNo, false),
  orderNo: text(h.orderNo),
  logisticsNo: text(h.logisticsNo),
  logisticsCode: code(h.logisticsCode),
  ebpCode: code(h.ebpCode),
  ebpName: text(h.ebpName),
  ebcCode: code(h.ebcCode),
  ebcName: text(h.ebcName),
  agentCode: code(h.agentCode),
  agentName: text(h.agentName),
  customsCode: code(h.customsCode),
  portCode: code(h.portCode),
  tradeMode: code(h.tradeMode),
  trafMode: code(h.trafMode),
  country: code(h.country),
  currency: code(h.currency, false),
  wrapType: code(h.wrapType, false),
  buyerName: text(h.buyerName, false),
  ieDate: { column: h.ieDate, kind: 'date', terms: Terms.range },
  freight: range(h.freight),
  insuredFee: range(h.insuredFee),
  grossWeight: range(h.grossWeight),
  netWeight: range(h.netWeight),
  packNo: range(h.packNo),
  totalPrice: range(h.totalPrice),
  lineCount: range(h.lineCount),
  createdAt: { column: h.createdAt, kind: 'timestamp', terms: Terms.range, sortable: true },
};

const HEAD_DEFAULT_SORT: SortKey[] = [{ name: 'createdAt', column: h.createdAt, direction: 'desc' }];
const HEAD_TIE: SortKey = { name: 'id', column: h.id, direction: 'desc' };
const BATCH_DEFAULT_SORT: SortKey[] = [{ name: 'uploadedAt', column: importBatch.uploadedAt, direction: 'desc' }];
const BATCH_TIE: SortKey = { name: 'id', column: importBatch.id, direction: 'desc' };

type HeadRecord = typeof inventoryHead.$inferSelect;
type BatchRecord = typeof importBatch.$inferSelect;

/** Heads the member may see: ebcCode, agentCode or ebpCode is its company's (platform operators see all). */
const headScope = (scope: DataScope) => companyCodeCondition(scope, [h.ebcCode, h.agentCode, h.ebpCode]);
/** Batches the member may see: those uploaded by its company (platform operators see all). */
const batchScope = (scope: DataScope): SQL | undefined => (scope.all ? undefined : scope.company ? eq(importBatch.companyId, scope.company.id) : sql`false`);

function headRow(record: HeadRecord): DeclareHeadRow {
  return {
    ...record,
    buyerIdNumber: maskIdNumber(record.buyerIdNumber),
    buyerTelephone: maskPhone(record.buyerTelephone),
    consigneeAddress: maskAddress(record.consigneeAddress),
    createdAt: record.createdAt.toISOString(),
  };
}

function batchRow(record: Omit<BatchRecord, 'errors' | 'companyId'>): DeclareBatchRow {
  return { ...record, uploadedAt: record.uploadedAt.toISOString() };
}

const batchSelection = {
  id: importBatch.id,
  fileName: importBatch.fileName,
  fileSize: importBatch.fileSize,
  ieFlag: importBatch.ieFlag,
  messageType: importBatch.messageType,
  companyCode: importBatch.companyCode,
  companyName: importBatch.companyName,
  totalHeads: importBatch.totalHeads,
  okHeads: importBatch.okHeads,
  failedHeads: importBatch.failedHeads,
  status: importBatch.status,
  uploadedBy: importBatch.uploadedBy,
  uploadedByName: importBatch.uploadedByName,
  uploadedAt: importBatch.uploadedAt,
};

type Query = { memberId: string; terms: readonly SearchTerm[]; sort: readonly SortOrder[] };

/** Where + order of a head query; throws code 1 for anything outside the whitelist, before any SQL runs. */
async function headQuery(ctx: CustomsApiContext, query: Query) {
  const filter = termsToWhere(HEAD_COLUMNS, query.terms);
  const keys = resolveSort(HEAD_COLUMNS, query.sort, HEAD_DEFAULT_SORT, HEAD_TIE);
  const scope = await dataScopeFor(ctx.db, query.memberId);
  return { where: and(filter, headScope(scope)), keys };
}

async function batchQuery(ctx: CustomsApiContext, query: Query) {
  const filter = termsToWhere(BATCH_COLUMNS, query.terms);
  const keys = resolveSort(BATCH_COLUMNS, query.sort, BATCH_DEFAULT_SORT, BATCH_TIE);
  const scope = await dataScopeFor(ctx.db, query.memberId);
  return { where: and(filter, batchScope(scope)), keys };
}

export async function batchPage(ctx: CustomsApiContext, memberId: string, query: PageQuery): Promise<PageResult<DeclareBatchRow>> {
  const { where, keys } = await batchQuery(ctx, { memberId, ...query });
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const [rows, [total]] = await Promise.all([
    ctx.db.select(batchSelection).from(importBatch).where(where).orderBy(...orderBy(keys)).limit(limit).offset(offset),
    ctx.db.select({ total: count() }).from(importBatch).where(where),
  ]);
  return { rows: rows.map(batchRow), total: total?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

export async function headPage(ctx: CustomsApiContext, memberId: string, query: PageQuery): Promise<PageResult<DeclareHeadRow>> {
  const { where, keys } = await headQuery(ctx, { memberId, ...query });
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const [rows, [total]] = await Promise.all([
    ctx.db.select().from(inventoryHead).where(where).orderBy(...orderBy(keys)).limit(limit).offset(offset),
    ctx.db.select({ total: count() }).from(inventoryHead).where(where),
  ]);
  return { rows: rows.map(headRow), total: total?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

export async function headTotal(ctx: CustomsApiContext, memberId: string, query: Omit<Query, 'memberId'>): Promise<DeclareHeadTotal> {
  const { where } = await headQuery(ctx, { memberId, ...query });
  const [row] = await ctx.db
    .select({ heads: count(), lines: sum(h.lineCount), totalPrice: sum(h.totalPrice), grossWeight: sum(h.grossWeight), netWeight: sum(h.netWeight) })
    .from(inventoryHead)
    .where(where);
  const n = (value: string | number | null | undefined) => Number(value ?? 0);
  return { heads: n(row?.heads), lines: n(row?.lines), totalPrice: n(row?.totalPrice), grossWeight: n(row?.grossWeight), netWeight: n(row?.netWeight) };
}

/** The head with this id, if the member may see it; otherwise code 1 (no hint whether it exists). */
async function visibleHead(ctx: CustomsApiContext, memberId: string, id: number): Promise<HeadRecord> {
  const scope = await dataScopeFor(ctx.db, memberId);
  const [record] = await ctx.db.select().from(inventoryHead).where(and(eq(h.id, id), headScope(scope))).limit(1);
  if (!record) throw invalid('清单不存在或无权查看');
  return record;
}

export async function headDetail(ctx: CustomsApiContext, memberId: string, id: number): Promise<DeclareHeadRow> {
  return headRow(await visibleHead(ctx, memberId, id));
}

export async function listPage(ctx: CustomsApiContext, memberId: string, headId: number, page: number, pageSize: number): Promise<PageResult<DeclareListRow>> {
  await visibleHead(ctx, memberId, headId);
  const { limit, offset } = pageWindow(page, pageSize);
  const [rows, [total]] = await Promise.all([
    ctx.db.select().from(inventoryList).where(eq(inventoryList.headId, headId)).orderBy(asc(inventoryList.gnum)).limit(limit).offset(offset),
    ctx.db.select({ total: count() }).from(inventoryList).where(eq(inventoryList.headId, headId)),
  ]);
  return { rows, total: total?.total ?? 0, page, pageSize };
}

export async function listTotal(ctx: CustomsApiContext, memberId: string, headId: number): Promise<DeclareListTotal> {
  await visibleHead(ctx, memberId, headId);
  const [row] = await ctx.db
    .select({ lines: count(), qty: sum(inventoryList.qty), totalPrice: sum(inventoryList.totalPrice) })
    .from(inventoryList)
    .where(eq(inventoryList.headId, headId));
  return { lines: row?.lines ?? 0, qty: Number(row?.qty ?? 0), totalPrice: Number(row?.totalPrice ?? 0) };
}

// ---- exports -------------------------------------------------------------------------------

const EXPORT_CHUNK = 2_000;
const headLabel = (key: string) => {
  const field = HEAD_FIELDS.find((f) => f.key === key);
  return field ? labelOf(field, 'I').replace(/（.*）$/, '') : key;
};
const listLabel = (key: string) => {
  const field = LIST_FIELDS.find((f) => f.key === key);
  return field ? labelOf(field, 'I').replace(/（.*）$/, '') : key;
};

const WORKFLOW_NAMES: Record<string, string> = { imported: '已导入', checked: '已校验', declared: '已申报' };
const BATCH_STATUS_NAMES: Record<string, string> = { success: '全部成功', partial: '部分成功', failed: '失败' };

const headKeys = [
  'copNo', 'preNo', 'invtNo', 'orderNo', 'logisticsNo', 'ebpCode', 'ebpName', 'ebcCode', 'ebcName', 'agentCode', 'agentName',
  'logisticsCode', 'logisticsName', 'customsCode', 'portCode', 'ieDate', 'tradeMode', 'trafMode', 'country', 'currency', 'freight',
  'insuredFee', 'packNo', 'grossWeight', 'netWeight', 'wrapType', 'buyerName', 'buyerIdType', 'buyerIdNumber', 'buyerTelephone', 'consigneeAddress',
] as const;

export const HEAD_EXPORT_COLUMNS: SheetColumn<DeclareHeadRow>[] = [
  { header: '进出口', value: (row) => (row.ieFlag === 'I' ? '进口' : '出口') },
  ...headKeys.map((key) => ({ header: key === 'ieDate' ? '进出口日期' : key === 'country' ? '起运/运抵国' : headLabel(key), value: (row: DeclareHeadRow) => row[key] })),
  { header: '商品项数', value: (row) => row.lineCount },
  { header: '商品总价', value: (row) => row.totalPrice },
  { header: '状态', value: (row) => WORKFLOW_NAMES[row.workflowStatus] ?? row.workflowStatus },
  { header: '导入批次', value: (row) => row.batchId },
  { header: '创建时间', width: 20, value: (row) => cstDateTime(new Date(row.createdAt)) },
];

type ExportLine = DeclareListRow & { copNo: string; ebcCode: string };
const listKeys = ['gnum', 'itemNo', 'itemName', 'gcode', 'gname', 'gmodel', 'barCode', 'country', 'currency', 'qty', 'unit', 'qty1', 'unit1', 'qty2', 'unit2', 'price', 'totalPrice', 'note'] as const;
const LIST_EXPORT_COLUMNS: SheetColumn<ExportLine>[] = [
  { header: '企业内部编号', value: (row) => row.copNo },
  { header: '电商企业代码', value: (row) => row.ebcCode },
  ...listKeys.map((key) => ({ header: key === 'country' ? '原产国/目的国' : listLabel(key), value: (row: ExportLine) => row[key] })),
];

const BATCH_EXPORT_COLUMNS: SheetColumn<DeclareBatchRow>[] = [
  { header: '批次号', value: (row) => row.id },
  { header: '文件名', width: 30, value: (row) => row.fileName },
  { header: '进出口', value: (row) => (row.ieFlag === 'I' ? '进口' : '出口') },
  { header: '报文类型', value: (row) => row.messageType },
  { header: '企业代码', value: (row) => row.companyCode },
  { header: '企业名称', width: 30, value: (row) => row.companyName },
  { header: '清单总数', value: (row) => row.totalHeads },
  { header: '成功数', value: (row) => row.okHeads },
  { header: '失败数', value: (row) => row.failedHeads },
  { header: '状态', value: (row) => BATCH_STATUS_NAMES[row.status] ?? row.status },
  { header: '上传人', value: (row) => row.uploadedByName },
  { header: '上传时间', width: 20, value: (row) => cstDateTime(new Date(row.uploadedAt)) },
];

/** Heads of the query in order, EXPORT_CHUNK at a time (keyset paging). */
function headChunks(ctx: CustomsApiContext, where: SQL | undefined, keys: SortKey[]) {
  return keysetChunks(
    keys,
    (after, limit) => ctx.db.select().from(inventoryHead).where(and(where, after)).orderBy(...orderBy(keys)).limit(limit),
    (row) => Object.fromEntries(keys.map((key) => [key.name, row[key.name as keyof HeadRecord]])),
    EXPORT_CHUNK,
  );
}

export async function exportBatches(ctx: CustomsApiContext, memberId: string, query: Omit<Query, 'memberId'>): Promise<Response> {
  const { where, keys } = await batchQuery(ctx, { memberId, ...query });
  return xlsxResponse(`导入批次_${cstDay(ctx.now())}.xlsx`, ctx.log, async (writer) => {
    const sheet = writer.sheet('导入批次', BATCH_EXPORT_COLUMNS);
    const chunks = keysetChunks(
      keys,
      (after, limit) => ctx.db.select(batchSelection).from(importBatch).where(and(where, after)).orderBy(...orderBy(keys)).limit(limit),
      (row) => Object.fromEntries(keys.map((key) => [key.name, row[key.name as keyof typeof row]])),
      EXPORT_CHUNK,
    );
    for await (const rows of chunks) await sheet.add(rows.map(batchRow));
    sheet.commit();
  });
}

export async function exportHeads(ctx: CustomsApiContext, memberId: string, query: Omit<Query, 'memberId'>, withLines: boolean): Promise<Response> {
  const { where, keys } = await headQuery(ctx, { memberId, ...query });
  const fileName = `${withLines ? '清单表头表体' : '清单表头'}_${cstDay(ctx.now())}.xlsx`;
  return xlsxResponse(fileName, ctx.log, async (writer) => {
    const heads = writer.sheet(withLines ? '表头' : '清单表头', HEAD_EXPORT_COLUMNS);
    for await (const rows of headChunks(ctx, where, keys)) await heads.add(rows.map(headRow));
    heads.commit();
    if (!withLines) return;
    // Second pass: the same heads in the same order, their lines by gnum.
    const lines = writer.sheet('表体', LIST_EXPORT_COLUMNS);
    for await (const rows of headChunks(ctx, where, keys)) {
      const byHead = new Map(rows.map((row) => [row.id, { copNo: row.copNo, ebcCode: row.ebcCode, lines: [] as ExportLine[] }]));
      const found = await ctx.db
        .select()
        .from(inventoryList)
        .where(inArray(inventoryList.headId, [...byHead.keys()]))
        .orderBy(asc(inventoryList.headId), asc(inventoryList.gnum));
      for (const line of found) {
        const head = byHead.get(line.headId);
        head?.lines.push({ ...line, copNo: head.copNo, ebcCode: head.ebcCode });
      }
      await lines.add([...byHead.values()].flatMap((head) => head.lines));
    }
    lines.commit();
  });
}

// ---- downloads -----------------------------------------------------------------------------

export async function downloadBatchFile(ctx: CustomsApiContext, memberId: string, batchId: number): Promise<Response> {
  const scope = await dataScopeFor(ctx.db, memberId);
  const [row] = await ctx.db
    .select({ fileName: importBatch.fileName, contentType: importBatchFile.contentType, bytes: importBatchFile.bytes })
    .from(importBatch)
    .innerJoin(importBatchFile, eq(importBatchFile.batchId, importBatch.id))
    .where(and(eq(importBatch.id, batchId), batchScope(scope)))
    .limit(1);
  if (!row) throw invalid('导入批次不存在或无权查看');
  return fileResponse(row.fileName, row.contentType, row.bytes);
}
