import type { Db } from '../db/client';

/** Demo receipts and HS codes for an empty receipts store (#7). */
export async function seedDemoReceipts(_db: Db, _now: Date): Promise<void> {}
