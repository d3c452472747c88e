import { and, desc, eq, inArray, isNull, notExists, sql, type SQL } from 'drizzle-orm';
import type { DeclareIeFlag } from '../../contract/declare';
import type { ReceiptMessageType, SimulateRequest, SimulateResult } from '../../contract/receipts';
import type { Db } from '../../db/client';
import { inventoryHead, receipt } from '../../db/schema';
import type { Logger } from '../../context';
import { headKeys, ingestMessages, type HeadKeys, type IngestInput } from './ingest';
import { buildReceiptMessage, formatReturnTime } from './parser';
import { seededRandom, type Random } from '../random';

/**
 * Simulated customs answers for demos and tests: realistic receipt sequences built as CEB XML
 * messages and fed through the same ingestion path as real ones. A typical inventory goes
 * 2 → 120 → 399 → 800 → 899 after its order, payment and waybill receipts; some are rejected (100
 * or a negative error code), inspected (500), sent to manual review (300) or held (501). Messages
 * are sometimes delivered twice or out of order, and a few malformed or unmatched messages are
 * added so that the parse-failure screens have data. Times after `now` are not sent yet: the
 * timed option (`advanceInFlight`) continues those sequences later.
 */


const simHeadColumns = {
  ...headKeys,
  ieFlag: inventoryHead.ieFlag,
  createdAt: inventoryHead.createdAt,
  returnStatus: inventoryHead.returnStatus,
  returnTime: inventoryHead.returnTime,
};
export type SimHead = HeadKeys & { ieFlag: DeclareIeFlag; createdAt: Date; returnStatus: number | null; returnTime: Date | null };

/** One receipt to send. */
export type SimEvent = { head: SimHead; type: ReceiptMessageType; status: number; time: Date; info: string; withNumbers: boolean };

const TYPES: Record<DeclareIeFlag, { inventory: ReceiptMessageType; order: ReceiptMessageType; payment: ReceiptMessageType; logistics: ReceiptMessageType }> = {
  I: { inventory: 'CEB622', order: 'CEB312', payment: 'CEB412', logistics: 'CEB512' },
  E: { inventory: 'CEB604', order: 'CEB304', payment: 'CEB404', logistics: 'CEB506' },
};

const INFO: Record<number, string> = {
  2: '新增申报成功',
  120: '海关入库成功',
  300: '转人工审核',
  399: '海关审结',
  500: '布控查验',
  501: '扣留移送通关',
  800: '放行',
  899: '结关',
};
const REJECTIONS = ['订购人身份信息核验不通过', '商品申报要素不完整，请核实后重新申报', '订单、支付单、运单信息不一致', '申报价格明显偏低'];
const ERRORS: { status: number; info: (head: SimHead) => string }[] = [
  { status: -621005, info: (head) => `清单[${head.copNo}]的购买金额超过单笔限额[5000]` },
  { status: -621018, info: (head) => `清单[${head.copNo}]中购买人已用购买额度为[25800]，本次购买将超过年度限额` },
  { status: -621004, info: (head) => `清单[${head.copNo}]已经申报过，请勿重复申报` },
];

/** preNo (B + yyyyMMdd + 9 digits) and invtNo (customs + year + I/E + 9 digits), 18 characters each, derived from the head alone. */
const preNoOf = (head: SimHead) => head.preNo ?? `B${formatReturnTime(head.createdAt).slice(0, 8)}${String(head.id % 1e9).padStart(9, '0')}`;
const invtNoOf = (head: SimHead) => head.invtNo ?? `${head.customsCode.slice(0, 4).padEnd(4, '0')}${formatReturnTime(head.createdAt).slice(0, 4)}${head.ieFlag}${String(head.id % 1e9).padStart(9, '0')}`;

/** The inventory statuses an inventory will go through, decided up front. */
function inventoryPath(rand: Random): { statuses: number[]; error?: number } {
  const roll = rand.next();
  if (roll < 0.06) return { statuses: [2, 100] };
  if (roll < 0.09) return { statuses: [2], error: rand.int(0, ERRORS.length - 1) };
  if (roll < 0.1) return { statuses: [2, 120, 300, 501] };
  const path = [2, 120];
  if (rand.next() < 0.08) path.push(300);
  path.push(399);
  if (rand.next() < 0.1) path.push(500);
  path.push(800, 899);
  return { statuses: path };
}

/**
 * Every receipt of a new inventory from its order receipt on; events later than `now` are left for
 * later. An inventory too fresh for customs to have answered yet (its first inventory receipt would
 * lie in the future) gets its whole sequence compressed into the time before `now`, so that asking
 * for a simulation always shows an answer.
 */
export function planSequence(head: SimHead, rand: Random, now: Date): SimEvent[] {
  const types = TYPES[head.ieFlag];
  const events: SimEvent[] = [];
  let time = new Date(Math.min(head.createdAt.getTime(), now.getTime() - 3_600_000) + rand.int(2, 20) * 60_000 + rand.int(0, 999));
  const push = (type: ReceiptMessageType, status: number, info: string, withNumbers = type === types.inventory) => {
    events.push({ head, type, status, time, info, withNumbers });
  };
  const step = (minMinutes: number, maxMinutes: number) => {
    time = new Date(time.getTime() + rand.int(minMinutes, maxMinutes) * 60_000 + rand.int(0, 59_999));
  };
  for (const kind of ['order', 'payment', 'logistics'] as const) {
    push(types[kind], 120, kind === 'order' ? '订单入库成功' : kind === 'payment' ? (head.ieFlag === 'I' ? '支付单入库成功' : '收款单入库成功') : '运单入库成功');
    step(0, 3);
  }
  const path = inventoryPath(rand);
  for (const status of path.statuses) {
    step(status === 899 ? 600 : 5, status === 899 ? 4_000 : status === 500 ? 720 : 180);
    const info = status === 100 ? `海关退单：${rand.pick(REJECTIONS)}` : `${INFO[status] ?? ''}[${head.copNo}]`;
    push(types.inventory, status, info);
  }
  if (path.error !== undefined) {
    step(1, 10);
    const error = ERRORS[path.error] as (typeof ERRORS)[number];
    push(types.inventory, error.status, error.info(head));
  }
  const answered = events.some((event) => event.type === types.inventory && event.time.getTime() <= now.getTime());
  return answered ? events.filter((event) => event.time.getTime() <= now.getTime()) : compressBefore(events, now);
}

/** Scales the times of a sequence so that it ends at `now` (its first event stays where it is, in the past). */
function compressBefore(events: SimEvent[], now: Date): SimEvent[] {
  const first = events[0]?.time.getTime() ?? now.getTime();
  const last = events.at(-1)?.time.getTime() ?? now.getTime();
  const scale = last > first ? (now.getTime() - first) / (last - first) : 0;
  return events.map((event) => ({ ...event, time: new Date(Math.floor(first + (event.time.getTime() - first) * scale)) }));
}

/** The next inventory status of an inventory in flight (for the timed option), or undefined when it is final. */
export function nextStatus(current: number, rand: Random): number | undefined {
  switch (current) {
    case 2:
      return rand.next() < 0.05 ? 100 : 120;
    case 120:
      return rand.next() < 0.08 ? 300 : 399;
    case 300:
      return 399;
    case 399:
      return rand.next() < 0.1 ? 500 : 800;
    case 500:
      return 800;
    case 800:
      return 899;
    default:
      return undefined;
  }
}

function element(event: SimEvent): Record<string, string> {
  const { head } = event;
  const guid = guidFor(event);
  const common = { guid, returnStatus: String(event.status), returnTime: formatReturnTime(event.time), returnInfo: event.info };
  const numbered = event.withNumbers && event.status !== 100 && event.status > 1;
  const stored = [120, 300, 399, 500, 501, 800, 899].includes(event.status);
  switch (event.type) {
    case 'CEB622':
      return {
        guid,
        customsCode: head.customsCode,
        ebpCode: head.ebpCode,
        ebcCode: head.ebcCode,
        agentCode: head.agentCode,
        copNo: head.copNo,
        preNo: preNoOf(head),
        ...(numbered && stored ? { invtNo: invtNoOf(head) } : {}),
        returnStatus: common.returnStatus,
        returnTime: common.returnTime,
        returnInfo: common.returnInfo,
      };
    case 'CEB604':
      return {
        guid,
        agentCode: head.agentCode,
        copNo: head.copNo,
        preNo: preNoOf(head),
        ...(numbered && stored ? { invtNo: invtNoOf(head) } : {}),
        ebcCode: head.ebcCode,
        ebpCode: head.ebpCode,
        orderNo: head.orderNo,
        statisticsFlag: 'A',
        returnStatus: common.returnStatus,
        returnTime: common.returnTime,
        returnInfo: common.returnInfo,
      };
    case 'CEB312':
    case 'CEB304':
      return { guid, ebpCode: head.ebpCode, ebcCode: head.ebcCode, orderNo: head.orderNo, ...rest(common) };
    case 'CEB412':
      return { guid, payCode: '4403169D3W', payTransactionId: `PAY${head.orderNo}`.slice(0, 60), orderNo: head.orderNo, ...rest(common) };
    case 'CEB404':
      return { guid, ebcCode: head.ebcCode, orderNo: head.orderNo, payNo: `PAY${head.orderNo}`.slice(0, 60), ...rest(common) };
    case 'CEB512':
    case 'CEB506':
      return { guid, logisticsCode: head.logisticsCode, logisticsNo: head.logisticsNo, ...rest(common) };
  }
}
const rest = (common: { returnStatus: string; returnTime: string; returnInfo: string }) => ({ returnStatus: common.returnStatus, returnTime: common.returnTime, returnInfo: common.returnInfo });

/** A stable upper-case 36-character guid per event. */
function guidFor(event: SimEvent): string {
  const hex = (value: number, length: number) => (value >>> 0).toString(16).padStart(length, '0').slice(-length);
  const a = event.head.id;
  const b = event.time.getTime();
  return `${hex(a, 8)}-${hex(b / 65_536, 4)}-4${hex(b, 3)}-8${hex(event.status, 3)}-${hex(b / 1_000, 8)}${hex(a * 31 + event.status, 4)}`.toUpperCase();
}

export type PackOptions = { perMessage?: number; duplicateShare?: number; reorderShare?: number; malformedShare?: number };

/**
 * Events → messages: same message type grouped, `perMessage` elements each, in time order; then
 * some messages delivered twice, some swapped with the next one, and a few malformed extras
 * (broken XML, an invalid returnTime, an unknown copNo).
 */
export function packMessages(events: SimEvent[], rand: Random, options: PackOptions = {}): IngestInput[] {
  const perMessage = options.perMessage ?? 50;
  const sorted = [...events].sort((a, b) => a.time.getTime() - b.time.getTime());
  const open = new Map<ReceiptMessageType, SimEvent[]>();
  const groups: { type: ReceiptMessageType; events: SimEvent[] }[] = [];
  for (const event of sorted) {
    const list = open.get(event.type) ?? [];
    list.push(event);
    open.set(event.type, list);
    if (list.length >= perMessage) {
      groups.push({ type: event.type, events: list });
      open.delete(event.type);
    }
  }
  for (const [type, list] of open) groups.push({ type, events: list });
  let serial = 0;
  const messages: IngestInput[] = groups.map((group) => ({
    xml: buildReceiptMessage(group.type, guidFor(group.events[0] as SimEvent), group.events.map(element)),
    source: 'simulator',
    fileName: `${group.type}_${formatReturnTime((group.events[0] as SimEvent).time)}_${++serial}.xml`,
  }));
  const delivered: IngestInput[] = [];
  for (const message of messages) {
    delivered.push(message);
    if (rand.next() < (options.duplicateShare ?? 0.05)) delivered.push({ ...message });
  }
  for (let index = 0; index + 1 < delivered.length; index++) {
    if (rand.next() < (options.reorderShare ?? 0.1)) [delivered[index], delivered[index + 1]] = [delivered[index + 1] as IngestInput, delivered[index] as IngestInput];
  }
  const malformed = Math.round(messages.length * (options.malformedShare ?? 0.03));
  for (let index = 0; index < malformed; index++) delivered.splice(rand.int(0, delivered.length), 0, malformedMessage(rand, sorted, ++serial));
  return delivered;
}

function malformedMessage(rand: Random, events: SimEvent[], serial: number): IngestInput {
  const event = events.length > 0 ? rand.pick(events) : undefined;
  const kind = event ? rand.int(0, 2) : 0;
  if (kind === 1 && event) {
    const bad = { ...element(event), returnTime: formatReturnTime(event.time).slice(0, 12) };
    return { xml: buildReceiptMessage(event.type, guidFor(event), [bad]), source: 'simulator', fileName: `${event.type}_bad_time_${serial}.xml` };
  }
  if (kind === 2 && event) {
    const unknown = { ...element(event), copNo: `UNKNOWN${event.head.id}`, orderNo: `UNKNOWN${event.head.id}`, logisticsNo: `UNKNOWN${event.head.id}` };
    delete (unknown as Record<string, string>).invtNo;
    delete (unknown as Record<string, string>).preNo;
    return { xml: buildReceiptMessage(event.type, guidFor(event), [unknown]), source: 'simulator', fileName: `${event.type}_unmatched_${serial}.xml` };
  }
  const whole = event ? buildReceiptMessage(event.type, guidFor(event), [element(event)]) : buildReceiptMessage('CEB622', null, [{ copNo: 'X', returnStatus: '2' }]);
  // A transfer cut short: the message ends mid-element.
  return { xml: whole.slice(0, Math.floor(whole.length * 0.6)), source: 'simulator', fileName: `truncated_${serial}.xml` };
}

const toSimHead = (row: Omit<SimHead, 'ieFlag'> & { ieFlag: string }): SimHead => ({ ...row, ieFlag: row.ieFlag === 'E' ? 'E' : 'I' });

/** Heads of a batch, or the latest heads (of one direction) that have no receipt yet. */
export async function headsToSimulate(db: Db, request: { batchId?: number; ieFlag?: DeclareIeFlag; limit: number }): Promise<SimHead[]> {
  const conditions: (SQL | undefined)[] = [request.ieFlag ? eq(inventoryHead.ieFlag, request.ieFlag) : undefined];
  if (request.batchId) conditions.push(eq(inventoryHead.batchId, request.batchId));
  else conditions.push(isNull(inventoryHead.returnStatus), notExists(db.select({ one: sql`1` }).from(receipt).where(eq(receipt.headId, inventoryHead.id))));
  const rows = await db
    .select(simHeadColumns)
    .from(inventoryHead)
    .where(and(...conditions))
    .orderBy(desc(inventoryHead.createdAt), desc(inventoryHead.id))
    .limit(request.limit);
  return rows.map(toSimHead);
}

export type SimulateOptions = PackOptions & { now: () => Date; log?: Logger };

/** Plans, builds and ingests receipt sequences for these heads; answers the ingestion counts. */
export async function simulateForHeads(db: Db, heads: SimHead[], seed: number, options: SimulateOptions): Promise<SimulateResult> {
  const rand = seededRandom(seed);
  const now = options.now();
  const events = heads.flatMap((head) => planSequence(head, rand, now));
  const messages = packMessages(events, rand, options);
  const result = await ingestMessages(db, messages, options.now);
  return { inventories: heads.length, messages: result.messages, receipts: result.receipts, duplicates: result.duplicates, failures: result.failures };
}

/** `/receipts/simulate` and `npm run simulate-customs`. */
export async function simulateCustoms(db: Db, request: SimulateRequest, options: SimulateOptions): Promise<SimulateResult> {
  const heads = await headsToSimulate(db, { batchId: request.batchId, ieFlag: request.ieFlag, limit: request.limit ?? 50 });
  return simulateForHeads(db, heads, request.seed ?? Math.floor(Math.random() * 2 ** 31), options);
}

const IN_FLIGHT = [2, 120, 300, 399, 500, 800];

/** The timed option: moves up to `limit` inventories in flight one status further (oldest first), through the ingestion path. */
export async function advanceInFlight(db: Db, limit: number, seed: number, options: SimulateOptions): Promise<SimulateResult> {
  const rand = seededRandom(seed);
  const now = options.now();
  const rows = await db
    .select(simHeadColumns)
    .from(inventoryHead)
    .where(inArray(inventoryHead.returnStatus, IN_FLIGHT))
    .orderBy(inventoryHead.returnTime)
    .limit(limit);
  const events: SimEvent[] = [];
  for (const head of rows.map(toSimHead)) {
    const status = head.returnStatus === null ? undefined : nextStatus(head.returnStatus, rand);
    if (status === undefined || !head.returnTime) continue;
    const time = new Date(Math.min(now.getTime(), head.returnTime.getTime() + rand.int(1, 30) * 60_000));
    if (time.getTime() <= head.returnTime.getTime()) continue;
    const info = status === 100 ? `海关退单：${rand.pick(REJECTIONS)}` : `${INFO[status] ?? ''}[${head.copNo}]`;
    events.push({ head, type: TYPES[head.ieFlag].inventory, status, time, info, withNumbers: true });
  }
  const messages = packMessages(events, rand, { ...options, duplicateShare: 0, reorderShare: 0, malformedShare: 0 });
  const result = await ingestMessages(db, messages, options.now);
  return { inventories: events.length, messages: result.messages, receipts: result.receipts, duplicates: result.duplicates, failures: result.failures };
}

/**
 * `SIMULATE_CUSTOMS_EVERY_MS`: every tick answers a few new inventories and moves the ones in
 * flight a step further. Off when unset; answers the function that stops it.
 */
export function startCustomsTimer(db: Db, everyMs: number, log: Logger): () => void {
  let running = false;
  let tick = 0;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const seed = Date.now() % 2 ** 31;
    const options = { now: () => new Date(), log };
    void (async () => {
      try {
        const fresh = await simulateCustoms(db, { limit: 10, seed }, options);
        const moved = await advanceInFlight(db, 50, seed + ++tick, options);
        if (fresh.receipts + moved.receipts > 0) log.info(`[customs-sim] ${fresh.receipts + moved.receipts} receipts (${fresh.inventories} new inventories, ${moved.inventories} moved on)`);
      } catch (error) {
        log.error('[customs-sim] tick failed', error);
      } finally {
        running = false;
      }
    })();
  }, everyMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
