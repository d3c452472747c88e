/**
 * `npm run seed`: migrates and seeds the configured database (a no-op when already seeded).
 * `npm run seed -- --heads 1000000 [--chunk 5000] [--seed 42]`: also generates that many more
 * declaration inventory heads (1–8 goods lines each) in batches of `chunk`, printing progress.
 */
import { openDatabase } from '../db/client';
import { seedDeclarations } from './declare';
import { prepareDatabase } from './prepare';

function option(name: string): number | undefined {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return undefined;
  const value = Number(process.argv[index + 1]?.replace(/_/g, ''));
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} needs a positive integer`);
  return value;
}

async function main() {
  const heads = option('heads');
  const chunk = option('chunk');
  const seed = option('seed');
  const database = await openDatabase();
  try {
    await prepareDatabase(database);
    console.info(`[customs-api] ${database.kind} database migrated and seeded`);
    if (heads) {
      const result = await seedDeclarations(database.db, {
        heads,
        chunk,
        seed,
        progress: ({ heads: done, lines, elapsedMs }) =>
          console.info(`[seed] heads ${done.toLocaleString()}/${heads.toLocaleString()}, lines ${lines.toLocaleString()}, ${Math.round((done / Math.max(elapsedMs, 1)) * 1000).toLocaleString()} heads/s`),
      });
      console.info(`[seed] ${result.heads.toLocaleString()} heads, ${result.lines.toLocaleString()} lines in ${(result.elapsedMs / 1000).toFixed(1)} s`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
