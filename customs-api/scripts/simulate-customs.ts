/**
 * `npm run simulate-customs -- [--batch N] [--limit N] [--ie I|E] [--seed N]`
 * Simulated customs answers (receipt sequences 2 → 120 → 399 → 800 → 899 with some rejections,
 * inspections, duplicates and malformed messages) for the inventories of an import batch, or the
 * latest `limit` inventories without receipts, through the real ingestion path.
 *
 * Uses DATABASE_URL, else the PGlite folder `${CUSTOMS_DATA_DIR:-.data}/pglite`. PGlite allows one
 * process per folder: do NOT run this while the console (embedded platform) or `npm run customs-api`
 * holds the same folder — stop it first, or use the console's 模拟回执 button instead.
 */
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../seed/prepare';
import { simulateCustoms } from '../services/receipts/simulator';

const HELP = `Usage: npm run simulate-customs -- [--batch N] [--limit N] [--ie I|E] [--seed N]
  --batch N   answer the inventories of import batch N
  --limit N   at most N inventories (default 50); without --batch, the latest ones without receipts
  --ie I|E    only import (I) or export (E) inventories
  --seed N    same seed, same sequences
Database: DATABASE_URL, else the PGlite folder \${CUSTOMS_DATA_DIR:-.data}/pglite.
PGlite allows one process per folder: stop the console / customs-api that holds it first.`;

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index < 0 ? undefined : process.argv[index + 1];
}

function integer(name: string): number | undefined {
  const text = option(name);
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} needs a non-negative integer\n\n${HELP}`);
  return value;
}

async function main() {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.info(HELP);
    return;
  }
  const ie = option('ie');
  if (ie !== undefined && ie !== 'I' && ie !== 'E') throw new Error(`--ie takes I or E\n\n${HELP}`);
  const database = await openDatabase();
  try {
    await prepareDatabase(database);
    const result = await simulateCustoms(database.db, { batchId: integer('batch'), limit: integer('limit') ?? 50, ieFlag: ie, seed: integer('seed') }, { now: () => new Date(), log: console });
    console.info(
      `[simulate-customs] ${database.kind}: ${result.inventories} inventories, ${result.messages} messages, ${result.receipts} receipts stored, ${result.duplicates} duplicates, ${result.failures} parse failures`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
