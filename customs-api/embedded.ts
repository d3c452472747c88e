/**
 * The only entry the console imports (with contract/*): one platform per process.
 * Kept on globalThis because Next may evaluate this module more than once, and two PGlite
 * instances on one data folder would corrupt it.
 */
import { createCustomsApi } from './app';
import { captchaEnabledFromEnv } from './context';
import { openDatabase } from './db/client';
import { prepareDatabase } from './seed/prepare';
import { startReceiptJobs } from './services/receipts/watcher';

export type EmbeddedCustomsApi = { fetch(request: Request): Promise<Response> };

const GLOBAL_KEY = Symbol.for('cbec.customs-api.embedded');
type GlobalHolder = { [GLOBAL_KEY]?: Promise<EmbeddedCustomsApi> };

export function getEmbeddedCustomsApi(): Promise<EmbeddedCustomsApi> {
  const holder = globalThis as GlobalHolder;
  holder[GLOBAL_KEY] ??= start().catch((error: unknown) => {
    // Let the next call retry instead of caching the failure forever.
    delete holder[GLOBAL_KEY];
    throw error;
  });
  return holder[GLOBAL_KEY];
}

async function start(): Promise<EmbeddedCustomsApi> {
  const database = await openDatabase();
  await prepareDatabase(database);
  const app = createCustomsApi({ db: database.db, captchaEnabled: captchaEnabledFromEnv(console) });
  // Off unless RECEIPT_WATCH_DIR / SIMULATE_CUSTOMS_EVERY_MS are set; they live as long as the process.
  startReceiptJobs(database.db, console);
  return { fetch: async (request) => app.fetch(request) };
}
