/** `npm run seed`: migrates and seeds the configured database (a no-op when already seeded). */
import { openDatabase } from '../db/client';
import { prepareDatabase } from './prepare';

async function main() {
  const database = await openDatabase();
  try {
    await prepareDatabase(database);
    console.info(`[customs-api] ${database.kind} database migrated and seeded`);
  } finally {
    await database.close();
  }
}

void main();
