import { z } from 'zod';
import type { DeclareHeadRow, DeclareIeFlag, DeclareListRow } from './declare';
import { wrapped } from './envelope';
import { termsQuerySchema, type PageResult } from './query';

/**
 * Receipts (回执, issue #7): CEB receipt ingestion, import/export receipts by inventory, receipt
 * search/history/parse failures, clearance goods, HS codes. Every call is POST; list calls take
 * `pageRequestSchema` and totals/exports `termsRequestSchema` (contract/query.ts) with the search
 * columns listed next to each path below.
 *
 * Documents on this platform are the inventory heads: inventory receipts (CEB622/CEB604) set an
 * inventory's current customs status (the one with the latest returnTime); order, payment and
 * waybill receipts (CEB312/304, 412/404, 512/506) attach to the inventory that declares that
 * orderNo / logisticsNo and appear in its timeline without changing its status.
 */

// ---- paths and resources -------------------------------------------------------------------

/** The two directions of the receipts and clearance-goods modules: path segment → ieFlag. */
export const RECEIPT_DIRECTIONS = ['import', 'exit'] as const;
export type ReceiptDirection = (typeof RECEIPT_DIRECTIONS)[number];
export const DIRECTION_IE_FLAG: Record<ReceiptDirection, DeclareIeFlag> = { import: 'I', exit: 'E' };

/** Module (resource) codes; actions need `${resource}_${button}` too (e.g. HS_CODE_IMPORT). */
export const RECEIPT_RESOURCES = {
  import: 'IMPORT_RECEIPT',
  exit: 'EXIT_RECEIPT',
  search: 'RECEIPT_SEARCH',
  history: 'RECEIPT_HISTORY',
  failure: 'RECEIPT_PARSE_FAILURE',
  clearanceImport: 'CLEARANCE_GOODS_IMPORT',
  clearanceExit: 'CLEARANCE_GOODS_EXIT',
  hsCode: 'HS_CODE',
} as const;

/** Buttons (action suffixes) the calls below require, besides the module. */
export const RECEIPT_BUTTONS = { export: 'EXPORT', detail: 'DETAIL', import: 'IMPORT', simulate: 'SIMULATE', reprocess: 'REPROCESS' } as const;

const directionPaths = (direction: ReceiptDirection) => ({
  /** page query → PageResult<ReceiptInventoryRow>. Columns: INVENTORY_RECEIPT_COLUMNS. */
  page: `/api/app/receipts/${direction}/page`,
  /** `{terms}` → ReceiptInventoryTotal (counts per stage for the chips). */
  total: `/api/app/receipts/${direction}/total`,
  /** `{terms, sort}` → xlsx (button EXPORT). */
  export: `/api/app/receipts/${direction}/export`,
  /** `{id}` → ReceiptInventoryDetail (button DETAIL). */
  detail: `/api/app/receipts/${direction}/detail`,
});

const clearancePaths = (direction: ReceiptDirection) => ({
  /** page query → PageResult<ClearanceGoodsRow>. Columns: CLEARANCE_GOODS_COLUMNS. */
  page: `/api/app/clearance-goods/${direction}/page`,
  /** `{terms, groupBy}` → ClearanceAggregate. */
  aggregate: `/api/app/clearance-goods/${direction}/aggregate`,
  /** `{terms, sort, groupBy?}` → xlsx of the lines, or of the aggregate when groupBy is given (button EXPORT). */
  export: `/api/app/clearance-goods/${direction}/export`,
});

export const RECEIPT_PATHS = {
  import: directionPaths('import'),
  exit: directionPaths('exit'),
  /** page query → ReceiptSearchPage (total capped at RECEIPT_SEARCH_COUNT_CAP). Columns: RECEIPT_SEARCH_COLUMNS. Resource RECEIPT_SEARCH. */
  searchPage: '/api/app/receipts/search/page',
  /** `{terms, sort}` → xlsx (RECEIPT_SEARCH + EXPORT). */
  searchExport: '/api/app/receipts/search/export',
  /** `{headId}` or `{docNo}` → ReceiptHistory (RECEIPT_HISTORY). */
  history: '/api/app/receipts/history',
  /** page query → PageResult<ReceiptFailureRow>. Columns: RECEIPT_FAILURE_COLUMNS. Resource RECEIPT_PARSE_FAILURE. */
  failurePage: '/api/app/receipts/failure/page',
  /** `{id}` → ReceiptFailureDetail (raw XML, receipts produced by reprocessing). */
  failureDetail: '/api/app/receipts/failure/detail',
  /** `{ids}` → ReprocessResult (RECEIPT_PARSE_FAILURE + REPROCESS). */
  failureReprocess: '/api/app/receipts/failure/reprocess',
  /** `{id, note}` → ReceiptFailureRow, status resolved (RECEIPT_PARSE_FAILURE + REPROCESS). */
  failureResolve: '/api/app/receipts/failure/resolve',
  /** multipart: one or more XML files, any field names (`file`, `file2`...) → IngestResult (RECEIPT_SEARCH + IMPORT). */
  ingest: '/api/app/receipts/ingest',
  /**
   * Machine gateway for the customs side: body = one raw XML message (text/xml), header
   * `X-Receipt-Gateway-Key` = env RECEIPT_GATEWAY_KEY; refused (403) when the env is unset → IngestResult.
   */
  gateway: '/api/app/receipts/gateway',
  /** SimulateRequest → SimulateResult (RECEIPT_SEARCH + SIMULATE). */
  simulate: '/api/app/receipts/simulate',
} as const;

export const CLEARANCE_PATHS = { import: clearancePaths('import'), exit: clearancePaths('exit') } as const;

export const HS_CODE_PATHS = {
  /** page query → PageResult<HsCodeRow>. Columns: HS_CODE_COLUMNS. Resource HS_CODE. */
  page: '/api/app/gcode/page',
  /** `{terms, sort}` → xlsx (HS_CODE + EXPORT). */
  export: '/api/app/gcode/export',
  /** multipart `file` (.xlsx or .csv) [+ `mode` upsert|replace] → HsImportResult (HS_CODE + IMPORT). Allow 900 s. */
  import: '/api/app/gcode/import/gcode',
} as const;

export const RECEIPT_GATEWAY_KEY_HEADER = 'X-Receipt-Gateway-Key';
export const RECEIPT_MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
export const HS_MAX_UPLOAD_BYTES = 30 * 1024 * 1024;
/** The client should wait this long for an HS code import (the full tariff is ~12,000 rows). */
export const HS_IMPORT_TIMEOUT_MS = 900_000;

// ---- statuses and stages -------------------------------------------------------------------

/** Stages the console colours chips by; `none` = no inventory receipt yet. */
export const RECEIPT_STAGES = ['none', 'declared', 'stored', 'manualReview', 'inspection', 'held', 'released', 'closed', 'rejected'] as const;
export type ReceiptStage = (typeof RECEIPT_STAGES)[number];

/** Known customs returnStatus values (official 202205 XSD, plus 400 seen at gateways), their meaning and stage. */
export const RETURN_STATUSES: readonly { code: number; name: string; stage: Exclude<ReceiptStage, 'none'> }[] = [
  { code: 1, name: '电子口岸已暂存', stage: 'declared' },
  { code: 2, name: '电子口岸申报中', stage: 'declared' },
  { code: 3, name: '发送海关成功', stage: 'declared' },
  { code: 4, name: '发送海关失败', stage: 'rejected' },
  { code: 100, name: '海关退单', stage: 'rejected' },
  { code: 120, name: '海关入库', stage: 'stored' },
  { code: 300, name: '人工审核', stage: 'manualReview' },
  { code: 399, name: '海关审结', stage: 'stored' },
  { code: 400, name: '待运抵', stage: 'stored' },
  { code: 500, name: '查验', stage: 'inspection' },
  { code: 501, name: '扣留移送通关', stage: 'held' },
  { code: 502, name: '扣留移送缉私', stage: 'held' },
  { code: 503, name: '扣留移送法规', stage: 'held' },
  { code: 505, name: '移交', stage: 'held' },
  { code: 599, name: '其它扣留', stage: 'held' },
  { code: 600, name: '挂起', stage: 'held' },
  { code: 700, name: '退运', stage: 'rejected' },
  { code: 800, name: '放行', stage: 'released' },
  { code: 899, name: '结关', stage: 'closed' },
];

/** The stage of a returnStatus: negative codes (processing errors) and unknown codes count as rejected, never as success. */
export function returnStage(status: number | null | undefined): ReceiptStage {
  if (status === null || status === undefined) return 'none';
  return RETURN_STATUSES.find((known) => known.code === status)?.stage ?? 'rejected';
}

/** The known returnStatus codes of a stage (`rejected` also covers every negative or unknown code). */
export function stageStatuses(stage: ReceiptStage): number[] {
  return RETURN_STATUSES.filter((known) => known.stage === stage).map((known) => known.code);
}

/** Statuses whose goods count as cleared (clearance-goods modules). */
export const CLEARED_STATUSES = [800, 899] as const;

export const RECEIPT_MESSAGE_TYPES = ['CEB622', 'CEB604', 'CEB312', 'CEB304', 'CEB412', 'CEB404', 'CEB512', 'CEB506'] as const;
export type ReceiptMessageType = (typeof RECEIPT_MESSAGE_TYPES)[number];
export type ReceiptDocType = 'inventory' | 'order' | 'payment' | 'logistics';

// ---- search columns (the platform's whitelists; listed here for the console's search forms) ---

/**
 * Import/exit receipts page. The pseudo column `returnStage` takes `eq` with a ReceiptStage, or
 * several joined by commas (`held,inspection`). Sortable: id, copNo, orderNo,
 * logisticsNo, ebcCode, ebpCode, agentCode, customsCode, totalPrice, returnTime (an inventory without receipt counts as the oldest), createdAt.
 */
export const INVENTORY_RECEIPT_COLUMNS = [
  'id', 'batchId', 'workflowStatus', 'copNo', 'preNo', 'invtNo', 'orderNo', 'logisticsNo', 'logisticsCode', 'ebpCode', 'ebpName', 'ebcCode',
  'ebcName', 'agentCode', 'agentName', 'customsCode', 'portCode', 'tradeMode', 'country', 'returnStatus', 'returnStage', 'returnTime', 'ieDate', 'totalPrice', 'createdAt',
] as const;

/**
 * Receipt search. `returnStage` as above; `docNo` (eq) matches any of copNo/preNo/invtNo/orderNo/logisticsNo
 * of the receipt's inventory, and `eq` on one of those numbers also matches by inventory (so a receipt sent
 * before its inventory had an invtNo is found by that invtNo); `like` matches the receipt's own numbers.
 * Sortable: id, returnTime, receivedAt, returnStatus.
 */
export const RECEIPT_SEARCH_COLUMNS = [
  'id', 'headId', 'messageId', 'messageType', 'docType', 'ieFlag', 'docNo', 'copNo', 'preNo', 'invtNo', 'orderNo', 'logisticsNo', 'customsCode',
  'ebpCode', 'ebcCode', 'agentCode', 'returnStatus', 'returnStage', 'returnTime', 'receivedAt',
] as const;

/** Parse failures. Sortable: id, createdAt, attempts. */
export const RECEIPT_FAILURE_COLUMNS = ['id', 'messageId', 'messageType', 'docNo', 'reason', 'status', 'attempts', 'createdAt', 'lastAttemptAt'] as const;

/** Clearance goods lines. Sortable: id, gcode, totalPrice, returnTime. */
export const CLEARANCE_GOODS_COLUMNS = [
  'id', 'headId', 'copNo', 'invtNo', 'orderNo', 'gcode', 'gname', 'country', 'currency', 'ebcCode', 'ebcName', 'ebpCode', 'ebpName', 'agentCode',
  'customsCode', 'tradeMode', 'returnStatus', 'returnTime', 'totalPrice',
] as const;

/** HS codes. Sortable: code, name, updatedAt. */
export const HS_CODE_COLUMNS = ['code', 'name', 'unit1', 'unit2', 'elements', 'updatedAt'] as const;

// ---- requests ------------------------------------------------------------------------------

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const receiptDetailRequestSchema = wrapped(z.object({ id }));
/** `{headId}` or `{docNo}` (copNo, preNo, invtNo, orderNo or logisticsNo; exact). */
export const receiptHistoryRequestSchema = wrapped(
  z.union([z.object({ headId: id }).strict(), z.object({ docNo: z.string().trim().min(1, '请输入单据编号').max(60) }).strict()]),
);
export const failureDetailRequestSchema = wrapped(z.object({ id }));
export const failureReprocessRequestSchema = wrapped(z.object({ ids: z.array(id).min(1, '请选择要重新处理的记录').max(500) }));
export const failureResolveRequestSchema = wrapped(z.object({ id, note: z.string().trim().max(500).default('') }));

export const simulateRequestSchema = wrapped(
  z.object({
    /** Inventories of this import batch; else the latest `limit` heads (of `ieFlag`, if given) without receipts. */
    batchId: z.number().int().positive().optional(),
    ieFlag: z.enum(['I', 'E']).optional(),
    limit: z.number().int().min(1).max(5_000).default(50),
    /** Same seed, same sequences (for tests and demos). */
    seed: z.number().int().min(0).max(2 ** 31 - 1).optional(),
  }),
);
export type SimulateRequest = z.input<typeof simulateRequestSchema>['data'];

export const CLEARANCE_GROUP_BY = ['gcode', 'country', 'company', 'month'] as const;
export type ClearanceGroupBy = (typeof CLEARANCE_GROUP_BY)[number];
export const clearanceAggregateRequestSchema = wrapped(termsQuerySchema.extend({ groupBy: z.enum(CLEARANCE_GROUP_BY) }));
export const clearanceExportRequestSchema = wrapped(termsQuerySchema.extend({ groupBy: z.enum(CLEARANCE_GROUP_BY).optional() }));

export const HS_IMPORT_MODES = ['upsert', 'replace'] as const;
export type HsImportMode = (typeof HS_IMPORT_MODES)[number];

// ---- answers -------------------------------------------------------------------------------

/** Common display fields of a status: meaning (negative codes: message from the CBEC error list) and stage. */
export type ReturnStatusView = { returnStatus: number; returnStatusName: string; returnStage: ReceiptStage };

/** An inventory with its current customs status (import/exit receipts pages). */
export type ReceiptInventoryRow = {
  id: number;
  batchId: number | null;
  ieFlag: DeclareIeFlag;
  workflowStatus: DeclareHeadRow['workflowStatus'];
  copNo: string;
  preNo: string | null;
  invtNo: string | null;
  orderNo: string;
  logisticsNo: string;
  logisticsCode: string;
  logisticsName: string;
  ebpCode: string;
  ebpName: string;
  ebcCode: string;
  ebcName: string;
  agentCode: string;
  agentName: string;
  customsCode: string;
  portCode: string;
  tradeMode: string;
  country: string;
  totalPrice: number;
  lineCount: number;
  /** Null before the first inventory receipt. */
  returnStatus: number | null;
  returnStatusName: string;
  returnStage: ReceiptStage;
  /** ISO date-time. */
  returnTime: string | null;
  returnInfo: string | null;
  /** Receipts of every kind attached to this inventory. */
  receiptCount: number;
  /** ISO date-time. */
  createdAt: string;
};

export type ReceiptInventoryTotal = { heads: number; lines: number; totalPrice: number; stages: Record<ReceiptStage, number> };

export type ReceiptRow = ReturnStatusView & {
  id: number;
  messageId: number | null;
  messageType: string;
  docType: ReceiptDocType;
  ieFlag: DeclareIeFlag;
  headId: number;
  guid: string | null;
  copNo: string | null;
  preNo: string | null;
  invtNo: string | null;
  orderNo: string | null;
  logisticsNo: string | null;
  customsCode: string | null;
  ebpCode: string | null;
  ebcCode: string | null;
  agentCode: string | null;
  /** ISO date-time (customs' returnTime, read as China time). */
  returnTime: string;
  returnInfo: string;
  /** ISO date-time. */
  receivedAt: string;
  /** True for the inventory receipt that sets the document's current status. */
  current: boolean;
};

/** The receipt search counts at most this many matches (`totalCapped` when there are more): counting millions of receipts would cost more than the page. */
export const RECEIPT_SEARCH_COUNT_CAP = 1_000;
/** Search answers cap the count at RECEIPT_SEARCH_COUNT_CAP (`totalCapped`): refine the filters to see further. */
export type ReceiptSearchPage = PageResult<ReceiptRow> & { totalCapped: boolean };

/** Head (buyer data masked) + goods lines + every receipt ordered by returnTime (oldest first). */
export type ReceiptInventoryDetail = { head: DeclareHeadRow & Omit<ReceiptInventoryRow, keyof DeclareHeadRow>; lines: DeclareListRow[]; receipts: ReceiptRow[] };

/** Documents matching the request (at most 20) and all their receipts, oldest first. */
export type ReceiptHistory = { heads: ReceiptInventoryRow[]; receipts: ReceiptRow[] };

export type ReceiptFailureStatus = 'open' | 'reprocessed' | 'resolved';
export type ReceiptFailureRow = {
  id: number;
  messageId: number | null;
  messageType: string | null;
  docNo: string | null;
  reason: string;
  status: ReceiptFailureStatus;
  attempts: number;
  lastAttemptAt: string | null;
  resolvedAt: string | null;
  resolvedBy: string | null;
  resolveNote: string | null;
  createdAt: string;
  /** The source of the message it came from (api, gateway, watcher, simulator) and its file name. */
  source: string | null;
  fileName: string | null;
};
/** `raw` is the whole message when it did not parse, else that one return element wrapped in its message. */
export type ReceiptFailureDetail = ReceiptFailureRow & { raw: string; receipts: ReceiptRow[] };

export type IngestMessageResult = {
  fileName: string | null;
  messageId: number;
  messageType: string | null;
  receipts: number;
  duplicates: number;
  failures: number;
  /** Why each failure was raised (empty when none). */
  reasons: string[];
};
export type IngestResult = { messages: number; receipts: number; duplicates: number; failures: number; details: IngestMessageResult[] };

export type ReprocessResult = {
  reprocessed: number;
  stillFailing: number;
  /** Per failure: new status, receipts produced, reason when still failing. */
  details: { id: number; status: ReceiptFailureStatus; receipts: number; reason: string | null }[];
};

export type SimulateResult = { inventories: number; messages: number; receipts: number; duplicates: number; failures: number };

export type ClearanceGoodsRow = {
  /** The goods line id. */
  id: number;
  headId: number;
  ieFlag: DeclareIeFlag;
  copNo: string;
  invtNo: string | null;
  orderNo: string;
  ebcCode: string;
  ebcName: string;
  ebpCode: string;
  ebpName: string;
  agentCode: string;
  customsCode: string;
  tradeMode: string;
  returnStatus: number;
  returnStatusName: string;
  /** ISO date-time of the release/close receipt. */
  returnTime: string;
  gnum: number;
  gcode: string;
  /** The HS code's name when the HS table knows it. */
  hsName: string | null;
  gname: string;
  gmodel: string;
  country: string;
  currency: string;
  qty: number;
  unit: string;
  qty1: number;
  unit1: string;
  price: number;
  totalPrice: number;
};

/** One group: key (HS code, country code, ebcCode or YYYY-MM in China time), a display name when known, sums. */
export type ClearanceAggregateRow = { key: string; name: string | null; heads: number; lines: number; qty: number; qty1: number; totalPrice: number };
/** At most 1,000 groups, largest totalPrice first; `totals` covers every matching line. */
export type ClearanceAggregate = {
  groupBy: ClearanceGroupBy;
  rows: ClearanceAggregateRow[];
  totals: Omit<ClearanceAggregateRow, 'key' | 'name'>;
};

export type HsCodeRow = { code: string; name: string; unit1: string; unit2: string | null; elements: string; updatedAt: string };

/** One refused cell; `row` is the file row (1 = header), `column` the Excel letter or CSV column number. */
export type HsImportError = { row: number; column: string; field: string; message: string };
/** Nothing is written when errorCount > 0. `errors` holds at most the first 5,000. */
export type HsImportResult = { total: number; inserted: number; updated: number; deleted: number; errorCount: number; errors: HsImportError[] };
