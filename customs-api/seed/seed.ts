import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { company, dictionaryItem, dictionaryType, groupResource, member, memberGroup, permissionGroup, resource } from '../db/schema';
import { hashPassword } from '../services/passwords';
import { DEMO_COMPANIES, DEMO_GROUPS, DEMO_MEMBERS } from './demo';
import { DICTIONARY_SEED, parseDictionaryItems } from './dictionaries';
import { MODULE_TREE, OPERATOR_ACTIONS, OPERATOR_MODULE_CODES, type ModuleSeed } from './modules';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Grants = { all: number[]; operator: number[] };

/** Seeds an empty database (no members) in one transaction; does nothing otherwise. Returns whether it seeded. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [members] = await db.select({ total: count() }).from(member);
  if ((members?.total ?? 0) > 0) return false;
  const passwordHashes = await Promise.all(DEMO_MEMBERS.map((demo) => hashPassword(demo.password)));
  await db.transaction(async (tx) => {
    await tx.insert(company).values(DEMO_COMPANIES);
    await tx.insert(permissionGroup).values(DEMO_GROUPS);
    const grants: Grants = { all: [], operator: [] };
    await insertModules(tx, MODULE_TREE, null, false, grants);
    await tx.insert(groupResource).values([
      ...grants.all.map((resourceId) => ({ groupId: 'group-super-admin', resourceId })),
      ...grants.operator.map((resourceId) => ({ groupId: 'group-operator', resourceId })),
    ]);
    await tx.insert(member).values(
      DEMO_MEMBERS.map((demo, index) => ({ id: demo.id, username: demo.username, name: demo.name, companyId: demo.companyId, passwordHash: passwordHashes[index] ?? '' })),
    );
    const memberGroups = DEMO_MEMBERS.flatMap((demo) => demo.groupIds.map((groupId) => ({ memberId: demo.id, groupId })));
    await tx.insert(memberGroup).values(memberGroups);
    await insertDictionaries(tx);
  });
  return true;
}

async function insertModules(tx: Tx, nodes: ModuleSeed[], parentId: number | null, operatorModule: boolean, grants: Grants) {
  for (const [index, node] of nodes.entries()) {
    const forOperator = operatorModule || (parentId === null && OPERATOR_MODULE_CODES.includes(node.code));
    const [row] = await tx
      .insert(resource)
      .values({ parentId, code: node.code, name: node.name, param: node.param ?? '', type: node.type ?? 'MENU', icon: node.icon ?? '', sort: index + 1 })
      .returning({ id: resource.id });
    if (!row) throw new Error(`seed: resource ${node.code} not inserted`);
    grants.all.push(row.id);
    if (forOperator) grants.operator.push(row.id);
    const buttons = node.buttons ?? [];
    if (buttons.length > 0) {
      const rows = await tx
        .insert(resource)
        .values(buttons.map((button, buttonIndex) => ({ parentId: row.id, code: button.code, name: button.name, type: 'BUTTON' as const, sort: buttonIndex + 1 })))
        .returning({ id: resource.id, code: resource.code });
      for (const button of rows) {
        grants.all.push(button.id);
        if (forOperator && OPERATOR_ACTIONS.some((action) => button.code.endsWith(`_${action}`))) grants.operator.push(button.id);
      }
    }
    await insertModules(tx, node.menus ?? [], row.id, forOperator, grants);
  }
}

async function insertDictionaries(tx: Tx) {
  for (const [code, { name, items }] of Object.entries(DICTIONARY_SEED)) {
    await tx.insert(dictionaryType).values({ code, name });
    await tx.insert(dictionaryItem).values(parseDictionaryItems(items).map((item) => ({ ...item, typeCode: code })));
  }
}
