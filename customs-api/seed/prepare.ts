import type { Database } from '../db/client';
import { ensureKey } from '../services/keys';
import { seedIfEmpty } from './seed';

/** Startup: migrate, seed an empty database, make sure a login key exists — one instance at a time. */
export async function prepareDatabase(database: Database, now = new Date()): Promise<void> {
  await database.withStartupLock(async () => {
    await database.migrate();
    await seedIfEmpty(database.db);
    await ensureKey(database.db, now);
  });
}
