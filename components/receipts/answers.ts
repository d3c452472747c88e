import { z } from 'zod';
import { RECEIPT_STAGES, type IngestResult, type ReceiptFailureDetail, type ReceiptHistory, type ReceiptInventoryRow, type ReceiptRow, type ReprocessResult, type SimulateResult } from '@/customs-api/contract/receipts';

/** The platform's receipt answers, checked where they enter the console (the contract gives their types). */
const stage = z.enum(RECEIPT_STAGES);
const ieFlag = z.enum(['I', 'E']);
const nullableText = z.string().nullable();

export const receiptRowSchema: z.ZodType<ReceiptRow> = z.object({
  id: z.number(),
  messageId: z.number().nullable(),
  messageType: z.string(),
  docType: z.enum(['inventory', 'order', 'payment', 'logistics']),
  ieFlag,
  headId: z.number(),
  guid: nullableText,
  copNo: nullableText,
  preNo: nullableText,
  invtNo: nullableText,
  orderNo: nullableText,
  logisticsNo: nullableText,
  customsCode: nullableText,
  ebpCode: nullableText,
  ebcCode: nullableText,
  agentCode: nullableText,
  returnStatus: z.number(),
  returnStatusName: z.string(),
  returnStage: stage,
  returnTime: z.string(),
  returnInfo: z.string(),
  receivedAt: z.string(),
  current: z.boolean(),
});

/** The head fields the receipt screens read; the rest of the record passes through to the detail sections. */
export const inventoryViewSchema = z.looseObject({
  id: z.number(),
  ieFlag,
  copNo: z.string(),
  invtNo: nullableText,
  orderNo: z.string(),
  logisticsNo: z.string(),
  ebcName: z.string(),
  returnStatus: z.number().nullable(),
  returnStatusName: z.string(),
  returnStage: stage,
  returnTime: nullableText,
  returnInfo: nullableText,
}) satisfies z.ZodType<Pick<ReceiptInventoryRow, 'id' | 'ieFlag' | 'copNo' | 'invtNo' | 'orderNo' | 'logisticsNo' | 'ebcName' | 'returnStatus' | 'returnStatusName' | 'returnStage' | 'returnTime' | 'returnInfo'>>;
export type InventoryView = z.infer<typeof inventoryViewSchema>;

export const inventoryDetailSchema = z.object({
  head: inventoryViewSchema,
  lines: z.array(z.record(z.string(), z.unknown())),
  receipts: z.array(receiptRowSchema),
});

export const historySchema = z.object({ heads: z.array(inventoryViewSchema), receipts: z.array(receiptRowSchema) }) satisfies z.ZodType<Pick<ReceiptHistory, 'receipts'>>;

const failureStatus = z.enum(['open', 'reprocessed', 'resolved']);
export const failureDetailSchema: z.ZodType<ReceiptFailureDetail> = z.object({
  id: z.number(),
  messageId: z.number().nullable(),
  messageType: nullableText,
  docNo: nullableText,
  reason: z.string(),
  status: failureStatus,
  attempts: z.number(),
  lastAttemptAt: nullableText,
  resolvedAt: nullableText,
  resolvedBy: nullableText,
  resolveNote: nullableText,
  createdAt: z.string(),
  source: nullableText,
  fileName: nullableText,
  raw: z.string(),
  receipts: z.array(receiptRowSchema),
});

export const reprocessResultSchema: z.ZodType<ReprocessResult> = z.object({
  reprocessed: z.number(),
  stillFailing: z.number(),
  details: z.array(z.object({ id: z.number(), status: failureStatus, receipts: z.number(), reason: nullableText })),
});

export const ingestResultSchema: z.ZodType<IngestResult> = z.object({
  messages: z.number(),
  receipts: z.number(),
  duplicates: z.number(),
  failures: z.number(),
  details: z.array(
    z.object({
      fileName: nullableText,
      messageId: z.number(),
      messageType: nullableText,
      receipts: z.number(),
      duplicates: z.number(),
      failures: z.number(),
      reasons: z.array(z.string()),
    }),
  ),
});

export const simulateResultSchema: z.ZodType<SimulateResult> = z.object({
  inventories: z.number(),
  messages: z.number(),
  receipts: z.number(),
  duplicates: z.number(),
  failures: z.number(),
});
