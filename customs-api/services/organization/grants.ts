import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groupResource, memberGroup, resource } from '../../db/schema';
import { invalid } from '../../http/errors';

/** Resource ids the member holds through any of its groups. */
export async function memberResourceIds(db: Pick<Db, 'select' | 'selectDistinct'>, memberId: string): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ id: groupResource.resourceId })
    .from(groupResource)
    .innerJoin(memberGroup, eq(memberGroup.groupId, groupResource.groupId))
    .where(eq(memberGroup.memberId, memberId));
  return new Set(rows.map((row) => row.id));
}

export async function groupResourceIds(db: Pick<Db, 'select' | 'selectDistinct'>, groupIds: readonly string[]): Promise<Set<number>> {
  if (groupIds.length === 0) return new Set();
  const rows = await db.selectDistinct({ id: groupResource.resourceId }).from(groupResource).where(inArray(groupResource.groupId, [...groupIds]));
  return new Set(rows.map((row) => row.id));
}

/**
 * No one hands out more than they hold: granting resources to a group, or putting a member in a
 * group, is refused (code 1) when it would pass on a resource the acting member does not hold itself.
 */
export async function assertActorHolds(db: Pick<Db, 'select' | 'selectDistinct'>, actorId: string, resourceIds: Iterable<number>): Promise<void> {
  const held = await memberResourceIds(db, actorId);
  const missing = [...resourceIds].filter((id) => !held.has(id));
  if (missing.length === 0) return;
  const codes = await db.select({ code: resource.code }).from(resource).where(inArray(resource.id, missing.slice(0, 5)));
  throw invalid(`不能授予本人没有的权限: ${codes.map((row) => row.code).join(', ')}`);
}
