import { asc, eq } from 'drizzle-orm';
import type { DictionaryItem } from '../contract/dictionary';
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
