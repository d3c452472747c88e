import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { CustomsApiContext } from '../../context';
import type { PageQuery, PageResult } from '../../contract/query';
import type { GroupDetail, GroupRow } from '../../contract/organization';
import { groupResource, member, memberGroup, permissionGroup, resource } from '../../db/schema';
import { invalid } from '../../http/errors';
import { recordAudit } from '../audit';
import { Terms, orderBy, pageWindow, resolveSort, termsToWhere, type ColumnMap, type SortKey } from '../query/terms';
import type { SessionMember } from '../tokens';
import { assertActorHolds } from './grants';
import { SUPER_ADMIN_GROUP_ID } from './resources';

type GroupRecord = typeof permissionGroup.$inferSelect;

const memberCount = sql<number>`(select count(*) from ${memberGroup} inner join ${member} on ${member.id} = ${memberGroup.memberId} where ${memberGroup.groupId} = ${permissionGroup.id} and ${member.deletedAt} is null)`.mapWith(Number);
const resourceCount = sql<number>`(select count(*) from ${groupResource} where ${groupResource.groupId} = ${permissionGroup.id})`.mapWith(Number);

export const GROUP_COLUMNS: ColumnMap = {
  code: { column: permissionGroup.code, kind: 'text', terms: Terms.text, sortable: true },
  name: { column: permissionGroup.name, kind: 'text', terms: Terms.text, sortable: true },
  description: { column: permissionGroup.description, kind: 'text', terms: Terms.text, sortable: true },
  createdAt: { column: permissionGroup.createdAt, kind: 'timestamp', terms: Terms.range, sortable: true },
};
const DEFAULT_SORT: SortKey[] = [{ name: 'createdAt', column: permissionGroup.createdAt, direction: 'asc' }];
const TIE: SortKey = { name: 'id', column: permissionGroup.id, direction: 'asc' };

const permissionGroupColumns = {
  id: permissionGroup.id,
  code: permissionGroup.code,
  name: permissionGroup.name,
  description: permissionGroup.description,
  createdAt: permissionGroup.createdAt,
};

const groupRow = (record: GroupRecord & { memberCount: number; resourceCount: number }): GroupRow => ({ ...record, createdAt: record.createdAt.toISOString() });

export async function groupPage(ctx: CustomsApiContext, query: PageQuery): Promise<PageResult<GroupRow>> {
  const where = termsToWhere(GROUP_COLUMNS, query.terms);
  const keys = resolveSort(GROUP_COLUMNS, query.sort, DEFAULT_SORT, TIE);
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ ...permissionGroupColumns, memberCount, resourceCount })
      .from(permissionGroup)
      .where(where)
      .orderBy(...orderBy(keys))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ total: count() }).from(permissionGroup).where(where),
  ]);
  return { rows: rows.map(groupRow), total: total?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

export async function groupDetail(ctx: CustomsApiContext, id: string): Promise<GroupDetail> {
  const [record] = await ctx.db.select({ ...permissionGroupColumns, memberCount, resourceCount }).from(permissionGroup).where(eq(permissionGroup.id, id));
  if (!record) throw invalid(`权限组不存在: ${id}`);
  const [granted, members] = await Promise.all([
    ctx.db
      .select({ id: resource.id, code: resource.code })
      .from(groupResource)
      .innerJoin(resource, eq(resource.id, groupResource.resourceId))
      .where(eq(groupResource.groupId, id))
      .orderBy(asc(resource.id)),
    ctx.db
      .select({ id: member.id, username: member.username, name: member.name })
      .from(memberGroup)
      .innerJoin(member, eq(member.id, memberGroup.memberId))
      .where(and(eq(memberGroup.groupId, id), isNull(member.deletedAt)))
      .orderBy(asc(member.username)),
  ]);
  return { ...groupRow(record), resourceIds: granted.map((row) => row.id), resourceCodes: granted.map((row) => row.code), members };
}

export async function createGroup(ctx: CustomsApiContext, actor: SessionMember, input: { code: string; name: string; description: string }): Promise<GroupDetail> {
  const [taken] = await ctx.db.select({ id: permissionGroup.id }).from(permissionGroup).where(eq(permissionGroup.code, input.code));
  if (taken) throw invalid(`权限组编码已存在: ${input.code}`);
  const id = `group-${crypto.randomUUID()}`;
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(permissionGroup).values({ id, ...input, createdAt: now });
    await recordAudit(tx, actor, now, { action: 'group.create', targetType: 'group', targetId: id, targetName: input.code, after: input });
  });
  return groupDetail(ctx, id);
}

export async function updateGroup(ctx: CustomsApiContext, actor: SessionMember, input: { id: string; name: string; description: string }): Promise<GroupDetail> {
  const before = await groupDetail(ctx, input.id);
  await ctx.db.transaction(async (tx) => {
    await tx.update(permissionGroup).set({ name: input.name, description: input.description }).where(eq(permissionGroup.id, input.id));
    await recordAudit(tx, actor, ctx.now(), {
      action: 'group.update',
      targetType: 'group',
      targetId: input.id,
      targetName: before.code,
      before: { name: before.name, description: before.description },
      after: { name: input.name, description: input.description },
    });
  });
  return groupDetail(ctx, input.id);
}

/** The super-administrator group and groups that still have members cannot be deleted. */
export async function deleteGroup(ctx: CustomsApiContext, actor: SessionMember, id: string): Promise<void> {
  const before = await groupDetail(ctx, id);
  if (id === SUPER_ADMIN_GROUP_ID) throw invalid('超级管理员权限组不能删除');
  if (before.members.length > 0) throw invalid(`权限组仍有${before.members.length}名成员，请先移除成员`);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(permissionGroup).where(eq(permissionGroup.id, id));
    await recordAudit(tx, actor, ctx.now(), {
      action: 'group.delete',
      targetType: 'group',
      targetId: id,
      targetName: before.code,
      before: { code: before.code, name: before.name, description: before.description, resources: before.resourceCodes },
    });
  });
}

/**
 * Replaces the group's grants. A granted resource brings its ancestors along (a button its page,
 * a page its directories), so that it shows in the module tree and its calls pass.
 */
export async function grantGroup(ctx: CustomsApiContext, actor: SessionMember, input: { id: string; resourceIds: number[]; codes: string[] }): Promise<GroupDetail> {
  const before = await groupDetail(ctx, input.id);
  const rows = await ctx.db.select({ id: resource.id, code: resource.code, parentId: resource.parentId }).from(resource);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const byCode = new Map(rows.map((row) => [row.code, row]));
  const unknownIds = input.resourceIds.filter((id) => !byId.has(id));
  const unknownCodes = input.codes.filter((code) => !byCode.has(code));
  if (unknownIds.length + unknownCodes.length > 0) throw invalid(`资源不存在: ${[...unknownIds, ...unknownCodes].slice(0, 10).join(', ')}`);
  const granted = new Set<number>();
  for (const start of [...input.resourceIds, ...input.codes.map((code) => byCode.get(code)?.id as number)]) {
    for (let cursor = byId.get(start); cursor && !granted.has(cursor.id); cursor = cursor.parentId === null ? undefined : byId.get(cursor.parentId)) {
      granted.add(cursor.id);
    }
  }
  const previous = new Set(before.resourceIds);
  await assertActorHolds(
    ctx.db,
    actor.id,
    [...granted].filter((id) => !previous.has(id)),
  );
  const codes = (ids: Iterable<number>) => [...ids].map((id) => byId.get(id)?.code ?? String(id)).sort();
  await ctx.db.transaction(async (tx) => {
    await tx.delete(groupResource).where(eq(groupResource.groupId, input.id));
    if (granted.size > 0) await tx.insert(groupResource).values([...granted].map((resourceId) => ({ groupId: input.id, resourceId })));
    await recordAudit(tx, actor, ctx.now(), {
      action: 'group.grant',
      targetType: 'group',
      targetId: input.id,
      targetName: before.code,
      before: { resources: codes(previous) },
      after: { resources: codes(granted) },
    });
  });
  return groupDetail(ctx, input.id);
}

