import { inArray } from 'drizzle-orm';
import type { SystemParam } from '../contract/system';
import type { Db } from '../db/client';
import { systemParam } from '../db/schema';

export async function systemParams(db: Db, keys: string[]): Promise<SystemParam[]> {
  return db.select({ key: systemParam.key, value: systemParam.value }).from(systemParam).where(inArray(systemParam.key, keys));
}
