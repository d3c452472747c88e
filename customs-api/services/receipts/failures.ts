import { and, count, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { CustomsApiContext } from '../../context';
import type { PageQuery, PageResult, SearchTerm, SortOrder } from '../../contract/query';
import type { ReceiptFailureDetail, ReceiptFailureRow, ReceiptFailureStatus, ReprocessResult } from '../../contract/receipts';
import { receipt, receiptMessage, receiptParseFailure } from '../../db/schema';
import { invalid } from '../../http/errors';
import { dataScopeFor, type DataScope } from '../query/scope';
import { Terms, escapeLike, orderBy, pageWindow, resolveSort, termsToWhere, type ColumnMap, type SortKey } from '../query/terms';
import type { Session } from '../tokens';
import { reprocessFileName, reprocessRaw } from './ingest';
import { receiptRow } from './queries';
import { statusNamesFor } from './status';

const f = receiptParseFailure;

export const FAILURE_COLUMNS: ColumnMap = {
  id: { column: f.id, kind: 'number', terms: Terms.range, sortable: true },
  messageId: { column: f.messageId, kind: 'number', terms: Terms.eq },
  messageType: { column: f.messageType, kind: 'text', terms: Terms.code },
  docNo: { column: f.docNo, kind: 'text', terms: Terms.text },
  reason: { column: f.reason, kind: 'text', terms: Terms.text },
  status: { column: f.status, kind: 'text', terms: Terms.eq },
  attempts: { column: f.attempts, kind: 'number', terms: Terms.range, sortable: true },
  createdAt: { column: f.createdAt, kind: 'timestamp', terms: Terms.range, sortable: true },
  lastAttemptAt: { column: f.lastAttemptAt, kind: 'timestamp', terms: Terms.range },
};
const DEFAULT_SORT: SortKey[] = [{ name: 'createdAt', column: f.createdAt, direction: 'desc' }];
const TIE: SortKey = { name: 'id', column: f.id, direction: 'desc' };

/**
 * A failure belongs to no document yet, so the company scope reads its raw XML: a member of a
 * company sees the failures whose XML names one of its company codes as an element value
 * (`>4401980123<`); platform operators see all.
 */
function failureScope(scope: DataScope): SQL | undefined {
  if (scope.all) return undefined;
  if (scope.codes.length === 0) return sql`false`;
  return or(...scope.codes.map((code) => like(f.raw, `%>${escapeLike(code)}<%`)));
}

const selection = {
  id: f.id,
  messageId: f.messageId,
  messageType: f.messageType,
  docNo: f.docNo,
  reason: f.reason,
  status: f.status,
  attempts: f.attempts,
  lastAttemptAt: f.lastAttemptAt,
  resolvedAt: f.resolvedAt,
  resolvedBy: f.resolvedBy,
  resolveNote: f.resolveNote,
  createdAt: f.createdAt,
  source: receiptMessage.source,
  fileName: receiptMessage.fileName,
};
type FailureRecord = Awaited<ReturnType<typeof selectFailures>>[number];
const selectFailures = (ctx: CustomsApiContext, where: SQL | undefined) => ctx.db.select(selection).from(f).leftJoin(receiptMessage, eq(receiptMessage.id, f.messageId)).where(where);

function failureRow(record: FailureRecord): ReceiptFailureRow {
  return {
    ...record,
    status: record.status as ReceiptFailureStatus,
    lastAttemptAt: record.lastAttemptAt?.toISOString() ?? null,
    resolvedAt: record.resolvedAt?.toISOString() ?? null,
    createdAt: record.createdAt.toISOString(),
  };
}

export async function failurePage(ctx: CustomsApiContext, memberId: string, query: PageQuery): Promise<PageResult<ReceiptFailureRow>> {
  const where = and(termsToWhere(FAILURE_COLUMNS, query.terms as SearchTerm[]), failureScope(await dataScopeFor(ctx.db, memberId)));
  const keys = resolveSort(FAILURE_COLUMNS, query.sort as SortOrder[], DEFAULT_SORT, TIE);
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const [rows, [total]] = await Promise.all([
    selectFailures(ctx, where).orderBy(...orderBy(keys)).limit(limit).offset(offset),
    ctx.db.select({ total: count() }).from(f).where(where),
  ]);
  return { rows: rows.map(failureRow), total: total?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

async function visibleFailure(ctx: CustomsApiContext, memberId: string, id: number) {
  const [record] = await selectFailures(ctx, and(eq(f.id, id), failureScope(await dataScopeFor(ctx.db, memberId)))).limit(1);
  if (!record) throw invalid('解析失败记录不存在或无权查看');
  return record;
}

/** The failure with its raw XML and the receipts its reprocessing produced. */
export async function failureDetail(ctx: CustomsApiContext, memberId: string, id: number): Promise<ReceiptFailureDetail> {
  const record = await visibleFailure(ctx, memberId, id);
  const [[raw], produced] = await Promise.all([
    ctx.db.select({ raw: f.raw }).from(f).where(eq(f.id, id)),
    ctx.db
      .select({ receipt })
      .from(receipt)
      .innerJoin(receiptMessage, eq(receiptMessage.id, receipt.messageId))
      .where(and(eq(receiptMessage.source, 'reprocess'), eq(receiptMessage.fileName, reprocessFileName(id))))
      .orderBy(receipt.returnTime, receipt.id)
      .limit(1_000),
  ]);
  const names = await statusNamesFor(ctx.db, produced.map((row) => row.receipt.returnStatus));
  return {
    ...failureRow(record),
    raw: raw?.raw ?? '',
    receipts: produced.map(({ receipt: row }) => receiptRow(row, names, false)),
  };
}

/** Runs each open failure's raw XML through ingestion again: success → reprocessed; still failing → attempts+1 and the new reason. */
export async function reprocessFailures(ctx: CustomsApiContext, memberId: string, ids: readonly number[]): Promise<ReprocessResult> {
  const scope = await dataScopeFor(ctx.db, memberId);
  const visible = await ctx.db.select({ id: f.id }).from(f).where(and(inArray(f.id, [...ids]), failureScope(scope)));
  const allowed = new Set(visible.map((row) => row.id));
  const details: ReprocessResult['details'] = [];
  for (const id of [...new Set(ids)]) {
    if (!allowed.has(id)) {
      details.push({ id, status: 'open', receipts: 0, reason: '解析失败记录不存在或无权查看' });
      continue;
    }
    details.push(await reprocessOne(ctx, id));
  }
  return { reprocessed: details.filter((detail) => detail.status === 'reprocessed' && detail.reason === null).length, stillFailing: details.filter((detail) => detail.reason !== null).length, details };
}

async function reprocessOne(ctx: CustomsApiContext, id: number): Promise<ReprocessResult['details'][number]> {
  return ctx.db.transaction(async (tx) => {
    const [failure] = await tx.select({ status: f.status, raw: f.raw, attempts: f.attempts }).from(f).where(eq(f.id, id)).for('update');
    if (!failure) return { id, status: 'open' as const, receipts: 0, reason: '解析失败记录不存在' };
    if (failure.status !== 'open') return { id, status: failure.status, receipts: 0, reason: failure.status === 'resolved' ? '该记录已标记为已解决' : '该记录已重新处理成功' };
    const now = ctx.now();
    const outcome = await reprocessRaw(tx, id, failure.raw, now);
    if (outcome.failures.length === 0) {
      await tx.update(f).set({ status: 'reprocessed', attempts: failure.attempts + 1, lastAttemptAt: now }).where(eq(f.id, id));
      return { id, status: 'reprocessed' as const, receipts: outcome.receipts, reason: null };
    }
    const reason = outcome.failures.map((item) => item.reason).join('；').slice(0, 2_000);
    await tx.update(f).set({ attempts: failure.attempts + 1, lastAttemptAt: now, reason }).where(eq(f.id, id));
    return { id, status: 'open' as const, receipts: outcome.receipts, reason };
  });
}

/** Marks an open failure resolved by hand (e.g. a test message), with a note. */
export async function resolveFailure(ctx: CustomsApiContext, session: Session, id: number, note: string): Promise<ReceiptFailureRow> {
  await visibleFailure(ctx, session.member.id, id);
  const updated = await ctx.db
    .update(f)
    .set({ status: 'resolved', resolvedAt: ctx.now(), resolvedBy: session.member.username, resolveNote: note })
    .where(and(eq(f.id, id), eq(f.status, 'open')))
    .returning({ id: f.id });
  if (updated.length === 0) throw invalid('该记录已处理，不能再标记为已解决');
  return failureRow(await visibleFailure(ctx, session.member.id, id));
}
