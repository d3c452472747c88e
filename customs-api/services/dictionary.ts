import { asc, count, eq } from 'drizzle-orm';
import type { DictionaryItem, DictionaryType } from '../contract/dictionary';
import type { Db } from '../db/client';
import { dictionaryItem, dictionaryType } from '../db/schema';
import { invalid } from '../http/errors';

export async function dictionaryItems(db: Db, dicCode: string): Promise<DictionaryItem[]> {
  const [type] = await db.select({ code: dictionaryType.code }).from(dictionaryType).where(eq(dictionaryType.code, dicCode)).limit(1);
  if (!type) throw invalid(`字典不存在: ${dicCode}`);
  return db
    .select({ code: dictionaryItem.code, name: dictionaryItem.name, sort: dictionaryItem.sort })
    .from(dictionaryItem)
    .where(eq(dictionaryItem.typeCode, dicCode))
    .orderBy(asc(dictionaryItem.sort), asc(dictionaryItem.code));
}

export async function dictionaryTypes(db: Db): Promise<DictionaryType[]> {
  return db
    .select({ code: dictionaryType.code, name: dictionaryType.name, itemCount: count(dictionaryItem.id) })
    .from(dictionaryType)
    .leftJoin(dictionaryItem, eq(dictionaryItem.typeCode, dictionaryType.code))
    .groupBy(dictionaryType.code, dictionaryType.name)
    .orderBy(asc(dictionaryType.code));
}
