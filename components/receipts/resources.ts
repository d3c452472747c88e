import { RECEIPT_BUTTONS, RECEIPT_MESSAGE_TYPES, RECEIPT_PATHS, RECEIPT_RESOURCES, RECEIPT_STAGES, type ReceiptDirection } from '@/customs-api/contract/receipts';
import { COMPANIES_SECTION, lineColumns } from '@/components/declare/resources';
import { defineResource } from '@/lib/list/resource';
import { STATUS_NAME_OPTIONS } from './status';

/** Button codes are `${module}_${action}` (seed/modules.ts). */
export const buttonCode = (resource: string, button: string) => `${resource}_${button}`;

export const RECEIPT_PAGES = {
  import: '/receipts-Module/import-resipts/list',
  exit: '/receipts-Module/exit-resipts/list',
  search: '/receipt-management/search',
  history: '/receipt-management/history',
  failure: '/receipt-management/parse-failure',
} as const;
export const RECEIPT_DETAIL_PAGE = '/servers-resiptsDetail';

/** Ingest and simulate belong to 回执查询 (RECEIPT_SEARCH) wherever their buttons show. */
export const SEARCH_BUTTONS = {
  ingest: buttonCode(RECEIPT_RESOURCES.search, RECEIPT_BUTTONS.import),
  simulate: buttonCode(RECEIPT_RESOURCES.search, RECEIPT_BUTTONS.simulate),
  export: buttonCode(RECEIPT_RESOURCES.search, RECEIPT_BUTTONS.export),
} as const;
export const FAILURE_BUTTONS = { reprocess: buttonCode(RECEIPT_RESOURCES.failure, RECEIPT_BUTTONS.reprocess) } as const;

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
const labelsOf = (prefix: string, values: readonly string[]) => Object.fromEntries(values.map((value) => [value, `${prefix}.${value}`]));

const STAGES = labelsOf('stages', RECEIPT_STAGES);
const IE_FLAGS = { I: 'ieFlags.I', E: 'ieFlags.E' };
const DOC_TYPES = labelsOf('docTypes', ['inventory', 'order', 'payment', 'logistics']);
const MESSAGE_TYPES = Object.fromEntries(RECEIPT_MESSAGE_TYPES.map((type) => [type, `messageTypes.${type}`]));
export const FAILURE_STATUSES = labelsOf('failureStatus', ['open', 'reprocessed', 'resolved']);

/** Inventories of one direction with their current customs status (进口回执 / 出口回执). */
export function inventoryReceiptResource(direction: ReceiptDirection) {
  const paths = RECEIPT_PATHS[direction];
  return defineResource({
    messages: 'receipts',
    endpoints: { page: paths.page, total: paths.total },
    idProp: 'id',
    columns: [
      { prop: 'copNo', label: 'columns.copNo', width: 170, sortable: true, locked: true },
      { prop: 'returnStatusName', label: 'columns.returnStatus', width: 150, options: STATUS_NAME_OPTIONS },
      { prop: 'returnStage', label: 'columns.returnStage', width: 110, options: STAGES },
      { prop: 'returnTime', label: 'columns.returnTime', width: 170, format: 'datetime', sortable: true },
      { prop: 'returnInfo', label: 'columns.returnInfo', width: 200 },
      { prop: 'invtNo', label: 'columns.invtNo', width: 170 },
      { prop: 'preNo', label: 'columns.preNo', width: 170, hiddenByDefault: true },
      { prop: 'orderNo', label: 'columns.orderNo', width: 170, sortable: true },
      { prop: 'logisticsNo', label: 'columns.logisticsNo', width: 160, sortable: true },
      { prop: 'ebcName', label: 'columns.ebcName', width: 200 },
      { prop: 'ebpName', label: 'columns.ebpName', width: 200, hiddenByDefault: true },
      { prop: 'agentName', label: 'columns.agentName', width: 180, hiddenByDefault: true },
      { prop: 'customsCode', label: 'columns.customsCode', width: 150, dictionary: 'declareCustoms', format: 'code', sortable: true },
      { prop: 'tradeMode', label: 'columns.tradeMode', width: 150, dictionary: 'tradeMode', format: 'code' },
      { prop: 'country', label: 'columns.country', width: 120, dictionary: 'country', format: 'code', hiddenByDefault: true },
      { prop: 'lineCount', label: 'columns.lineCount', width: 90, format: 'number' },
      { prop: 'totalPrice', label: 'columns.totalPrice', width: 120, format: 'money' },
      { prop: 'receiptCount', label: 'columns.receiptCount', width: 90, format: 'number' },
      { prop: 'createdAt', label: 'columns.createdAt', width: 170, format: 'datetime', sortable: true },
    ],
    search: [
      { column: 'copNo', termType: 'like', input: 'text', label: 'columns.copNo' },
      { column: 'invtNo', termType: 'like', input: 'text', label: 'columns.invtNo' },
      { column: 'orderNo', termType: 'like', input: 'text', label: 'columns.orderNo' },
      { column: 'logisticsNo', termType: 'like', input: 'text', label: 'columns.logisticsNo' },
      { column: 'ebcName', termType: 'like', input: 'text', label: 'columns.ebcName' },
      { column: 'customsCode', termType: 'eq', input: 'select', label: 'columns.customsCode', dictionary: 'declareCustoms' },
      { column: 'returnStage', termType: 'eq', input: 'select', label: 'columns.returnStage', options: options(STAGES) },
      { column: 'returnTime', termType: 'btw', input: 'dateRange', label: 'columns.returnTime' },
      { column: 'createdAt', termType: 'btw', input: 'dateRange', label: 'columns.createdAt', defaultRange: true },
    ],
    defaultSort: [{ column: 'createdAt', direction: 'desc' }],
    totals: [
      { prop: 'heads', label: 'totals.heads' },
      { prop: 'lines', label: 'totals.lines' },
      { prop: 'totalPrice', label: 'totals.totalPrice', format: 'money' },
    ],
    actions: [{ key: 'export', label: 'actions.export', buttonCode: buttonCode(RECEIPT_RESOURCES[direction], RECEIPT_BUTTONS.export), kind: 'export', path: paths.export }],
    detail: [
      {
        title: 'sections.document',
        fields: [
          { prop: 'copNo', label: 'columns.copNo' },
          { prop: 'preNo', label: 'columns.preNo' },
          { prop: 'invtNo', label: 'columns.invtNo' },
          { prop: 'orderNo', label: 'columns.orderNo' },
          { prop: 'logisticsNo', label: 'columns.logisticsNo' },
          { prop: 'ieFlag', label: 'columns.ieFlag', options: IE_FLAGS },
          { prop: 'returnTime', label: 'columns.returnTime', format: 'datetime' },
          { prop: 'returnInfo', label: 'columns.returnInfo' },
        ],
      },
      COMPANIES_SECTION,
      {
        title: 'sections.declaration',
        fields: [
          { prop: 'customsCode', label: 'columns.customsCode', dictionary: 'declareCustoms', format: 'code' },
          { prop: 'portCode', label: 'columns.portCode', dictionary: 'portCode', format: 'code' },
          { prop: 'ieDate', label: 'columns.ieDate', format: 'date' },
          { prop: 'tradeMode', label: 'columns.tradeMode', dictionary: 'tradeMode', format: 'code' },
          { prop: 'country', label: 'columns.country', dictionary: 'country', format: 'code' },
          { prop: 'currency', label: 'columns.currency', dictionary: 'currency', format: 'code' },
          { prop: 'grossWeight', label: 'columns.grossWeight', format: 'weight' },
          { prop: 'netWeight', label: 'columns.netWeight', format: 'weight' },
          { prop: 'totalPrice', label: 'columns.totalPrice', format: 'money' },
        ],
      },
      {
        title: 'sections.buyer',
        fields: [
          { prop: 'buyerName', label: 'columns.buyerName' },
          { prop: 'buyerIdNumber', label: 'columns.buyerIdNumber' },
          { prop: 'buyerTelephone', label: 'columns.buyerTelephone' },
          { prop: 'consigneeAddress', label: 'columns.consigneeAddress' },
        ],
      },
    ],
  });
}

export const INVENTORY_RECEIPT_RESOURCES = { import: inventoryReceiptResource('import'), exit: inventoryReceiptResource('exit') } as const;

/** Goods lines in the receipt detail: the inventory's own columns. */
export { lineColumns };

/** Every receipt received, one row each (回执查询). */
export const receiptSearchResource = defineResource({
  messages: 'receipts',
  endpoints: { page: RECEIPT_PATHS.searchPage },
  idProp: 'id',
  columns: [
    { prop: 'id', label: 'columns.receiptId', width: 90, format: 'number', sortable: true, hiddenByDefault: true },
    { prop: 'returnStatus', label: 'columns.returnStatusCode', width: 90, sortable: true },
    { prop: 'returnStatusName', label: 'columns.returnStatus', width: 150, options: STATUS_NAME_OPTIONS, locked: true },
    { prop: 'returnStage', label: 'columns.returnStage', width: 110, options: STAGES },
    { prop: 'returnTime', label: 'columns.returnTime', width: 170, format: 'datetime', sortable: true },
    { prop: 'returnInfo', label: 'columns.returnInfo', width: 220 },
    { prop: 'docType', label: 'columns.docType', width: 100, options: DOC_TYPES },
    { prop: 'messageType', label: 'columns.messageType', width: 110, options: MESSAGE_TYPES },
    { prop: 'ieFlag', label: 'columns.ieFlag', width: 80, options: IE_FLAGS },
    { prop: 'copNo', label: 'columns.copNo', width: 170 },
    { prop: 'invtNo', label: 'columns.invtNo', width: 170 },
    { prop: 'preNo', label: 'columns.preNo', width: 170, hiddenByDefault: true },
    { prop: 'orderNo', label: 'columns.orderNo', width: 170 },
    { prop: 'logisticsNo', label: 'columns.logisticsNo', width: 160 },
    { prop: 'customsCode', label: 'columns.customsCode', width: 150, dictionary: 'declareCustoms', format: 'code' },
    { prop: 'ebcCode', label: 'columns.ebcCode', width: 130 },
    { prop: 'ebpCode', label: 'columns.ebpCode', width: 130, hiddenByDefault: true },
    { prop: 'agentCode', label: 'columns.agentCode', width: 130, hiddenByDefault: true },
    { prop: 'receivedAt', label: 'columns.receivedAt', width: 170, format: 'datetime', sortable: true },
  ],
  search: [
    { column: 'docNo', termType: 'eq', input: 'text', label: 'columns.docNo' },
    { column: 'ebcCode', termType: 'eq', input: 'text', label: 'columns.ebcCode' },
    { column: 'returnStage', termType: 'eq', input: 'select', label: 'columns.returnStage', options: options(STAGES) },
    { column: 'customsCode', termType: 'eq', input: 'select', label: 'columns.customsCode', dictionary: 'declareCustoms' },
    { column: 'docType', termType: 'eq', input: 'select', label: 'columns.docType', options: options(DOC_TYPES) },
    { column: 'ieFlag', termType: 'eq', input: 'select', label: 'columns.ieFlag', options: options(IE_FLAGS) },
    { column: 'returnTime', termType: 'btw', input: 'dateRange', label: 'columns.returnTime' },
    { column: 'receivedAt', termType: 'btw', input: 'dateRange', label: 'columns.receivedAt', defaultRange: true },
  ],
  defaultSort: [{ column: 'receivedAt', direction: 'desc' }],
  actions: [
    { key: 'ingest', label: 'actions.ingest', buttonCode: SEARCH_BUTTONS.ingest, kind: 'upload' },
    { key: 'simulate', label: 'actions.simulate', buttonCode: SEARCH_BUTTONS.simulate, kind: 'custom' },
    { key: 'export', label: 'actions.export', buttonCode: SEARCH_BUTTONS.export, kind: 'export', path: RECEIPT_PATHS.searchExport },
  ],
});

/** Receipts that could not be parsed or matched (解析失败). */
export const failureResource = defineResource({
  messages: 'receiptManagement',
  endpoints: { page: RECEIPT_PATHS.failurePage },
  idProp: 'id',
  columns: [
    { prop: 'id', label: 'columns.id', width: 80, format: 'number', sortable: true, locked: true },
    { prop: 'status', label: 'columns.status', width: 110, options: FAILURE_STATUSES },
    { prop: 'docNo', label: 'columns.docNo', width: 180 },
    { prop: 'messageType', label: 'columns.messageType', width: 110 },
    { prop: 'reason', label: 'columns.reason', width: 300 },
    { prop: 'attempts', label: 'columns.attempts', width: 90, format: 'number', sortable: true },
    { prop: 'fileName', label: 'columns.fileName', width: 180 },
    { prop: 'source', label: 'columns.source', width: 100, hiddenByDefault: true },
    { prop: 'createdAt', label: 'columns.createdAt', width: 170, format: 'datetime', sortable: true },
    { prop: 'lastAttemptAt', label: 'columns.lastAttemptAt', width: 170, format: 'datetime', hiddenByDefault: true },
    { prop: 'resolvedBy', label: 'columns.resolvedBy', width: 120, hiddenByDefault: true },
    { prop: 'resolveNote', label: 'columns.resolveNote', width: 200, hiddenByDefault: true },
  ],
  search: [
    { column: 'docNo', termType: 'like', input: 'text', label: 'columns.docNo' },
    { column: 'reason', termType: 'like', input: 'text', label: 'columns.reason' },
    { column: 'status', termType: 'eq', input: 'select', label: 'columns.status', options: options(FAILURE_STATUSES) },
    { column: 'createdAt', termType: 'btw', input: 'dateRange', label: 'columns.createdAt' },
  ],
  defaultSort: [{ column: 'createdAt', direction: 'desc' }],
  actions: [{ key: 'reprocess', label: 'actions.reprocess', buttonCode: FAILURE_BUTTONS.reprocess, kind: 'custom' }],
});
