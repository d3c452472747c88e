import { and, asc, count, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { CustomsApiContext } from '../../context';
import type { PageQuery, PageResult } from '../../contract/query';
import type { ResourceNode, ResourceRow, ResourceType } from '../../contract/organization';
import type { Db } from '../../db/client';
import { groupResource, permissionGroup, resource } from '../../db/schema';
import { invalid } from '../../http/errors';
import { recordAudit } from '../audit';
import { Terms, orderBy, pageWindow, resolveSort, termsToWhere, type ColumnMap, type SortKey } from '../query/terms';
import type { SessionMember } from '../tokens';

type ResourceRecord = typeof resource.$inferSelect;

/** The group that holds every resource: resources created by administrators are granted to it too. */
export const SUPER_ADMIN_GROUP_ID = 'group-super-admin';

async function allResources(db: Pick<Db, 'select'>): Promise<ResourceRecord[]> {
  return db.select().from(resource).orderBy(asc(resource.sort), asc(resource.id));
}

/** Every resource (hidden ones and buttons included) as a tree ordered by sort. */
export async function resourceTree(db: Pick<Db, 'select'>): Promise<ResourceNode[]> {
  const rows = await allResources(db);
  const children = new Map<number | null, ResourceRecord[]>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const build = (parentId: number | null): ResourceNode[] => (children.get(parentId) ?? []).map((row) => ({ ...row, children: build(row.id) }));
  return build(null);
}

export const RESOURCE_COLUMNS: ColumnMap = {
  code: { column: resource.code, kind: 'text', terms: Terms.text, sortable: true },
  name: { column: resource.name, kind: 'text', terms: Terms.text, sortable: true },
  param: { column: resource.param, kind: 'text', terms: Terms.text, sortable: true },
  type: { column: resource.type, kind: 'text', terms: Terms.eq, sortable: true },
  hidden: { column: resource.hidden, kind: 'boolean', terms: Terms.eq, sortable: true },
  parentId: { column: resource.parentId, kind: 'number', terms: Terms.eq },
};
const DEFAULT_SORT: SortKey[] = [{ name: 'code', column: resource.code, direction: 'asc' }];
const TIE: SortKey = { name: 'id', column: resource.id, direction: 'asc' };

/** Flat list of resources with their parent's code (resource management page). */
export async function resourcePage(ctx: CustomsApiContext, query: PageQuery): Promise<PageResult<ResourceRow>> {
  const where = termsToWhere(RESOURCE_COLUMNS, query.terms);
  const keys = resolveSort(RESOURCE_COLUMNS, query.sort, DEFAULT_SORT, TIE);
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const [rows, [total], codes] = await Promise.all([
    ctx.db.select().from(resource).where(where).orderBy(...orderBy(keys)).limit(limit).offset(offset),
    ctx.db.select({ total: count() }).from(resource).where(where),
    ctx.db.select({ id: resource.id, code: resource.code }).from(resource),
  ]);
  const codeOf = new Map(codes.map((row) => [row.id, row.code]));
  return {
    rows: rows.map((row) => ({ ...row, parentCode: row.parentId === null ? null : (codeOf.get(row.parentId) ?? null) })),
    total: total?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function resourceById(db: Pick<Db, 'select'>, id: number): Promise<ResourceRecord> {
  const [row] = await db.select().from(resource).where(eq(resource.id, id));
  if (!row) throw invalid(`资源不存在: ${id}`);
  return row;
}

/** Buttons hang under a page and are named after it; nothing hangs under a button. */
function checkPlacement(type: ResourceType, code: string, parentRow: ResourceRecord | null) {
  if (parentRow?.type === 'BUTTON') throw invalid('按钮下不能再添加资源');
  if (type !== 'BUTTON') return;
  if (!parentRow) throw invalid('按钮必须属于一个菜单');
  if (!code.startsWith(`${parentRow.code}_`)) throw invalid(`按钮编码应以所属菜单编码开头: ${parentRow.code}_...`);
}

const siblingCondition = (parentId: number | null): SQL => (parentId === null ? isNull(resource.parentId) : eq(resource.parentId, parentId));

const auditView = (row: ResourceRecord) => ({ parentId: row.parentId, code: row.code, name: row.name, param: row.param, type: row.type, icon: row.icon, sort: row.sort, hidden: row.hidden });

type CreateInput = { parentId: number | null; code: string; name: string; param: string; type: ResourceType; icon: string; hidden: boolean };

export async function createResource(ctx: CustomsApiContext, actor: SessionMember, input: CreateInput): Promise<ResourceNode> {
  const parentRow = input.parentId === null ? null : await resourceById(ctx.db, input.parentId);
  checkPlacement(input.type, input.code, parentRow);
  const [taken] = await ctx.db.select({ id: resource.id }).from(resource).where(eq(resource.code, input.code));
  if (taken) throw invalid(`资源编码已存在: ${input.code}`);
  const siblings = await ctx.db.select({ sort: resource.sort }).from(resource).where(siblingCondition(input.parentId));
  const sort = Math.max(0, ...siblings.map((row) => row.sort)) + 1;
  const created = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(resource).values({ ...input, sort }).returning();
    if (!row) throw new Error('resource not inserted');
    const [superAdmin] = await tx.select({ id: permissionGroup.id }).from(permissionGroup).where(eq(permissionGroup.id, SUPER_ADMIN_GROUP_ID));
    if (superAdmin) await tx.insert(groupResource).values({ groupId: superAdmin.id, resourceId: row.id });
    await recordAudit(tx, actor, ctx.now(), { action: 'resource.create', targetType: 'resource', targetId: String(row.id), targetName: row.code, after: auditView(row) });
    return row;
  });
  return { ...created, children: [] };
}

type UpdateInput = { id: number; name: string; param: string; icon: string; hidden?: boolean };

export async function updateResource(ctx: CustomsApiContext, actor: SessionMember, input: UpdateInput): Promise<ResourceRecord> {
  const before = await resourceById(ctx.db, input.id);
  const after = { ...before, name: input.name, param: input.param, icon: input.icon, hidden: input.hidden ?? before.hidden };
  await ctx.db.transaction(async (tx) => {
    await tx.update(resource).set({ name: after.name, param: after.param, icon: after.icon, hidden: after.hidden }).where(eq(resource.id, input.id));
    await recordAudit(tx, actor, ctx.now(), {
      action: 'resource.update',
      targetType: 'resource',
      targetId: String(before.id),
      targetName: before.code,
      before: auditView(before),
      after: auditView(after),
    });
  });
  return after;
}

export async function hideResource(ctx: CustomsApiContext, actor: SessionMember, id: number, hidden: boolean): Promise<ResourceRecord> {
  const before = await resourceById(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    await tx.update(resource).set({ hidden }).where(eq(resource.id, id));
    await recordAudit(tx, actor, ctx.now(), {
      action: 'resource.hide',
      targetType: 'resource',
      targetId: String(id),
      targetName: before.code,
      before: { hidden: before.hidden },
      after: { hidden },
    });
  });
  return { ...before, hidden };
}

/** Drag and drop: puts the resource at `index` among the children of `parentId` and renumbers those siblings. */
export async function moveResource(ctx: CustomsApiContext, actor: SessionMember, id: number, parentId: number | null, index: number): Promise<ResourceNode[]> {
  const moving = await resourceById(ctx.db, id);
  const rows = await allResources(ctx.db);
  const parentRow = parentId === null ? null : (rows.find((row) => row.id === parentId) ?? null);
  if (parentId !== null && !parentRow) throw invalid(`资源不存在: ${parentId}`);
  // The new parent may not be the resource itself or one of its descendants.
  for (let cursor = parentRow; cursor; cursor = rows.find((row) => row.id === cursor?.parentId) ?? null) {
    if (cursor.id === id) throw invalid('不能把资源移动到它自己或它的下级之下');
  }
  if (parentRow?.type === 'BUTTON') throw invalid('按钮下不能再添加资源');
  if (moving.type === 'BUTTON' && parentRow?.id !== moving.parentId) throw invalid('按钮只能在所属菜单内调整顺序');
  const siblings = rows.filter((row) => row.parentId === parentId && row.id !== id);
  const ordered = [...siblings.slice(0, index), moving, ...siblings.slice(index)];
  await ctx.db.transaction(async (tx) => {
    for (const [position, row] of ordered.entries()) {
      const sort = position + 1;
      if (row.id === id) await tx.update(resource).set({ parentId, sort }).where(eq(resource.id, id));
      else if (row.sort !== sort) await tx.update(resource).set({ sort }).where(eq(resource.id, row.id));
    }
    await recordAudit(tx, actor, ctx.now(), {
      action: 'resource.move',
      targetType: 'resource',
      targetId: String(id),
      targetName: moving.code,
      before: { parentId: moving.parentId, sort: moving.sort },
      after: { parentId, sort: ordered.indexOf(moving) + 1 },
    });
  });
  return resourceTree(ctx.db);
}

export async function deleteResource(ctx: CustomsApiContext, actor: SessionMember, id: number): Promise<void> {
  const before = await resourceById(ctx.db, id);
  const [child] = await ctx.db
    .select({ id: resource.id })
    .from(resource)
    .where(and(eq(resource.parentId, id), ne(resource.id, id)))
    .limit(1);
  if (child) throw invalid('该资源下还有子菜单或按钮，请先删除或移走它们');
  await ctx.db.transaction(async (tx) => {
    await tx.delete(resource).where(eq(resource.id, id));
    await recordAudit(tx, actor, ctx.now(), { action: 'resource.delete', targetType: 'resource', targetId: String(id), targetName: before.code, before: auditView(before) });
  });
}
