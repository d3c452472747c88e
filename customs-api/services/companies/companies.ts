import { and, asc, count, desc, eq, gte, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  COMPANY_TYPES,
  LIMIT_TAX_RATE,
  OPEN_INVENTORY_EXCLUDED_STATUSES,
  type CompanyDetail,
  type CompanyRow,
  type CompanyType,
  type LimitAdjustment,
  type LimitDetail,
  type LimitRow,
} from '../../contract/companies';
import type { PageQuery, PageResult, SearchTerm } from '../../contract/query';
import type { CustomsApiContext } from '../../context';
import { auditLog, company, inventoryHead, member } from '../../db/schema';
import { invalid } from '../../http/errors';
import { recordAudit } from '../audit';
import { dataScopeFor, type DataScope } from '../query/scope';
import { Terms, orderBy, pageWindow, resolveSort, termsToWhere, type ColumnMap, type SortKey } from '../query/terms';
import type { SessionMember } from '../tokens';
import { applicationsOfCompany } from './applications';

type CompanyRecord = typeof company.$inferSelect;

export const COMPANY_COLUMNS: ColumnMap = {
  id: { column: company.id, kind: 'text', terms: Terms.eq },
  name: { column: company.name, kind: 'text', terms: Terms.text, sortable: true },
  uscc: { column: company.uscc, kind: 'text', terms: Terms.code, sortable: true },
  customsCode: { column: company.customsCode, kind: 'text', terms: Terms.code, sortable: true },
  legalRepresentative: { column: company.legalRepresentative, kind: 'text', terms: Terms.text },
  contactName: { column: company.contactName, kind: 'text', terms: Terms.text },
  status: { column: company.status, kind: 'text', terms: Terms.eq, sortable: true },
  guaranteeLimit: { column: company.guaranteeLimit, kind: 'number', terms: Terms.range, sortable: true },
  createdAt: { column: company.createdAt, kind: 'timestamp', terms: Terms.range, sortable: true },
  updatedAt: { column: company.updatedAt, kind: 'timestamp', terms: Terms.range, sortable: true },
};
const DEFAULT_SORT: SortKey[] = [{ name: 'createdAt', column: company.createdAt, direction: 'asc' }];
const TIE: SortKey = { name: 'id', column: company.id, direction: 'asc' };

/** `type` (one of the company types) is an array column: taken out of the terms and matched with `= any(types)`. */
function companyWhere(terms: readonly SearchTerm[], scope: DataScope): SQL | undefined {
  const typeTerm = terms.find((term) => term.column === 'type');
  let typeCondition: SQL | undefined;
  if (typeTerm && typeTerm.value !== null && typeTerm.value !== '') {
    if (typeTerm.termType !== 'eq' || !COMPANY_TYPES.includes(typeTerm.value as CompanyType)) throw invalid(`查询字段 type 的值无效: 应为 ${COMPANY_TYPES.join('、')} 之一`);
    typeCondition = sql`${typeTerm.value} = any(${company.types})`;
  }
  return and(
    termsToWhere(
      COMPANY_COLUMNS,
      terms.filter((term) => term.column !== 'type'),
    ),
    typeCondition,
    scope.all ? undefined : scope.company ? eq(company.id, scope.company.id) : sql`false`,
  );
}

const memberCount = sql<number>`(select count(*) from ${member} where ${member.companyId} = ${company.id} and ${member.deletedAt} is null)`.mapWith(Number);

const companyRow = (record: CompanyRecord & { memberCount: number }): CompanyRow => ({
  ...record,
  types: record.types as CompanyType[],
  authenticatedAt: record.authenticatedAt?.toISOString() ?? null,
  createdAt: record.createdAt.toISOString(),
  updatedAt: record.updatedAt.toISOString(),
});

export async function companyPage(ctx: CustomsApiContext, actorId: string, query: PageQuery): Promise<PageResult<CompanyRow>> {
  const where = companyWhere(query.terms, await dataScopeFor(ctx.db, actorId));
  const keys = resolveSort(COMPANY_COLUMNS, query.sort, DEFAULT_SORT, TIE);
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const [rows, [total]] = await Promise.all([
    ctx.db.select({ company, memberCount }).from(company).where(where).orderBy(...orderBy(keys)).limit(limit).offset(offset),
    ctx.db.select({ total: count() }).from(company).where(where),
  ]);
  return { rows: rows.map((row) => companyRow({ ...row.company, memberCount: row.memberCount })), total: total?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

async function visibleCompany(ctx: CustomsApiContext, actorId: string, id: string): Promise<CompanyRecord & { memberCount: number }> {
  const scope = await dataScopeFor(ctx.db, actorId);
  const [row] = await ctx.db
    .select({ company, memberCount })
    .from(company)
    .where(and(eq(company.id, id), scope.all ? undefined : scope.company ? eq(company.id, scope.company.id) : sql`false`))
    .limit(1);
  if (!row) throw invalid('企业不存在或无权查看');
  return { ...row.company, memberCount: row.memberCount };
}

export async function companyDetail(ctx: CustomsApiContext, actorId: string, id: string): Promise<CompanyDetail> {
  const record = await visibleCompany(ctx, actorId, id);
  const [members, applications] = await Promise.all([
    ctx.db
      .select({ id: member.id, username: member.username, name: member.name })
      .from(member)
      .where(and(eq(member.companyId, id), isNull(member.deletedAt)))
      .orderBy(asc(member.username)),
    applicationsOfCompany(ctx, record.id, record.uscc),
  ]);
  return { ...companyRow(record), members, applications };
}

type CompanyUpdate = { id: string; name: string; types: CompanyType[]; legalRepresentative: string; contactName: string; contactPhone: string; address: string; status: 'active' | 'disabled' };

const auditView = (record: Omit<CompanyUpdate, 'id'>) => ({
  name: record.name,
  types: record.types,
  legalRepresentative: record.legalRepresentative,
  contactName: record.contactName,
  contactPhone: record.contactPhone,
  address: record.address,
  status: record.status,
});

export async function updateCompany(ctx: CustomsApiContext, actor: SessionMember, input: CompanyUpdate): Promise<CompanyDetail> {
  const before = await visibleCompany(ctx, actor.id, input.id);
  const now = ctx.now();
  const { id, ...fields } = input;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(company)
      .set({ ...fields, updatedAt: now })
      .where(eq(company.id, id));
    await recordAudit(tx, actor, now, {
      action: 'company.update',
      targetType: 'company',
      targetId: id,
      targetName: input.name,
      before: auditView({ ...before, types: before.types as CompanyType[] }),
      after: auditView(fields),
    });
  });
  return companyDetail(ctx, actor.id, id);
}

// ---- guarantee limits ----------------------------------------------------------------------

/** Open import inventories guaranteed by the company with this customs code (see LIMIT_TAX_RATE in the contract). */
const openInventoriesOf = (customsCode: SQL | string): SQL =>
  and(
    eq(inventoryHead.ieFlag, 'I'),
    sql`${inventoryHead.assureCode} = ${customsCode}`,
    or(isNull(inventoryHead.returnStatus), and(gte(inventoryHead.returnStatus, 0), notInArray(inventoryHead.returnStatus, [...OPEN_INVENTORY_EXCLUDED_STATUSES]))),
  ) as SQL;

const openTotal = sql<number>`(select coalesce(sum(${inventoryHead.totalPrice}), 0) from ${inventoryHead} where ${openInventoriesOf(sql`${company.customsCode}`)})`.mapWith(Number);
const openCount = sql<number>`(select count(*) from ${inventoryHead} where ${openInventoriesOf(sql`${company.customsCode}`)})`.mapWith(Number);

const round2 = (value: number) => Math.round(value * 100) / 100;

function limitRow(record: CompanyRecord, total: number, openInventories: number): LimitRow {
  const usage = round2(total * LIMIT_TAX_RATE);
  return {
    companyId: record.id,
    name: record.name,
    uscc: record.uscc,
    customsCode: record.customsCode,
    types: record.types as CompanyType[],
    guaranteeLimit: record.guaranteeLimit,
    usage,
    available: round2(record.guaranteeLimit - usage),
    openInventories,
    usageRatio: record.guaranteeLimit > 0 ? usage / record.guaranteeLimit : 0,
  };
}

/** Guarantors (type guarantor) and every company that holds a limit. */
const guarantors = sql`('guarantor' = any(${company.types}) or ${company.guaranteeLimit} > 0)`;

export async function limitPage(ctx: CustomsApiContext, actorId: string, query: PageQuery): Promise<PageResult<LimitRow>> {
  const where = and(companyWhere(query.terms, await dataScopeFor(ctx.db, actorId)), guarantors);
  const keys = resolveSort(COMPANY_COLUMNS, query.sort, DEFAULT_SORT, TIE);
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const [rows, [total]] = await Promise.all([
    ctx.db.select({ company, openTotal, openCount }).from(company).where(where).orderBy(...orderBy(keys)).limit(limit).offset(offset),
    ctx.db.select({ total: count() }).from(company).where(where),
  ]);
  return { rows: rows.map((row) => limitRow(row.company, row.openTotal, row.openCount)), total: total?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

async function adjustmentsOf(ctx: CustomsApiContext, companyId: string): Promise<LimitAdjustment[]> {
  const rows = await ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'company'), eq(auditLog.targetId, companyId), eq(auditLog.action, 'company.limit.adjust')))
    .orderBy(desc(auditLog.at), desc(auditLog.id));
  const limitOf = (json: string | null) => {
    const value = json ? (JSON.parse(json) as { guaranteeLimit?: unknown }).guaranteeLimit : undefined;
    return typeof value === 'number' ? value : null;
  };
  return rows.map((row) => ({ id: row.id, at: row.at.toISOString(), actorName: row.actorName, before: limitOf(row.before), after: limitOf(row.after), reason: row.reason }));
}

export async function limitDetail(ctx: CustomsApiContext, actorId: string, id: string, page: number, pageSize: number): Promise<LimitDetail> {
  const record = await visibleCompany(ctx, actorId, id);
  const open = openInventoriesOf(record.customsCode);
  const { limit, offset } = pageWindow(page, pageSize);
  const [inventories, [totals], adjustments] = await Promise.all([
    ctx.db
      .select({
        id: inventoryHead.id,
        copNo: inventoryHead.copNo,
        invtNo: inventoryHead.invtNo,
        orderNo: inventoryHead.orderNo,
        ebcName: inventoryHead.ebcName,
        totalPrice: inventoryHead.totalPrice,
        returnStatus: inventoryHead.returnStatus,
        createdAt: inventoryHead.createdAt,
      })
      .from(inventoryHead)
      .where(open)
      .orderBy(desc(inventoryHead.createdAt), desc(inventoryHead.id))
      .limit(limit)
      .offset(offset),
    ctx.db
      .select({ count: count(), total: sql<number>`coalesce(sum(${inventoryHead.totalPrice}), 0)`.mapWith(Number) })
      .from(inventoryHead)
      .where(open),
    adjustmentsOf(ctx, id),
  ]);
  return {
    ...limitRow(record, totals?.total ?? 0, totals?.count ?? 0),
    taxRate: LIMIT_TAX_RATE,
    inventories: {
      rows: inventories.map((row) => ({ ...row, estimatedTax: round2(row.totalPrice * LIMIT_TAX_RATE), createdAt: row.createdAt.toISOString() })),
      total: totals?.count ?? 0,
      page,
      pageSize,
    },
    adjustments,
  };
}

/** A limit changes only with a reason, and every change is audited (the adjustment history reads the audit log). */
export async function adjustLimit(ctx: CustomsApiContext, actor: SessionMember, input: { id: string; guaranteeLimit: number; reason: string }): Promise<LimitDetail> {
  const before = await visibleCompany(ctx, actor.id, input.id);
  const guaranteeLimit = round2(input.guaranteeLimit);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.update(company).set({ guaranteeLimit, updatedAt: now }).where(eq(company.id, input.id));
    await recordAudit(tx, actor, now, {
      action: 'company.limit.adjust',
      targetType: 'company',
      targetId: input.id,
      targetName: before.name,
      before: { guaranteeLimit: before.guaranteeLimit },
      after: { guaranteeLimit },
      reason: input.reason,
    });
  });
  return limitDetail(ctx, actor.id, input.id, 1, 20);
}
