import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import * as schema from './schema';

/** Either driver, seen through the common pg-core surface. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations. */
  migrate(): Promise<void>;
  /** Runs `work` while holding a cluster-wide lock, so that instances starting together migrate and seed one at a time. */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export type OpenDatabaseOptions = {
  /** PostgreSQL URL; defaults to `DATABASE_URL`. */
  url?: string;
  /** PGlite folder; defaults to `${CUSTOMS_DATA_DIR ?? '.data'}/pglite`. */
  dataDir?: string;
  /** An already open PGlite (e.g. in-memory for tests). */
  pglite?: PGlite;
};

// Resolved from the working directory: Next bundles this code, so __dirname does not point here.
const migrationsFolder = path.join(process.cwd(), 'customs-api', 'migrations');
const STARTUP_LOCK_KEY = 720_431_001;

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const url = options.pglite ? undefined : (options.url ?? process.env.DATABASE_URL);
  return url ? openPostgres(url) : openPglite(options);
}

function openPostgres(url: string): Database {
  const pool = new Pool({ connectionString: url, max: 10 });
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    async withStartupLock(work) {
      // A session lock on a dedicated connection; the work itself runs on other pool connections.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
        lockClient.release();
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  const dataDir = options.dataDir ?? path.join(process.env.CUSTOMS_DATA_DIR ?? '.data', 'pglite');
  if (!options.pglite) await mkdir(path.dirname(dataDir), { recursive: true });
  const client = options.pglite ?? (await PGlite.create(dataDir));
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    // PGlite is single-connection and owned by one process: nothing to race with.
    withStartupLock: (work) => work(),
    close: () => client.close(),
  };
}

