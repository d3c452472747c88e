import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  APPLICATION_STATUS_NAMES,
  COMPANY_RESOURCES,
  type ApplicationDetail,
  type ApplicationEvent,
  type ApplicationFields,
  type ApplicationRow,
  type ApplicationStatus,
  type CompanyType,
} from '../../contract/companies';
import type { PageQuery, PageResult } from '../../contract/query';
import type { CustomsApiContext } from '../../context';
import { company, companyApplication, companyApplicationEvent, member } from '../../db/schema';
import { invalid } from '../../http/errors';
import { recordAudit } from '../audit';
import { memberHasResource } from '../modules';
import { dataScopeFor } from '../query/scope';
import { Terms, orderBy, pageWindow, resolveSort, termsToWhere, type ColumnMap, type SortKey } from '../query/terms';
import type { SessionMember } from '../tokens';
import { documentsOf } from './documents';

type ApplicationRecord = typeof companyApplication.$inferSelect;
const a = companyApplication;

/** Where each action may start and where it leads (draft → submitted → approved / rejected → authenticated). */
const TRANSITIONS = {
  submit: { from: ['draft', 'rejected'], to: 'submitted', name: '提交' },
  approve: { from: ['submitted'], to: 'approved', name: '审核通过' },
  reject: { from: ['submitted'], to: 'rejected', name: '驳回' },
  authenticate: { from: ['approved'], to: 'authenticated', name: '认证' },
} as const satisfies Record<string, { from: readonly ApplicationStatus[]; to: ApplicationStatus; name: string }>;
export type ApplicationAction = keyof typeof TRANSITIONS;

/** Statuses in which the applicant may still edit the application and its documents. */
export const EDITABLE_STATUSES: readonly ApplicationStatus[] = ['draft', 'rejected'];

export const illegalTransition = (status: ApplicationStatus, action: string) => invalid(`当前状态为${APPLICATION_STATUS_NAMES[status]}，不能${action}`);

export function assertEditable(record: { status: ApplicationStatus }, action = '修改') {
  if (!EDITABLE_STATUSES.includes(record.status)) throw illegalTransition(record.status, action);
}

export const APPLICATION_COLUMNS: ColumnMap = {
  id: { column: a.id, kind: 'number', terms: Terms.range, sortable: true },
  name: { column: a.name, kind: 'text', terms: Terms.text, sortable: true },
  uscc: { column: a.uscc, kind: 'text', terms: Terms.code, sortable: true },
  customsCode: { column: a.customsCode, kind: 'text', terms: Terms.code, sortable: true },
  status: { column: a.status, kind: 'text', terms: Terms.eq, sortable: true },
  applicantName: { column: member.name, kind: 'text', terms: Terms.text },
  legalRepresentative: { column: a.legalRepresentative, kind: 'text', terms: Terms.text },
  createdAt: { column: a.createdAt, kind: 'timestamp', terms: Terms.range, sortable: true },
  updatedAt: { column: a.updatedAt, kind: 'timestamp', terms: Terms.range, sortable: true },
  submittedAt: { column: a.submittedAt, kind: 'timestamp', terms: Terms.range },
};
const DEFAULT_SORT: SortKey[] = [{ name: 'updatedAt', column: a.updatedAt, direction: 'desc' }];
const TIE: SortKey = { name: 'id', column: a.id, direction: 'desc' };

/**
 * Who sees which applications: reviewers (registration AUDIT holders of the platform company)
 * see every application except other people's drafts (authentication reviewers: the approved and
 * authenticated ones); anyone else sees their own and those of colleagues in their company.
 */
async function applicationScope(ctx: CustomsApiContext, actorId: string): Promise<SQL | undefined> {
  const scope = await dataScopeFor(ctx.db, actorId);
  if (scope.all && (await memberHasResource(ctx.db, actorId, `${COMPANY_RESOURCES.register}_AUDIT`))) return or(ne(a.status, 'draft'), eq(a.applicantId, actorId));
  if (scope.all && (await memberHasResource(ctx.db, actorId, `${COMPANY_RESOURCES.auth}_AUDIT`))) {
    return or(inArray(a.status, ['approved', 'authenticated']), eq(a.applicantId, actorId));
  }
  // Queries join the applicant (member) row: colleagues of the same company share applications.
  return scope.company ? or(eq(a.applicantId, actorId), eq(member.companyId, scope.company.id)) : eq(a.applicantId, actorId);
}

const selection = { application: a, applicantName: member.name };

function rowOf(record: ApplicationRecord, applicantName: string | null): ApplicationRow {
  return {
    ...record,
    types: record.types as CompanyType[],
    applicantName: applicantName ?? '',
    submittedAt: record.submittedAt?.toISOString() ?? null,
    decidedAt: record.decidedAt?.toISOString() ?? null,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** Registration list; `authOnly` gives the company-Auth list (approved and authenticated applications). */
export async function applicationPage(ctx: CustomsApiContext, actorId: string, query: PageQuery, authOnly = false): Promise<PageResult<ApplicationRow>> {
  const where = and(
    termsToWhere(APPLICATION_COLUMNS, query.terms),
    await applicationScope(ctx, actorId),
    authOnly ? inArray(a.status, ['approved', 'authenticated']) : undefined,
  );
  const keys = resolveSort(APPLICATION_COLUMNS, query.sort, DEFAULT_SORT, TIE);
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const [rows, [total]] = await Promise.all([
    ctx.db.select(selection).from(a).leftJoin(member, eq(member.id, a.applicantId)).where(where).orderBy(...orderBy(keys)).limit(limit).offset(offset),
    ctx.db.select({ total: count() }).from(a).leftJoin(member, eq(member.id, a.applicantId)).where(where),
  ]);
  return { rows: rows.map((row) => rowOf(row.application, row.applicantName)), total: total?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/** The application if the member may see it; otherwise code 1 (no hint whether it exists). */
export async function visibleApplication(ctx: CustomsApiContext, actorId: string, id: number): Promise<ApplicationRow> {
  const [row] = await ctx.db
    .select(selection)
    .from(a)
    .leftJoin(member, eq(member.id, a.applicantId))
    .where(and(eq(a.id, id), await applicationScope(ctx, actorId)))
    .limit(1);
  if (!row) throw invalid('备案申请不存在或无权查看');
  return rowOf(row.application, row.applicantName);
}

export async function applicationHistory(ctx: CustomsApiContext, actorId: string, id: number): Promise<ApplicationEvent[]> {
  await visibleApplication(ctx, actorId, id);
  return eventsOf(ctx, id);
}

async function eventsOf(ctx: CustomsApiContext, id: number): Promise<ApplicationEvent[]> {
  const rows = await ctx.db
    .select()
    .from(companyApplicationEvent)
    .where(eq(companyApplicationEvent.applicationId, id))
    .orderBy(asc(companyApplicationEvent.at), asc(companyApplicationEvent.id));
  return rows.map((row) => ({
    id: row.id,
    fromStatus: row.fromStatus as ApplicationStatus | null,
    toStatus: row.toStatus as ApplicationStatus,
    actorId: row.actorId,
    actorName: row.actorName,
    reason: row.reason,
    at: row.at.toISOString(),
  }));
}

export async function applicationDetail(ctx: CustomsApiContext, actorId: string, id: number): Promise<ApplicationDetail> {
  const row = await visibleApplication(ctx, actorId, id);
  const [events, documents] = await Promise.all([eventsOf(ctx, id), documentsOf(ctx, id)]);
  return { ...row, events, documents };
}

const auditView = (row: ApplicationFields & { status: ApplicationStatus }) => ({
  name: row.name,
  uscc: row.uscc,
  customsCode: row.customsCode,
  types: row.types,
  legalRepresentative: row.legalRepresentative,
  contactName: row.contactName,
  contactPhone: row.contactPhone,
  address: row.address,
  status: row.status,
});

export async function createApplication(ctx: CustomsApiContext, actor: SessionMember, fields: ApplicationFields): Promise<ApplicationDetail> {
  const now = ctx.now();
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(a)
      .values({ ...fields, applicantId: actor.id, status: 'draft', createdAt: now, updatedAt: now })
      .returning({ id: a.id });
    if (!row) throw new Error('application not inserted');
    await tx.insert(companyApplicationEvent).values({ applicationId: row.id, fromStatus: null, toStatus: 'draft', actorId: actor.id, actorName: actor.name, at: now });
    await recordAudit(tx, actor, now, { action: 'application.create', targetType: 'application', targetId: String(row.id), targetName: fields.name, after: auditView({ ...fields, status: 'draft' }) });
    return row.id;
  });
  return applicationDetail(ctx, actor.id, id);
}

export async function updateApplication(ctx: CustomsApiContext, actor: SessionMember, id: number, fields: ApplicationFields): Promise<ApplicationDetail> {
  const before = await visibleApplication(ctx, actor.id, id);
  assertEditable(before);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(a)
      .set({ ...fields, updatedAt: now })
      .where(and(eq(a.id, id), inArray(a.status, [...EDITABLE_STATUSES])))
      .returning({ id: a.id });
    if (updated.length === 0) throw invalid('备案申请状态已变化，请刷新后重试');
    await recordAudit(tx, actor, now, {
      action: 'application.update',
      targetType: 'application',
      targetId: String(id),
      targetName: fields.name,
      before: auditView(before),
      after: auditView({ ...fields, status: before.status }),
    });
  });
  return applicationDetail(ctx, actor.id, id);
}

/**
 * Moves the application along one transition, refusing (code 1, naming the current status) any
 * move the workflow does not allow. The status is checked again in the UPDATE, so two reviewers
 * acting at once cannot both succeed.
 */
export async function transitionApplication(ctx: CustomsApiContext, actor: SessionMember, id: number, action: ApplicationAction, reason?: string): Promise<ApplicationDetail> {
  const before = await visibleApplication(ctx, actor.id, id);
  const transition = TRANSITIONS[action];
  if (!(transition.from as readonly ApplicationStatus[]).includes(before.status)) throw illegalTransition(before.status, transition.name);
  if (action === 'submit') await assertNoOtherPending(ctx, before);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const decided = action === 'approve' || action === 'reject' ? { decidedAt: now, decidedBy: actor.name } : {};
    let companyId = before.companyId;
    if (action === 'approve') companyId = await upsertCompany(tx, before, now);
    if (action === 'authenticate' && companyId) await tx.update(company).set({ authenticatedAt: now, updatedAt: now }).where(eq(company.id, companyId));
    const updated = await tx
      .update(a)
      .set({
        status: transition.to,
        updatedAt: now,
        companyId,
        ...decided,
        ...(action === 'submit' ? { submittedAt: now, rejectReason: null } : {}),
        ...(action === 'reject' ? { rejectReason: reason ?? '' } : {}),
      })
      .where(and(eq(a.id, id), eq(a.status, before.status)))
      .returning({ id: a.id });
    if (updated.length === 0) throw invalid('备案申请状态已变化，请刷新后重试');
    if (action === 'approve' && companyId) {
      // An applicant without a company becomes a member of the one it registered.
      await tx
        .update(member)
        .set({ companyId, updatedAt: now })
        .where(and(eq(member.id, before.applicantId), sql`${member.companyId} is null`));
    }
    await tx.insert(companyApplicationEvent).values({ applicationId: id, fromStatus: before.status, toStatus: transition.to, actorId: actor.id, actorName: actor.name, reason: reason ?? null, at: now });
    await recordAudit(tx, actor, now, {
      action: `application.${action}`,
      targetType: 'application',
      targetId: String(id),
      targetName: before.name,
      before: { status: before.status },
      after: { status: transition.to, companyId },
      reason: reason ?? null,
    });
  });
  return applicationDetail(ctx, actor.id, id);
}

/** One application per USCC under review at a time. */
async function assertNoOtherPending(ctx: CustomsApiContext, application: ApplicationRow) {
  const [other] = await ctx.db
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.uscc, application.uscc), eq(a.status, 'submitted'), ne(a.id, application.id)))
    .limit(1);
  if (other) throw invalid(`该统一社会信用代码已有待审核的备案申请 (#${other.id})`);
}

type Tx = Parameters<Parameters<CustomsApiContext['db']['transaction']>[0]>[0];

/** Approval creates the company, or updates the one with this USCC (a change of registration). */
async function upsertCompany(tx: Tx, application: ApplicationRow, now: Date): Promise<string> {
  const fields = {
    name: application.name,
    customsCode: application.customsCode,
    types: application.types,
    legalRepresentative: application.legalRepresentative,
    contactName: application.contactName,
    contactPhone: application.contactPhone,
    address: application.address,
    updatedAt: now,
  };
  const [existing] = await tx.select({ id: company.id }).from(company).where(eq(company.uscc, application.uscc));
  if (existing) {
    await tx.update(company).set(fields).where(eq(company.id, existing.id));
    return existing.id;
  }
  const id = `company-${application.uscc.toLowerCase()}`;
  await tx.insert(company).values({ id, uscc: application.uscc, ...fields, createdAt: now });
  return id;
}

/** Applications naming this company (by id or USCC), newest first. */
export async function applicationsOfCompany(ctx: CustomsApiContext, companyId: string, uscc: string): Promise<ApplicationRow[]> {
  const rows = await ctx.db
    .select(selection)
    .from(a)
    .leftJoin(member, eq(member.id, a.applicantId))
    .where(and(or(eq(a.companyId, companyId), eq(a.uscc, uscc)), ne(a.status, 'draft')))
    .orderBy(desc(a.updatedAt), desc(a.id));
  return rows.map((row) => rowOf(row.application, row.applicantName));
}
