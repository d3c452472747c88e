import { z } from 'zod';
import { wrapped } from './envelope';

/**
 * Declaration imports (申报导入, spec §7 issue 6): uploaded CEB621/CEB603 Excel batches, the
 * inventory heads and goods lines they produced. Every call is POST; list calls take
 * `pageRequestSchema`, totals/exports `termsRequestSchema` (contract/query.ts).
 */
const BASE = '/api/app/declare/imports';
export const DECLARE_PATHS = {
  upload: `${BASE}/upload`,
  infoPage: `${BASE}/info/page`,
  infoExport: `${BASE}/info/export`,
  headPage: `${BASE}/head/page`,
  headTotal: `${BASE}/head/total`,
  headExport: `${BASE}/head/export`,
  headExport2: `${BASE}/head/export2`,
  detailForHead: `${BASE}/detailForHead`,
  detailForList: `${BASE}/detailForList`,
  detailForListTotal: `${BASE}/detailForList/total`,
  download: `${BASE}/download`,
} as const;

/** The module (and resource) that grants every declaration-import call. */
export const DECLARE_RESOURCE = 'DECLARATION_IMPORT';
export const DECLARE_MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export const ieFlagSchema = z.enum(['I', 'E']);
export type DeclareIeFlag = z.infer<typeof ieFlagSchema>;

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const detailForHeadRequestSchema = wrapped(z.object({ id }));
export const detailForListRequestSchema = wrapped(
  z.object({ headId: id, page: z.number().int().min(1).default(1), pageSize: z.number().int().min(1).max(500).default(50) }),
);
export const detailForListTotalRequestSchema = wrapped(z.object({ headId: id }));
/** `{data: {batchId}}` → the uploaded file; `{data: {template: 'I' | 'E'}}` → the empty import template. */
export const downloadRequestSchema = wrapped(z.union([z.object({ batchId: id }).strict(), z.object({ template: ieFlagSchema }).strict()]));

/** One refused cell or row; `column` is the Excel column letter ('' for a missing column or sheet). */
export type DeclareImportError = { sheet: string; row: number; column: string; field: string; message: string };

export type DeclareBatchStatus = 'success' | 'partial' | 'failed';

export type DeclareUploadResult = {
  batchId: number;
  ieFlag: DeclareIeFlag;
  messageType: 'CEB621' | 'CEB603' | string;
  status: DeclareBatchStatus;
  totalHeads: number;
  okHeads: number;
  failedHeads: number;
  /** All errors found; `errors` holds at most the first 5,000. */
  errorCount: number;
  errors: DeclareImportError[];
};

export type DeclareBatchRow = {
  id: number;
  fileName: string;
  fileSize: number;
  ieFlag: DeclareIeFlag;
  messageType: string;
  companyCode: string | null;
  companyName: string | null;
  totalHeads: number;
  okHeads: number;
  failedHeads: number;
  status: DeclareBatchStatus;
  uploadedBy: string;
  uploadedByName: string;
  /** ISO date-time. */
  uploadedAt: string;
};

export type DeclareWorkflowStatus = 'imported' | 'checked' | 'declared';

/** Inventory head; buyerIdNumber, buyerTelephone and consigneeAddress arrive masked. */
export type DeclareHeadRow = {
  id: number;
  batchId: number | null;
  ieFlag: DeclareIeFlag;
  workflowStatus: DeclareWorkflowStatus;
  copNo: string;
  preNo: string | null;
  invtNo: string | null;
  orderNo: string;
  ebpCode: string;
  ebpName: string;
  ebcCode: string;
  ebcName: string;
  logisticsNo: string;
  logisticsCode: string;
  logisticsName: string;
  assureCode: string | null;
  emsNo: string | null;
  customsCode: string;
  portCode: string;
  /** YYYY-MM-DD. */
  ieDate: string | null;
  statisticsFlag: string | null;
  agentCode: string;
  agentName: string;
  ownerCode: string | null;
  ownerName: string | null;
  areaCode: string | null;
  areaName: string | null;
  tradeMode: string;
  trafMode: string;
  trafNo: string | null;
  voyageNo: string | null;
  billNo: string | null;
  totalPackageNo: string | null;
  loctNo: string | null;
  licenseNo: string | null;
  country: string;
  pod: string | null;
  freight: number;
  fCurrency: string | null;
  fFlag: string | null;
  insuredFee: number;
  iCurrency: string | null;
  iFlag: string | null;
  currency: string | null;
  wrapType: string | null;
  packNo: number;
  grossWeight: number;
  netWeight: number;
  buyerIdType: string | null;
  buyerIdNumber: string | null;
  buyerName: string | null;
  buyerTelephone: string | null;
  consigneeAddress: string | null;
  note: string | null;
  /** Sum of the goods lines' totalPrice. */
  totalPrice: number;
  lineCount: number;
  /** ISO date-time. */
  createdAt: string;
};

export type DeclareHeadTotal = { heads: number; lines: number; totalPrice: number; grossWeight: number; netWeight: number };

export type DeclareListRow = {
  id: number;
  headId: number;
  gnum: number;
  itemRecordNo: string | null;
  itemNo: string | null;
  itemName: string | null;
  gcode: string;
  gname: string;
  gmodel: string;
  barCode: string | null;
  country: string;
  tradeCountry: string | null;
  currency: string;
  qty: number;
  unit: string;
  qty1: number;
  unit1: string;
  qty2: number | null;
  unit2: string | null;
  price: number;
  totalPrice: number;
  note: string | null;
};

export type DeclareListTotal = { lines: number; qty: number; totalPrice: number };
