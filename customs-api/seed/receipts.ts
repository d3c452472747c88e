import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hsCode, receipt } from '../db/schema';
import { builtInHsRows } from '../services/hscode/queries';
import { headsToSimulate, simulateForHeads } from '../services/receipts/simulator';

/** Demo inventories answered by simulated customs; the rest stay without receipts, so every stage shows. */
const DEMO_INVENTORIES = 160;
const DEMO_SEED = 20261122;

/**
 * Startup: the built-in HS codes while the table is empty, and simulated receipts (through the
 * real ingestion path) for the demo inventories while no receipt exists. Does nothing otherwise.
 */
export async function seedDemoReceipts(db: Db, now: Date): Promise<void> {
  const [codes] = await db.select({ total: count() }).from(hsCode);
  if ((codes?.total ?? 0) === 0) await db.insert(hsCode).values(builtInHsRows(now)).onConflictDoNothing();
  const [receipts] = await db.select({ total: count() }).from(receipt);
  if ((receipts?.total ?? 0) > 0) return;
  const heads = await headsToSimulate(db, { limit: DEMO_INVENTORIES });
  if (heads.length === 0) return;
  await simulateForHeads(db, heads, DEMO_SEED, { now: () => now });
}
