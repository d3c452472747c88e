/** Standalone platform: `npm run customs-api`. */
import { serve } from '@hono/node-server';
import { createCustomsApi } from './app';
import { captchaEnabledFromEnv } from './context';
import { openDatabase } from './db/client';
import { prepareDatabase } from './seed/prepare';
import { startReceiptJobs } from './services/receipts/watcher';

async function main() {
  const port = Number(process.env.CUSTOMS_API_PORT ?? 4000);
  const hostname = process.env.CUSTOMS_API_HOST ?? '127.0.0.1';

  const database = await openDatabase();
  await prepareDatabase(database);
  const app = createCustomsApi({ db: database.db, captchaEnabled: captchaEnabledFromEnv(console) });
  const stopReceiptJobs = startReceiptJobs(database.db, console);
  const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
    console.info(`[customs-api] ${database.kind} platform listening on http://${hostname}:${info.port}`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    stopReceiptJobs();
    console.info(`[customs-api] ${signal}: shutting down`);
    server.close(() => {
      database.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('[customs-api] closing the database failed', error);
          process.exit(1);
        },
      );
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

void main();
