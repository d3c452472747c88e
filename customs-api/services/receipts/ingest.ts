import { createHash } from 'node:crypto';
import { and, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { IngestMessageResult, IngestResult } from '../../contract/receipts';
import type { Db } from '../../db/client';
import { inventoryHead, receipt, receiptMessage, receiptParseFailure } from '../../db/schema';
import { elementMessageXml, parseReceiptMessage, type MessageSpec, type ParsedElement, type ReturnElement } from './parser';

/**
 * Receipt ingestion: one message → one transaction that stores the raw message, the receipts it
 * matched (a duplicate once, by `dedupeKey`), the current status of each inventory (the inventory
 * receipt with the latest returnTime; ties keep the first), and a parse failure for everything
 * that did not parse or match. Nothing is dropped.
 */
export type IngestSource = 'api' | 'gateway' | 'watcher' | 'simulator' | 'reprocess' | 'seed';
export type IngestInput = { xml: string; source: IngestSource; fileName?: string | null };
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

/** The inventory numbers and companies a receipt is matched and checked against. */
export const headKeys = {
  id: inventoryHead.id,
  copNo: inventoryHead.copNo,
  preNo: inventoryHead.preNo,
  invtNo: inventoryHead.invtNo,
  orderNo: inventoryHead.orderNo,
  logisticsNo: inventoryHead.logisticsNo,
  logisticsCode: inventoryHead.logisticsCode,
  ebcCode: inventoryHead.ebcCode,
  ebpCode: inventoryHead.ebpCode,
  agentCode: inventoryHead.agentCode,
  customsCode: inventoryHead.customsCode,
};
export type HeadKeys = Pick<typeof inventoryHead.$inferSelect, keyof typeof headKeys>;

/** A failure to store: the reason, the raw XML (whole message or that element) and a document number for search. */
export type PendingFailure = { reason: string; raw: string; docNo: string | null; messageType: string | null };
export type ProcessOutcome = { messageType: string | null; guid: string | null; receipts: number; duplicates: number; failures: PendingFailure[] };

const DOC_NO_KEYS = ['invtNo', 'preNo', 'copNo', 'orderNo', 'logisticsNo'] as const;
const docNoOf = (fields: Record<string, unknown>) => {
  for (const key of DOC_NO_KEYS) if (typeof fields[key] === 'string' && fields[key] !== '') return (fields[key] as string).slice(0, 60);
  return null;
};

/** Same document, message, status, time and info → same key: a receipt sent twice is stored once. */
export function dedupeKey(headId: number, messageType: string, value: Pick<ReturnElement, 'returnStatus' | 'returnTime' | 'returnInfo'>): string {
  const info = createHash('sha1').update(value.returnInfo).digest('base64url').slice(0, 16);
  return `${headId}:${messageType}:${value.returnStatus}:${value.returnTime.getTime()}:${info}`;
}

async function candidateHeads(tx: Executor, spec: MessageSpec, elements: ReturnElement[]): Promise<HeadKeys[]> {
  const values = (key: keyof ReturnElement) => [...new Set(elements.map((element) => element[key]).filter((value): value is string => typeof value === 'string'))];
  const conditions: (SQL | undefined)[] = [];
  const add = (column: AnyColumn, list: string[]) => {
    if (list.length > 0) conditions.push(inArray(column, list));
  };
  if (spec.docType === 'inventory') {
    add(inventoryHead.invtNo, values('invtNo'));
    add(inventoryHead.preNo, values('preNo'));
    add(inventoryHead.copNo, values('copNo'));
  } else if (spec.docType === 'logistics') add(inventoryHead.logisticsNo, values('logisticsNo'));
  else add(inventoryHead.orderNo, values('orderNo'));
  if (conditions.length === 0) return [];
  return tx.select(headKeys).from(inventoryHead).where(and(eq(inventoryHead.ieFlag, spec.ieFlag), or(...conditions)));
}

type Match = { head: HeadKeys } | { reason: string };

function pick(found: HeadKeys[], what: string): Match | undefined {
  if (found.length === 1) return { head: found[0] as HeadKeys };
  if (found.length > 1) return { reason: `${what}匹配到 ${found.length} 份清单，无法确定` };
  return undefined;
}

/** Inventory receipts by invtNo, else preNo, else copNo (+ebcCode); order by orderNo (+ebpCode); payment by orderNo; waybill by logisticsNo (+logisticsCode). */
function matchElement(spec: MessageSpec, value: ReturnElement, heads: HeadKeys[]): Match {
  const direction = spec.ieFlag === 'I' ? '进口' : '出口';
  switch (spec.docType) {
    case 'inventory': {
      const byInvt = value.invtNo ? pick(heads.filter((h) => h.invtNo === value.invtNo), `清单编号 ${value.invtNo} `) : undefined;
      if (byInvt) return byInvt;
      const byPre = value.preNo ? pick(heads.filter((h) => h.preNo === value.preNo), `预录入编号 ${value.preNo} `) : undefined;
      if (byPre) return byPre;
      const byCop = pick(
        heads.filter((h) => h.copNo === value.copNo && (!value.ebcCode || h.ebcCode === value.ebcCode)),
        `企业内部编号 ${value.copNo} `,
      );
      if (byCop) return byCop;
      const numbers = [value.invtNo && `invtNo=${value.invtNo}`, value.preNo && `preNo=${value.preNo}`, `copNo=${value.copNo}`, value.ebcCode && `ebcCode=${value.ebcCode}`];
      return { reason: `未找到对应的${direction}清单（${numbers.filter(Boolean).join(', ')}）` };
    }
    case 'order':
    case 'payment': {
      const byOrder = heads.filter((h) => h.orderNo === value.orderNo && (spec.docType === 'payment' || !value.ebpCode || h.ebpCode === value.ebpCode));
      const what = spec.docType === 'order' ? '订单' : '支付单';
      return (
        pick(byOrder, `订单编号 ${value.orderNo} `) ?? {
          reason: `未找到申报该${what}的${direction}清单（orderNo=${value.orderNo}${spec.docType === 'order' && value.ebpCode ? `, ebpCode=${value.ebpCode}` : ''}）`,
        }
      );
    }
    case 'logistics': {
      const byWaybill = heads.filter((h) => h.logisticsNo === value.logisticsNo && (!value.logisticsCode || h.logisticsCode === value.logisticsCode));
      return pick(byWaybill, `运单编号 ${value.logisticsNo} `) ?? { reason: `未找到申报该运单的${direction}清单（logisticsNo=${value.logisticsNo}）` };
    }
  }
}

type ReceiptInsert = typeof receipt.$inferInsert;
type HeadUpdate = { id: number; status: number | null; time: Date | null; info: string | null; preNo: string | null; invtNo: string | null };
const RECEIPTS_PER_INSERT = 2_000;

/** Parses, matches and stores the receipts of one message inside `tx`; failures are returned, not stored (the caller decides where they go). */
export async function processMessage(tx: Tx, messageId: number, xml: string, now: Date): Promise<ProcessOutcome> {
  const parsed = parseReceiptMessage(xml);
  if (!parsed.ok) return { messageType: parsed.messageType, guid: parsed.guid, receipts: 0, duplicates: 0, failures: [{ reason: parsed.reason, raw: xml, docNo: null, messageType: parsed.messageType }] };
  const { spec, guid } = parsed;
  const failures: PendingFailure[] = [];
  const fail = (element: ParsedElement, reason: string) =>
    failures.push({ reason, raw: elementMessageXml(spec, guid, element.fields), docNo: docNoOf(element.fields), messageType: spec.type });
  const valid = parsed.elements.filter((element): element is ParsedElement & { ok: true } => {
    if (!element.ok) fail(element, element.reason);
    return element.ok;
  });
  const heads = await candidateHeads(tx, spec, valid.map((element) => element.value));

  const rows = new Map<string, ReceiptInsert>();
  const updates = new Map<number, HeadUpdate>();
  let duplicates = 0;
  for (const element of valid) {
    const value = element.value;
    const match = matchElement(spec, value, heads);
    if ('reason' in match) {
      fail(element, `第 ${element.index + 1} 个 ${spec.element}: ${match.reason}`);
      continue;
    }
    const head = match.head;
    const key = dedupeKey(head.id, spec.type, value);
    if (rows.has(key)) {
      duplicates++;
      continue;
    }
    rows.set(key, {
      messageId,
      messageType: spec.type,
      docType: spec.docType,
      ieFlag: spec.ieFlag,
      headId: head.id,
      guid: value.guid ?? null,
      // Every receipt carries the document's numbers, completed from its inventory, so that any number finds the whole history.
      copNo: value.copNo ?? head.copNo,
      preNo: value.preNo ?? head.preNo,
      invtNo: value.invtNo ?? head.invtNo,
      orderNo: value.orderNo ?? head.orderNo,
      logisticsNo: value.logisticsNo ?? head.logisticsNo,
      customsCode: value.customsCode ?? head.customsCode,
      // Company codes come from the inventory: they decide who may see the receipt.
      ebpCode: head.ebpCode,
      ebcCode: head.ebcCode,
      agentCode: head.agentCode,
      returnStatus: value.returnStatus,
      returnTime: value.returnTime,
      returnInfo: value.returnInfo,
      dedupeKey: key,
      receivedAt: now,
    });
    if (spec.docType !== 'inventory') continue;
    // Later elements of the same document may reveal preNo/invtNo; the latest returnTime (first on ties) is the candidate status.
    if (value.preNo && !head.preNo) head.preNo = value.preNo;
    if (value.invtNo && !head.invtNo) head.invtNo = value.invtNo;
    const update = updates.get(head.id);
    const later = !update?.time || value.returnTime.getTime() > update.time.getTime();
    updates.set(head.id, {
      id: head.id,
      status: later ? value.returnStatus : (update?.status ?? null),
      time: later ? value.returnTime : (update?.time ?? null),
      info: later ? value.returnInfo : (update?.info ?? null),
      preNo: value.preNo ?? update?.preNo ?? null,
      invtNo: value.invtNo ?? update?.invtNo ?? null,
    });
  }

  const all = [...rows.values()];
  let stored = 0;
  for (let start = 0; start < all.length; start += RECEIPTS_PER_INSERT) stored += await insertReceipts(tx, all.slice(start, start + RECEIPTS_PER_INSERT));
  duplicates += all.length - stored;
  if (updates.size > 0) await applyHeadUpdates(tx, [...updates.values()]);
  return { messageType: spec.type, guid, receipts: stored, duplicates, failures };
}

const RECEIPT_COLUMNS: [keyof ReceiptInsert, string, string][] = [
  ['messageId', 'message_id', 'bigint'],
  ['messageType', 'message_type', 'text'],
  ['docType', 'doc_type', 'text'],
  ['ieFlag', 'ie_flag', 'text'],
  ['headId', 'head_id', 'bigint'],
  ['guid', 'guid', 'text'],
  ['copNo', 'cop_no', 'text'],
  ['preNo', 'pre_no', 'text'],
  ['invtNo', 'invt_no', 'text'],
  ['orderNo', 'order_no', 'text'],
  ['logisticsNo', 'logistics_no', 'text'],
  ['customsCode', 'customs_code', 'text'],
  ['ebpCode', 'ebp_code', 'text'],
  ['ebcCode', 'ebc_code', 'text'],
  ['agentCode', 'agent_code', 'text'],
  ['returnStatus', 'return_status', 'int'],
  ['returnTime', 'return_time', 'timestamptz'],
  ['returnInfo', 'return_info', 'text'],
  ['dedupeKey', 'dedupe_key', 'text'],
  ['receivedAt', 'received_at', 'timestamptz'],
];

const sqlArray = <T>(values: T[], type: string) => sql`${sql.param(values)}::${sql.raw(type)}[]`;

/**
 * `insert ... select * from unnest(...)`: one bound array per column instead of one parameter
 * per cell, which PostgreSQL/PGlite parse and plan much faster; a duplicate dedupeKey is skipped.
 */
async function insertReceipts(tx: Tx, rows: ReceiptInsert[]): Promise<number> {
  const names = sql.raw(RECEIPT_COLUMNS.map(([, name]) => name).join(', '));
  const arrays = sql.join(
    RECEIPT_COLUMNS.map(([key, , type]) => sqlArray(rows.map((row) => (row[key] instanceof Date ? (row[key] as Date).toISOString() : (row[key] ?? null))), type)),
    sql`, `,
  );
  const result: unknown = await tx.execute(sql`insert into receipt (${names}) select * from unnest(${arrays}) on conflict (dedupe_key) do nothing returning id`);
  return (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])).length;
}

/** One statement for every head of the message; the time guard in SQL keeps the latest status even when messages race. */
async function applyHeadUpdates(tx: Tx, updates: HeadUpdate[]): Promise<void> {
  const array = sqlArray;
  await tx.execute(sql`
    update inventory_head h set
      return_status = case when v.t is not null and (h.return_time is null or h.return_time < v.t) then v.s else h.return_status end,
      return_info = case when v.t is not null and (h.return_time is null or h.return_time < v.t) then v.i else h.return_info end,
      return_time = case when v.t is not null and (h.return_time is null or h.return_time < v.t) then v.t else h.return_time end,
      pre_no = coalesce(h.pre_no, v.pre),
      invt_no = coalesce(h.invt_no, v.invt)
    from unnest(
      ${array(updates.map((u) => u.id), 'bigint')},
      ${array(updates.map((u) => u.status), 'int')},
      ${array(updates.map((u) => u.time?.toISOString() ?? null), 'timestamptz')},
      ${array(updates.map((u) => u.info), 'text')},
      ${array(updates.map((u) => u.preNo), 'text')},
      ${array(updates.map((u) => u.invtNo), 'text')}
    ) as v(id, s, t, i, pre, invt)
    where h.id = v.id`);
}

async function insertMessage(tx: Tx, input: IngestInput, now: Date): Promise<number> {
  const [row] = await tx
    .insert(receiptMessage)
    .values({ source: input.source, fileName: input.fileName?.slice(0, 255) ?? null, raw: input.xml, receivedAt: now })
    .returning({ id: receiptMessage.id });
  if (!row) throw new Error('receipt_message not inserted');
  return row.id;
}

async function finishMessage(tx: Tx, messageId: number, outcome: ProcessOutcome): Promise<void> {
  await tx
    .update(receiptMessage)
    .set({ messageType: outcome.messageType, guid: outcome.guid?.slice(0, 64) ?? null, receiptCount: outcome.receipts, duplicateCount: outcome.duplicates, failureCount: outcome.failures.length })
    .where(eq(receiptMessage.id, messageId));
}

/** Ingests one message: raw kept, receipts stored, failures stored as parse failures — all in one transaction. */
export async function ingestMessage(db: Db, input: IngestInput, now: Date): Promise<IngestMessageResult> {
  return db.transaction(async (tx) => {
    const messageId = await insertMessage(tx, input, now);
    const outcome = await processMessage(tx, messageId, input.xml, now);
    if (outcome.failures.length > 0) {
      await tx.insert(receiptParseFailure).values(
        outcome.failures.map((failure) => ({ messageId, messageType: failure.messageType, docNo: failure.docNo, reason: failure.reason.slice(0, 2_000), raw: failure.raw, createdAt: now })),
      );
    }
    await finishMessage(tx, messageId, outcome);
    return resultOf(input.fileName ?? null, messageId, outcome);
  });
}

/** Runs a stored failure's raw XML through the same path as a new message (source `reprocess`, file `parse-failure-{id}`); failures are answered, not stored. */
export async function reprocessRaw(tx: Tx, failureId: number, raw: string, now: Date): Promise<ProcessOutcome & { messageId: number }> {
  const messageId = await insertMessage(tx, { xml: raw, source: 'reprocess', fileName: reprocessFileName(failureId) }, now);
  const outcome = await processMessage(tx, messageId, raw, now);
  await finishMessage(tx, messageId, outcome);
  return { ...outcome, messageId };
}

export const reprocessFileName = (failureId: number) => `parse-failure-${failureId}`;

function resultOf(fileName: string | null, messageId: number, outcome: ProcessOutcome): IngestMessageResult {
  return {
    fileName,
    messageId,
    messageType: outcome.messageType,
    receipts: outcome.receipts,
    duplicates: outcome.duplicates,
    failures: outcome.failures.length,
    reasons: outcome.failures.map((failure) => failure.reason),
  };
}

/** Several messages, each in its own transaction; answers the sums and each message's outcome. */
export async function ingestMessages(db: Db, inputs: readonly IngestInput[], now: () => Date): Promise<IngestResult> {
  const details: IngestMessageResult[] = [];
  for (const input of inputs) details.push(await ingestMessage(db, input, now()));
  return summarize(details);
}

export function summarize(details: IngestMessageResult[]): IngestResult {
  const sum = (key: 'receipts' | 'duplicates' | 'failures') => details.reduce((total, detail) => total + detail[key], 0);
  return { messages: details.length, receipts: sum('receipts'), duplicates: sum('duplicates'), failures: sum('failures'), details };
}
