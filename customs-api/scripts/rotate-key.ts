/** `npx tsx customs-api/scripts/rotate-key.ts`: serves a new login key; the previous one keeps working for logins in flight. */
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../seed/prepare';
import { rotateKey } from '../services/keys';

async function main() {
  const database = await openDatabase();
  try {
    await prepareDatabase(database);
    const { keyId } = await rotateKey(database.db, new Date());
    console.info(`[customs-api] new login key ${keyId} is now served`);
  } finally {
    await database.close();
  }
}

void main();
