import { and, asc, eq } from 'drizzle-orm';
import type { ModuleNode } from '../contract/auth';
import type { Db } from '../db/client';
import { groupResource, memberGroup, resource } from '../db/schema';

/** Holders of the permission-management module may read any member's module tree. */
export const PERMISSION_MODULE_CODE = 'PERMISSION_MANAGEMENT';

type ResourceRow = typeof resource.$inferSelect;

async function grantedResourceIds(db: Db, memberId: string): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ id: groupResource.resourceId })
    .from(groupResource)
    .innerJoin(memberGroup, eq(memberGroup.groupId, groupResource.groupId))
    .where(eq(memberGroup.memberId, memberId));
  return new Set(rows.map((row) => row.id));
}

/**
 * The member's module tree: every granted menu or link, plus the directories above it
 * (so a grant can name a leaf alone), with the granted buttons of each page.
 */
export async function moduleTreeForMember(db: Db, memberId: string): Promise<ModuleNode[]> {
  const granted = await grantedResourceIds(db, memberId);
  if (granted.size === 0) return [];
  const rows = await db.select().from(resource).where(eq(resource.hidden, false)).orderBy(asc(resource.sort), asc(resource.id));
  const children = new Map<number | null, ResourceRow[]>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);

  const build = (parentId: number | null): ModuleNode[] =>
    (children.get(parentId) ?? []).flatMap((row): ModuleNode[] => {
      if (row.type === 'BUTTON') return [];
      const menus = build(row.id);
      if (!granted.has(row.id) && menus.length === 0) return [];
      const buttons = (children.get(row.id) ?? [])
        .filter((child) => child.type === 'BUTTON' && granted.has(child.id))
        .map(({ code, name }) => ({ code, name }));
      return [{ code: row.code, name: row.name, param: row.param, type: row.type, icon: row.icon, menus, buttons }];
    });
  return build(null);
}

/** True when one of the member's groups grants the resource with this code. */
export async function memberHasResource(db: Db, memberId: string, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: resource.id })
    .from(resource)
    .innerJoin(groupResource, eq(groupResource.resourceId, resource.id))
    .innerJoin(memberGroup, eq(memberGroup.groupId, groupResource.groupId))
    .where(and(eq(resource.code, code), eq(memberGroup.memberId, memberId)))
    .limit(1);
  return row !== undefined;
}
