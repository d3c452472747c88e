import type { Database } from '../db/client';
import { ensureKey } from '../services/keys';
import { seedDemoDeclarations } from './declare';
import { seedDemoOrganization } from './organization';
import { seedDemoReceipts } from './receipts';
import { seedIfEmpty } from './seed';

/** Startup: migrate, seed an empty database (and demo declarations while there are none), make sure a login key exists — one instance at a time. */
export async function prepareDatabase(database: Database, now = new Date()): Promise<void> {
  await database.withStartupLock(async () => {
    await database.migrate();
    await seedIfEmpty(database.db);
    await seedDemoDeclarations(database.db, now);
    await seedDemoOrganization(database.db, now);
    await seedDemoReceipts(database.db, now);
    await ensureKey(database.db, now);
  });
}
