import { DECLARE_PATHS } from '@/customs-api/contract/declare';
import { defineResource } from '@/lib/list/resource';

/** Button codes of the 申报导入 module (seeded with the module tree). */
export const DECLARE_BUTTONS = {
  query: 'DECLARATION_IMPORT_QUERY',
  upload: 'DECLARATION_IMPORT_IMPORT',
  export: 'DECLARATION_IMPORT_EXPORT',
  download: 'DECLARATION_IMPORT_DOWNLOAD',
} as const;

export const DECLARE_PAGE = '/customsDeclaration/imports';
export const DECLARE_HEAD_DETAIL = '/customsDeclaration/imports/detail';

const IE_FLAGS = { I: 'ieFlags.I', E: 'ieFlags.E' };
const BATCH_STATUSES = { success: 'batchStatus.success', partial: 'batchStatus.partial', failed: 'batchStatus.failed' };
const WORKFLOW = { imported: 'workflow.imported', checked: 'workflow.checked', declared: 'workflow.declared' };
const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The companies of an inventory head (declaration and receipt details; label keys exist in both namespaces). */
export const COMPANIES_SECTION = {
  title: 'sections.companies',
  fields: [
    { prop: 'ebpCode', label: 'columns.ebpCode' },
    { prop: 'ebpName', label: 'columns.ebpName' },
    { prop: 'ebcCode', label: 'columns.ebcCode' },
    { prop: 'ebcName', label: 'columns.ebcName' },
    { prop: 'agentCode', label: 'columns.agentCode' },
    { prop: 'agentName', label: 'columns.agentName' },
    { prop: 'logisticsCode', label: 'columns.logisticsCode' },
    { prop: 'logisticsName', label: 'columns.logisticsName' },
  ],
};

/** Uploaded batches (info/page). */
export const batchResource = defineResource({
  messages: 'declareImports',
  endpoints: { page: DECLARE_PATHS.infoPage },
  idProp: 'id',
  columns: [
    { prop: 'id', label: 'columns.batchId', width: 90, format: 'number', sortable: true, locked: true },
    { prop: 'fileName', label: 'columns.fileName', width: 220, sortable: true },
    { prop: 'ieFlag', label: 'columns.ieFlag', width: 90, options: IE_FLAGS, sortable: true },
    { prop: 'messageType', label: 'columns.messageType', width: 110 },
    { prop: 'companyName', label: 'columns.companyName', width: 200 },
    { prop: 'totalHeads', label: 'columns.totalHeads', width: 100, format: 'number', sortable: true },
    { prop: 'okHeads', label: 'columns.okHeads', width: 100, format: 'number', sortable: true },
    { prop: 'failedHeads', label: 'columns.failedHeads', width: 100, format: 'number', sortable: true },
    { prop: 'status', label: 'columns.status', width: 100, options: BATCH_STATUSES, sortable: true },
    { prop: 'uploadedByName', label: 'columns.uploadedBy', width: 120 },
    { prop: 'uploadedAt', label: 'columns.uploadedAt', width: 170, format: 'datetime', sortable: true },
  ],
  search: [
    { column: 'fileName', termType: 'like', input: 'text', label: 'columns.fileName' },
    { column: 'ieFlag', termType: 'eq', input: 'select', label: 'columns.ieFlag', options: options(IE_FLAGS) },
    { column: 'status', termType: 'eq', input: 'select', label: 'columns.status', options: options(BATCH_STATUSES) },
    { column: 'uploadedAt', termType: 'btw', input: 'dateRange', label: 'columns.uploadedAt' },
  ],
  defaultSort: [{ column: 'uploadedAt', direction: 'desc' }],
  actions: [
    { key: 'upload', label: 'actions.upload', buttonCode: DECLARE_BUTTONS.upload, kind: 'upload' },
    { key: 'templates', label: 'actions.templates', buttonCode: DECLARE_BUTTONS.download, kind: 'download' },
    { key: 'exportBatches', label: 'actions.export', buttonCode: DECLARE_BUTTONS.export, kind: 'export', path: DECLARE_PATHS.infoExport },
  ],
});

/** Inventory heads (head/page) with their totals. */
export const headResource = defineResource({
  messages: 'declareImports',
  endpoints: { page: DECLARE_PATHS.headPage, total: DECLARE_PATHS.headTotal },
  idProp: 'id',
  columns: [
    { prop: 'copNo', label: 'columns.copNo', width: 170, sortable: true, locked: true },
    { prop: 'ieFlag', label: 'columns.ieFlag', width: 80, options: IE_FLAGS, sortable: true },
    { prop: 'orderNo', label: 'columns.orderNo', width: 170, sortable: true },
    { prop: 'logisticsNo', label: 'columns.logisticsNo', width: 160, sortable: true },
    { prop: 'invtNo', label: 'columns.invtNo', width: 160 },
    { prop: 'ebcName', label: 'columns.ebcName', width: 200, sortable: true },
    { prop: 'ebpName', label: 'columns.ebpName', width: 200, sortable: true, hiddenByDefault: true },
    { prop: 'agentName', label: 'columns.agentName', width: 180, hiddenByDefault: true },
    { prop: 'customsCode', label: 'columns.customsCode', width: 150, dictionary: 'declareCustoms', format: 'code', sortable: true },
    { prop: 'tradeMode', label: 'columns.tradeMode', width: 150, dictionary: 'tradeMode', format: 'code', sortable: true },
    { prop: 'country', label: 'columns.country', width: 120, dictionary: 'country', format: 'code', sortable: true },
    { prop: 'ieDate', label: 'columns.ieDate', width: 110, format: 'date' },
    { prop: 'buyerName', label: 'columns.buyerName', width: 100 },
    { prop: 'buyerIdNumber', label: 'columns.buyerIdNumber', width: 180 },
    { prop: 'lineCount', label: 'columns.lineCount', width: 90, format: 'number', sortable: true },
    { prop: 'totalPrice', label: 'columns.totalPrice', width: 120, format: 'money', sortable: true },
    { prop: 'grossWeight', label: 'columns.grossWeight', width: 110, format: 'weight', sortable: true },
    { prop: 'netWeight', label: 'columns.netWeight', width: 110, format: 'weight', sortable: true },
    { prop: 'workflowStatus', label: 'columns.workflowStatus', width: 100, options: WORKFLOW, sortable: true },
    { prop: 'createdAt', label: 'columns.createdAt', width: 170, format: 'datetime', sortable: true },
  ],
  search: [
    { column: 'copNo', termType: 'like', input: 'text', label: 'columns.copNo' },
    { column: 'orderNo', termType: 'like', input: 'text', label: 'columns.orderNo' },
    { column: 'logisticsNo', termType: 'like', input: 'text', label: 'columns.logisticsNo' },
    { column: 'ebcName', termType: 'like', input: 'text', label: 'columns.ebcName' },
    { column: 'customsCode', termType: 'eq', input: 'select', label: 'columns.customsCode', dictionary: 'declareCustoms' },
    { column: 'tradeMode', termType: 'eq', input: 'select', label: 'columns.tradeMode', dictionary: 'tradeMode' },
    { column: 'ieFlag', termType: 'eq', input: 'select', label: 'columns.ieFlag', options: options(IE_FLAGS) },
    { column: 'totalPrice', termType: 'btw', input: 'numberRange', label: 'columns.totalPrice' },
    { column: 'createdAt', termType: 'btw', input: 'dateRange', label: 'columns.createdAt', defaultRange: true },
  ],
  defaultSort: [{ column: 'createdAt', direction: 'desc' }],
  totals: [
    { prop: 'heads', label: 'totals.heads' },
    { prop: 'lines', label: 'totals.lines' },
    { prop: 'totalPrice', label: 'totals.totalPrice', format: 'money' },
    { prop: 'grossWeight', label: 'totals.grossWeight', format: 'weight' },
  ],
  actions: [
    { key: 'exportHeads', label: 'actions.exportHeads', buttonCode: DECLARE_BUTTONS.export, kind: 'export', path: DECLARE_PATHS.headExport },
    { key: 'exportHeadsLines', label: 'actions.exportHeadsLines', buttonCode: DECLARE_BUTTONS.export, kind: 'export', path: DECLARE_PATHS.headExport2 },
  ],
  detailPath: DECLARE_HEAD_DETAIL,
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
        { prop: 'workflowStatus', label: 'columns.workflowStatus', options: WORKFLOW },
        { prop: 'createdAt', label: 'columns.createdAt', format: 'datetime' },
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
        { prop: 'trafMode', label: 'columns.trafMode', dictionary: 'trafMode', format: 'code' },
        { prop: 'country', label: 'columns.country', dictionary: 'country', format: 'code' },
        { prop: 'currency', label: 'columns.currency', dictionary: 'currency', format: 'code' },
        { prop: 'freight', label: 'columns.freight', format: 'money' },
        { prop: 'insuredFee', label: 'columns.insuredFee', format: 'money' },
        { prop: 'wrapType', label: 'columns.wrapType', dictionary: 'wrapType', format: 'code' },
        { prop: 'packNo', label: 'columns.packNo', format: 'number' },
        { prop: 'grossWeight', label: 'columns.grossWeight', format: 'weight' },
        { prop: 'netWeight', label: 'columns.netWeight', format: 'weight' },
        { prop: 'totalPrice', label: 'columns.totalPrice', format: 'money' },
      ],
    },
    {
      title: 'sections.buyer',
      fields: [
        { prop: 'buyerName', label: 'columns.buyerName' },
        { prop: 'buyerIdType', label: 'columns.buyerIdType', dictionary: 'IDType', format: 'code' },
        { prop: 'buyerIdNumber', label: 'columns.buyerIdNumber' },
        { prop: 'buyerTelephone', label: 'columns.buyerTelephone' },
        { prop: 'consigneeAddress', label: 'columns.consigneeAddress' },
      ],
    },
  ],
});

/** Goods lines of an inventory (declaration and receipt details; label keys exist in both namespaces). */
export const lineColumns = [
  { prop: 'gnum', label: 'columns.gnum', format: 'number' as const, width: 70 },
  { prop: 'itemNo', label: 'columns.itemNo', width: 130 },
  { prop: 'gcode', label: 'columns.gcode', width: 120 },
  { prop: 'gname', label: 'columns.gname', width: 200 },
  { prop: 'gmodel', label: 'columns.gmodel', width: 200 },
  { prop: 'country', label: 'columns.country', width: 120, dictionary: 'country' as const, format: 'code' as const },
  { prop: 'qty', label: 'columns.qty', format: 'number' as const, width: 90 },
  { prop: 'unit', label: 'columns.unit', width: 100, dictionary: 'unit' as const, format: 'code' as const },
  { prop: 'qty1', label: 'columns.qty1', format: 'number' as const, width: 90 },
  { prop: 'unit1', label: 'columns.unit1', width: 100, dictionary: 'unit' as const, format: 'code' as const },
  { prop: 'price', label: 'columns.price', format: 'money' as const, width: 110 },
  { prop: 'totalPrice', label: 'columns.totalPrice', format: 'money' as const, width: 120 },
  { prop: 'currency', label: 'columns.currency', width: 110, dictionary: 'currency' as const, format: 'code' as const },
];
