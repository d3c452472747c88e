import { and, count, type AnyColumn, type SQL } from 'drizzle-orm';
import type { CustomsApiContext } from '../context';
import type { PageQuery, PageResult, SearchTerm, SortOrder } from '../contract/query';
import type { AuditAction, AuditRow } from '../contract/organization';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import { cstDateTime, cstDay, xlsxResponse, type SheetColumn } from './export/xlsx-stream';
import { Terms, keysetChunks, orderBy, pageWindow, resolveSort, termsToWhere, type ColumnMap, type SortKey } from './query/terms';
import type { SessionMember } from './tokens';

/** A database handle or an open transaction: audit rows are written in the same transaction as the change. */
type Writer = Pick<Db, 'insert'>;

export type AuditEntry = {
  action: AuditAction;
  targetType: string;
  targetId: string;
  targetName?: string;
  /** Snapshots before and after the change; never put password hashes or temporary passwords here. */
  before?: unknown;
  after?: unknown;
  reason?: string | null;
};

const snapshot = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

export async function recordAudit(db: Writer, actor: SessionMember, at: Date, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    at,
    actorId: actor.id,
    actorName: actor.name,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetName: entry.targetName ?? '',
    before: snapshot(entry.before),
    after: snapshot(entry.after),
    reason: entry.reason ?? null,
  });
}

const text = (column: AnyColumn) => ({ column, kind: 'text' as const, terms: Terms.text, sortable: true });
export const AUDIT_COLUMNS: ColumnMap = {
  actorId: text(auditLog.actorId),
  actorName: text(auditLog.actorName),
  action: text(auditLog.action),
  targetType: text(auditLog.targetType),
  targetId: text(auditLog.targetId),
  targetName: text(auditLog.targetName),
  at: { column: auditLog.at, kind: 'timestamp', terms: Terms.range, sortable: true },
};
const DEFAULT_SORT: SortKey[] = [{ name: 'at', column: auditLog.at, direction: 'desc' }];
const TIE: SortKey = { name: 'id', column: auditLog.id, direction: 'desc' };

type AuditRecord = typeof auditLog.$inferSelect;
const auditRow = (record: AuditRecord): AuditRow => ({ ...record, at: record.at.toISOString() });

function auditQuery(terms: readonly SearchTerm[], sort: readonly SortOrder[]): { where: SQL | undefined; keys: SortKey[] } {
  return { where: termsToWhere(AUDIT_COLUMNS, terms), keys: resolveSort(AUDIT_COLUMNS, sort, DEFAULT_SORT, TIE) };
}

export async function auditPage(ctx: CustomsApiContext, query: PageQuery): Promise<PageResult<AuditRow>> {
  const { where, keys } = auditQuery(query.terms, query.sort);
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const [rows, [total]] = await Promise.all([
    ctx.db.select().from(auditLog).where(where).orderBy(...orderBy(keys)).limit(limit).offset(offset),
    ctx.db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows: rows.map(auditRow), total: total?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

const AUDIT_EXPORT_COLUMNS: SheetColumn<AuditRecord>[] = [
  { header: '时间', width: 20, value: (row) => cstDateTime(row.at) },
  { header: '操作人', value: (row) => row.actorName },
  { header: '操作人ID', value: (row) => row.actorId },
  { header: '操作', width: 24, value: (row) => row.action },
  { header: '对象类型', value: (row) => row.targetType },
  { header: '对象ID', value: (row) => row.targetId },
  { header: '对象名称', width: 24, value: (row) => row.targetName },
  { header: '变更前', width: 60, value: (row) => row.before },
  { header: '变更后', width: 60, value: (row) => row.after },
  { header: '原因', width: 30, value: (row) => row.reason },
];

export function exportAudit(ctx: CustomsApiContext, query: { terms: readonly SearchTerm[]; sort: readonly SortOrder[] }): Response {
  const { where, keys } = auditQuery(query.terms, query.sort);
  return xlsxResponse(`审计日志_${cstDay(ctx.now())}.xlsx`, ctx.log, async (writer) => {
    const sheet = writer.sheet('审计日志', AUDIT_EXPORT_COLUMNS);
    const chunks = keysetChunks(
      keys,
      (after, limit) => ctx.db.select().from(auditLog).where(and(where, after)).orderBy(...orderBy(keys)).limit(limit),
      (row) => Object.fromEntries(keys.map((key) => [key.name, row[key.name as keyof AuditRecord]])),
    );
    for await (const rows of chunks) await sheet.add(rows);
    sheet.commit();
  });
}
