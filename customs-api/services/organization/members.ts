import { and, asc, count, eq, gt, inArray, isNull, max, not, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { CustomsApiContext } from '../../context';
import type { PageQuery, PageResult, SearchTerm } from '../../contract/query';
import type {
  MemberCreated,
  MemberDetail,
  MemberOptions,
  MemberRow,
  MemberStatus,
  PasswordResetResult,
  UserRow,
} from '../../contract/organization';
import type { Db } from '../../db/client';
import { company, loginLock, member, memberAttributeValue, memberGroup, permissionGroup, sessionToken } from '../../db/schema';
import { invalid } from '../../http/errors';
import { recordAudit } from '../audit';
import { unlockUsername, usernameLocks } from '../lockout';
import { hashPassword, passwordPolicy, temporaryPassword } from '../passwords';
import { dataScopeFor, type DataScope } from '../query/scope';
import { Terms, orderBy, pageWindow, resolveSort, termsToWhere, type ColumnMap, type SortKey } from '../query/terms';
import type { SessionMember } from '../tokens';
import { attributeDefs, checkedAttributeValues } from './attributes';
import { assertActorHolds, groupResourceIds } from './grants';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type MemberRecord = typeof member.$inferSelect;

const lockedNow = (now: Date) =>
  sql`exists (select 1 from ${loginLock} where ${loginLock.subject} = 'username:' || ${member.username} and ${gt(loginLock.lockedUntil, now)})`;

const text = (column: AnyColumn) => ({ column, kind: 'text' as const, terms: Terms.text, sortable: true });
export const MEMBER_COLUMNS: ColumnMap = {
  username: text(member.username),
  name: text(member.name),
  phone: text(member.phone),
  email: text(member.email),
  companyId: { column: member.companyId, kind: 'text', terms: Terms.eq },
  companyName: { column: company.name, kind: 'text', terms: Terms.text },
  enabled: { column: member.enabled, kind: 'boolean', terms: Terms.eq, sortable: true },
  mustChangePassword: { column: member.mustChangePassword, kind: 'boolean', terms: Terms.eq },
  createdAt: { column: member.createdAt, kind: 'timestamp', terms: Terms.range, sortable: true },
  updatedAt: { column: member.updatedAt, kind: 'timestamp', terms: Terms.range, sortable: true },
};
const DEFAULT_SORT: SortKey[] = [{ name: 'createdAt', column: member.createdAt, direction: 'asc' }];
const TIE: SortKey = { name: 'id', column: member.id, direction: 'asc' };

/** `status` is computed (locks live apart), so it is taken out of the terms and turned into SQL here. */
function statusCondition(terms: readonly SearchTerm[], now: Date): { rest: SearchTerm[]; condition: SQL | undefined } {
  const status = terms.find((term) => term.column === 'status');
  const rest = terms.filter((term) => term.column !== 'status');
  if (!status || status.value === null || status.value === '') return { rest, condition: undefined };
  if (status.termType !== 'eq') throw invalid('查询字段 status 只支持 eq');
  switch (status.value as MemberStatus) {
    case 'active':
      return { rest, condition: and(eq(member.enabled, true), not(lockedNow(now))) };
    case 'disabled':
      return { rest, condition: eq(member.enabled, false) };
    case 'locked':
      return { rest, condition: lockedNow(now) };
    default:
      throw invalid('查询字段 status 的值无效: 应为 active、disabled 或 locked');
  }
}

/** Members of the platform company manage everyone; others only the members of their own company. */
const scopeCondition = (scope: DataScope): SQL | undefined =>
  scope.all ? undefined : scope.company ? eq(member.companyId, scope.company.id) : sql`false`;

async function visibleMember(ctx: CustomsApiContext, actorId: string, id: string): Promise<MemberRecord> {
  const scope = await dataScopeFor(ctx.db, actorId);
  const [record] = await ctx.db
    .select()
    .from(member)
    .where(and(eq(member.id, id), isNull(member.deletedAt), scopeCondition(scope)))
    .limit(1);
  if (!record) throw invalid('成员不存在或无权操作');
  return record;
}

async function rowsOf(ctx: CustomsApiContext, records: (MemberRecord & { companyName: string | null })[]): Promise<MemberRow[]> {
  const ids = records.map((record) => record.id);
  const [groups, locks] = await Promise.all([
    ids.length === 0
      ? []
      : ctx.db
          .select({ memberId: memberGroup.memberId, id: permissionGroup.id, code: permissionGroup.code, name: permissionGroup.name })
          .from(memberGroup)
          .innerJoin(permissionGroup, eq(permissionGroup.id, memberGroup.groupId))
          .where(inArray(memberGroup.memberId, ids))
          .orderBy(asc(permissionGroup.code)),
    usernameLocks(ctx, records.map((record) => record.username)),
  ]);
  return records.map((record) => {
    const lockedUntil = locks.get(record.username) ?? null;
    return {
      id: record.id,
      username: record.username,
      name: record.name,
      companyId: record.companyId,
      companyName: record.companyName,
      phone: record.phone,
      email: record.email,
      enabled: record.enabled,
      status: !record.enabled ? 'disabled' : lockedUntil ? 'locked' : 'active',
      lockedUntil: lockedUntil?.toISOString() ?? null,
      mustChangePassword: record.mustChangePassword,
      passwordChangedAt: record.passwordChangedAt.toISOString(),
      groups: groups.filter((group) => group.memberId === record.id).map(({ id, code, name }) => ({ id, code, name })),
      createdAt: record.createdAt.toISOString(),
      updatedAt: record.updatedAt.toISOString(),
    };
  });
}

export async function memberPage(ctx: CustomsApiContext, actorId: string, query: PageQuery): Promise<PageResult<MemberRow>> {
  const { rest, condition } = statusCondition(query.terms, ctx.now());
  const scope = await dataScopeFor(ctx.db, actorId);
  const where = and(isNull(member.deletedAt), termsToWhere(MEMBER_COLUMNS, rest), condition, scopeCondition(scope));
  const keys = resolveSort(MEMBER_COLUMNS, query.sort, DEFAULT_SORT, TIE);
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const [records, [total]] = await Promise.all([
    ctx.db
      .select({ member, companyName: company.name })
      .from(member)
      .leftJoin(company, eq(company.id, member.companyId))
      .where(where)
      .orderBy(...orderBy(keys))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ total: count() }).from(member).leftJoin(company, eq(company.id, member.companyId)).where(where),
  ]);
  const rows = await rowsOf(
    ctx,
    records.map((record) => ({ ...record.member, companyName: record.companyName })),
  );
  return { rows, total: total?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/** The user list: the member page plus each member's last login (newest token). */
export async function userPage(ctx: CustomsApiContext, actorId: string, query: PageQuery): Promise<PageResult<UserRow>> {
  const page = await memberPage(ctx, actorId, query);
  return { ...page, rows: await withLastLogin(ctx, page.rows) };
}

async function withLastLogin(ctx: CustomsApiContext, rows: MemberRow[]): Promise<UserRow[]> {
  const ids = rows.map((row) => row.id);
  const logins =
    ids.length === 0
      ? []
      : await ctx.db
          .select({ memberId: sessionToken.memberId, at: max(sessionToken.createdAt) })
          .from(sessionToken)
          .where(inArray(sessionToken.memberId, ids))
          .groupBy(sessionToken.memberId);
  const byMember = new Map(logins.map((login) => [login.memberId, login.at]));
  return rows.map((row) => ({ ...row, lastLoginAt: byMember.get(row.id)?.toISOString() ?? null }));
}

export async function memberDetail(ctx: CustomsApiContext, actorId: string, id: string): Promise<MemberDetail> {
  const record = await visibleMember(ctx, actorId, id);
  return detailOf(ctx, record);
}

export async function userDetail(ctx: CustomsApiContext, actorId: string, id: string): Promise<MemberDetail & { lastLoginAt: string | null }> {
  const detail = await memberDetail(ctx, actorId, id);
  const [row] = await withLastLogin(ctx, [detail]);
  return { ...detail, lastLoginAt: row?.lastLoginAt ?? null };
}

async function detailOf(ctx: CustomsApiContext, record: MemberRecord): Promise<MemberDetail> {
  const [companyRow] = record.companyId ? await ctx.db.select({ name: company.name }).from(company).where(eq(company.id, record.companyId)) : [];
  const [row] = await rowsOf(ctx, [{ ...record, companyName: companyRow?.name ?? null }]);
  const [defs, values] = await Promise.all([
    attributeDefs(ctx.db),
    ctx.db.select().from(memberAttributeValue).where(eq(memberAttributeValue.memberId, record.id)),
  ]);
  const valueOf = new Map(values.map((value) => [value.code, value.value]));
  return { ...(row as MemberRow), attributes: defs.map((def) => ({ ...def, value: valueOf.get(def.code) ?? '' })) };
}

export async function memberOptions(ctx: CustomsApiContext, actorId: string): Promise<MemberOptions> {
  const scope = await dataScopeFor(ctx.db, actorId);
  const [groups, companies, attributes] = await Promise.all([
    ctx.db.select({ id: permissionGroup.id, code: permissionGroup.code, name: permissionGroup.name }).from(permissionGroup).orderBy(asc(permissionGroup.code)),
    ctx.db
      .select({ id: company.id, name: company.name, customsCode: company.customsCode })
      .from(company)
      .where(scope.all ? undefined : scope.company ? eq(company.id, scope.company.id) : sql`false`)
      .orderBy(asc(company.name)),
    attributeDefs(ctx.db),
  ]);
  return { groups, companies, attributes };
}

type MemberInput = {
  name: string;
  companyId: string | null;
  phone: string;
  email: string;
  groupIds: string[];
  attributes: Record<string, string>;
};

/** The company a member may be put in: any for platform members, only their own otherwise. */
async function checkedCompany(ctx: CustomsApiContext, scope: DataScope, companyId: string | null): Promise<string | null> {
  if (!scope.all) {
    if (!scope.company || (companyId !== null && companyId !== scope.company.id)) throw invalid('只能管理本企业的成员');
    return scope.company.id;
  }
  if (companyId === null) return null;
  const [found] = await ctx.db.select({ id: company.id }).from(company).where(eq(company.id, companyId));
  if (!found) throw invalid(`企业不存在: ${companyId}`);
  return companyId;
}

async function checkedGroups(ctx: CustomsApiContext, actor: SessionMember, groupIds: string[], current: readonly string[]): Promise<string[]> {
  const unique = [...new Set(groupIds)];
  if (unique.length > 0) {
    const found = await ctx.db.select({ id: permissionGroup.id }).from(permissionGroup).where(inArray(permissionGroup.id, unique));
    const missing = unique.filter((id) => !found.some((row) => row.id === id));
    if (missing.length > 0) throw invalid(`权限组不存在: ${missing.join(', ')}`);
  }
  const added = unique.filter((id) => !current.includes(id));
  await assertActorHolds(ctx.db, actor.id, await groupResourceIds(ctx.db, added));
  return unique;
}

/** What the audit log keeps of a member: no password data. */
const auditView = (detail: MemberDetail) => ({
  username: detail.username,
  name: detail.name,
  companyId: detail.companyId,
  phone: detail.phone,
  email: detail.email,
  enabled: detail.enabled,
  groups: detail.groups.map((group) => group.code),
  attributes: Object.fromEntries(detail.attributes.filter((attribute) => attribute.value !== '').map((attribute) => [attribute.code, attribute.value])),
});

async function writeGroupsAndAttributes(tx: Tx, memberId: string, groupIds: string[], attributes: Record<string, string>) {
  await tx.delete(memberGroup).where(eq(memberGroup.memberId, memberId));
  if (groupIds.length > 0) await tx.insert(memberGroup).values(groupIds.map((groupId) => ({ memberId, groupId })));
  await tx.delete(memberAttributeValue).where(eq(memberAttributeValue.memberId, memberId));
  const values = Object.entries(attributes).map(([code, value]) => ({ memberId, code, value }));
  if (values.length > 0) await tx.insert(memberAttributeValue).values(values);
}

export async function createMember(ctx: CustomsApiContext, actor: SessionMember, input: MemberInput & { username: string }): Promise<MemberCreated> {
  const username = input.username.toLowerCase();
  const [taken] = await ctx.db.select({ id: member.id }).from(member).where(eq(member.username, username));
  if (taken) throw invalid(`用户名已存在: ${username}`);
  const scope = await dataScopeFor(ctx.db, actor.id);
  const companyId = await checkedCompany(ctx, scope, input.companyId);
  const groupIds = await checkedGroups(ctx, actor, input.groupIds, []);
  const attributes = checkedAttributeValues(await attributeDefs(ctx.db), input.attributes);
  const password = temporaryPassword(await passwordPolicy(ctx.db));
  const passwordHash = await hashPassword(password);
  const id = `member-${crypto.randomUUID()}`;
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(member).values({
      id,
      username,
      name: input.name,
      companyId,
      phone: input.phone,
      email: input.email,
      passwordHash,
      mustChangePassword: true,
      passwordChangedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await writeGroupsAndAttributes(tx, id, groupIds, attributes);
  });
  const detail = await memberDetail(ctx, actor.id, id);
  await recordAudit(ctx.db, actor, now, { action: 'member.create', targetType: 'member', targetId: id, targetName: username, after: auditView(detail) });
  return { member: detail, temporaryPassword: password };
}

export async function updateMember(ctx: CustomsApiContext, actor: SessionMember, input: MemberInput & { id: string }): Promise<MemberDetail> {
  const record = await visibleMember(ctx, actor.id, input.id);
  const before = await detailOf(ctx, record);
  const scope = await dataScopeFor(ctx.db, actor.id);
  const companyId = await checkedCompany(ctx, scope, input.companyId);
  const groupIds = await checkedGroups(
    ctx,
    actor,
    input.groupIds,
    before.groups.map((group) => group.id),
  );
  const attributes = checkedAttributeValues(await attributeDefs(ctx.db), input.attributes);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.update(member).set({ name: input.name, companyId, phone: input.phone, email: input.email, updatedAt: now }).where(eq(member.id, record.id));
    await writeGroupsAndAttributes(tx, record.id, groupIds, attributes);
  });
  const after = await detailOf(ctx, { ...record, companyId });
  await recordAudit(ctx.db, actor, now, {
    action: 'member.update',
    targetType: 'member',
    targetId: record.id,
    targetName: record.username,
    before: auditView(before),
    after: auditView(after),
  });
  return after;
}

async function revokeTokens(db: Pick<Db, 'update'>, memberId: string, now: Date) {
  await db
    .update(sessionToken)
    .set({ revokedAt: now })
    .where(and(eq(sessionToken.memberId, memberId), isNull(sessionToken.revokedAt)));
}

/** Disabling ends the member's live sessions; one cannot disable oneself. */
export async function toggleMember(ctx: CustomsApiContext, actor: SessionMember, id: string, enabled: boolean): Promise<MemberDetail> {
  const record = await visibleMember(ctx, actor.id, id);
  if (!enabled && record.id === actor.id) throw invalid('不能停用自己的账号');
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.update(member).set({ enabled, updatedAt: now }).where(eq(member.id, record.id));
    if (!enabled) await revokeTokens(tx, record.id, now);
    await recordAudit(tx, actor, now, {
      action: enabled ? 'member.enable' : 'member.disable',
      targetType: 'member',
      targetId: record.id,
      targetName: record.username,
      before: { enabled: record.enabled },
      after: { enabled },
    });
  });
  return detailOf(ctx, { ...record, enabled });
}

export async function unlockMember(ctx: CustomsApiContext, actor: SessionMember, id: string): Promise<MemberDetail> {
  const record = await visibleMember(ctx, actor.id, id);
  const lockedUntil = (await usernameLocks(ctx, [record.username])).get(record.username) ?? null;
  await unlockUsername(ctx, record.username);
  await recordAudit(ctx.db, actor, ctx.now(), {
    action: 'member.unlock',
    targetType: 'member',
    targetId: record.id,
    targetName: record.username,
    before: { lockedUntil: lockedUntil?.toISOString() ?? null },
    after: { lockedUntil: null },
  });
  return detailOf(ctx, record);
}

/** A new temporary password, answered this once; the member must change it at the next login. */
export async function resetMemberPassword(ctx: CustomsApiContext, actor: SessionMember, id: string): Promise<PasswordResetResult> {
  const record = await visibleMember(ctx, actor.id, id);
  const password = temporaryPassword(await passwordPolicy(ctx.db));
  const passwordHash = await hashPassword(password);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.update(member).set({ passwordHash, mustChangePassword: true, passwordChangedAt: now, updatedAt: now }).where(eq(member.id, record.id));
    await revokeTokens(tx, record.id, now);
    await recordAudit(tx, actor, now, {
      action: 'member.resetPassword',
      targetType: 'member',
      targetId: record.id,
      targetName: record.username,
      before: { mustChangePassword: record.mustChangePassword, passwordChangedAt: record.passwordChangedAt.toISOString() },
      after: { mustChangePassword: true, passwordChangedAt: now.toISOString() },
    });
  });
  await unlockUsername(ctx, record.username);
  return { temporaryPassword: password };
}

/** Soft delete: live tokens answer 用户不存在. and the username stays taken (history keeps naming it). */
export async function deleteMember(ctx: CustomsApiContext, actor: SessionMember, id: string): Promise<void> {
  const record = await visibleMember(ctx, actor.id, id);
  if (record.id === actor.id) throw invalid('不能删除自己的账号');
  const before = await detailOf(ctx, record);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.update(member).set({ deletedAt: now, enabled: false, updatedAt: now }).where(eq(member.id, record.id));
    await tx.delete(memberGroup).where(eq(memberGroup.memberId, record.id));
    await revokeTokens(tx, record.id, now);
    await recordAudit(tx, actor, now, { action: 'member.delete', targetType: 'member', targetId: record.id, targetName: record.username, before: auditView(before) });
  });
}
