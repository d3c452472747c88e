import { count, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { company, dictionaryItem, dictionaryType, groupResource, member, memberGroup, permissionGroup, resource } from '../db/schema';
import { hashPassword } from '../services/passwords';
import { DEMO_COMPANIES, DEMO_GROUPS, DEMO_MEMBERS } from './demo';
import { DICTIONARY_SEED, parseDictionaryItems } from './dictionaries';
import { MODULE_TREE, OPERATOR_ACTIONS, OPERATOR_MODULE_CODES, OPERATOR_PAGE_ACTIONS, type ModuleSeed } from './modules';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const SUPER_ADMIN_GROUP = 'group-super-admin';
const OPERATOR_GROUP = 'group-operator';

/**
 * Seeds an empty database (no members) in one transaction, then syncs the module tree (every
 * startup). Returns whether it seeded.
 */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [members] = await db.select({ total: count() }).from(member);
  const empty = (members?.total ?? 0) === 0;
  if (empty) {
    const passwordHashes = await Promise.all(DEMO_MEMBERS.map((demo) => hashPassword(demo.password)));
    await db.transaction(async (tx) => {
      await tx.insert(company).values(DEMO_COMPANIES);
      await tx.insert(permissionGroup).values(DEMO_GROUPS);
      await tx.insert(member).values(
        DEMO_MEMBERS.map((demo, index) => ({ id: demo.id, username: demo.username, name: demo.name, companyId: demo.companyId, passwordHash: passwordHashes[index] ?? '' })),
      );
      const memberGroups = DEMO_MEMBERS.flatMap((demo) => demo.groupIds.map((groupId) => ({ memberId: demo.id, groupId })));
      await tx.insert(memberGroup).values(memberGroups);
      await insertDictionaries(tx);
    });
  }
  await syncModules(db);
  return empty;
}

type Grant = { groupId: string; resourceId: number };

/**
 * Inserts the resources of MODULE_TREE missing by code (so existing databases get new menus and
 * buttons) under their parent as it is now, and grants them to the super-administrator group
 * (and the operator's share to the operator group). Rows that exist are never touched: names,
 * order, visibility and grants edited by administrators stay. Returns how many were inserted.
 */
export async function syncModules(db: Db): Promise<number> {
  const existing = await db.select({ id: resource.id, code: resource.code }).from(resource);
  const idByCode = new Map(existing.map((row) => [row.code, row.id]));
  const groups = new Set(
    (await db.select({ id: permissionGroup.id }).from(permissionGroup).where(inArray(permissionGroup.id, [SUPER_ADMIN_GROUP, OPERATOR_GROUP]))).map((row) => row.id),
  );
  const grants: Grant[] = [];
  let inserted = 0;
  const grant = (groupId: string, resourceIds: readonly number[]) => {
    if (groups.has(groupId)) for (const resourceId of resourceIds) grants.push({ groupId, resourceId });
  };

  const walk = async (tx: Tx, nodes: ModuleSeed[], parentId: number | null, ancestors: number[], operatorModule: boolean) => {
    for (const [index, node] of nodes.entries()) {
      const forOperator = operatorModule || (parentId === null && OPERATOR_MODULE_CODES.includes(node.code));
      const operatorActions = forOperator ? OPERATOR_ACTIONS : OPERATOR_PAGE_ACTIONS[node.code];
      let id = idByCode.get(node.code);
      if (id === undefined) {
        const [row] = await tx
          .insert(resource)
          .values({ parentId, code: node.code, name: node.name, param: node.param ?? '', type: node.type ?? 'MENU', icon: node.icon ?? '', sort: index + 1 })
          .returning({ id: resource.id });
        if (!row) throw new Error(`seed: resource ${node.code} not inserted`);
        id = row.id;
        inserted++;
        grant(SUPER_ADMIN_GROUP, [id]);
        if (operatorActions) grant(OPERATOR_GROUP, [...ancestors, id]);
      }
      for (const [buttonIndex, button] of (node.buttons ?? []).entries()) {
        if (idByCode.has(button.code)) continue;
        const [row] = await tx
          .insert(resource)
          .values({ parentId: id, code: button.code, name: button.name, type: 'BUTTON', sort: buttonIndex + 1 })
          .returning({ id: resource.id });
        if (!row) throw new Error(`seed: resource ${button.code} not inserted`);
        idByCode.set(button.code, row.id);
        inserted++;
        grant(SUPER_ADMIN_GROUP, [row.id]);
        if (operatorActions?.some((action) => button.code === `${node.code}_${action}`)) grant(OPERATOR_GROUP, [...ancestors, id, row.id]);
      }
      await walk(tx, node.menus ?? [], id, [...ancestors, id], forOperator);
    }
  };

  await db.transaction(async (tx) => {
    await walk(tx, MODULE_TREE, null, [], false);
    if (grants.length > 0) await tx.insert(groupResource).values(grants).onConflictDoNothing();
  });
  return inserted;
}

async function insertDictionaries(tx: Tx) {
  for (const [code, { name, items }] of Object.entries(DICTIONARY_SEED)) {
    await tx.insert(dictionaryType).values({ code, name });
    await tx.insert(dictionaryItem).values(parseDictionaryItems(items).map((item) => ({ ...item, typeCode: code })));
  }
}
