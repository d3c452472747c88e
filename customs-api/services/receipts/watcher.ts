import { mkdir, readdir, readFile, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../../context';
import type { Db } from '../../db/client';
import { ingestMessage } from './ingest';
import { decodeXmlBytes } from './parser';
import { startCustomsTimer } from './simulator';

/** Files younger than this may still be being written by whoever drops them. */
const SETTLE_MS = 1_000;
const DEFAULT_POLL_MS = 2_000;

/**
 * The ops folder watcher (`RECEIPT_WATCH_DIR`): every poll, each settled `*.xml` file in the folder
 * is ingested (source `watcher`) and then moved to `done/` — also when it became a parse failure,
 * since the failure keeps its raw XML. Polling rather than fs.watch: it behaves the same on every
 * file system, network shares included. Answers the function that stops it.
 */
export function startReceiptWatcher(db: Db, dir: string, log: Logger, pollMs = DEFAULT_POLL_MS): () => void {
  const done = path.join(dir, 'done');
  let running = false;
  let stopped = false;
  const poll = async () => {
    await mkdir(done, { recursive: true });
    const names = (await readdir(dir)).filter((name) => name.toLowerCase().endsWith('.xml')).sort();
    for (const name of names) {
      if (stopped) return;
      const file = path.join(dir, name);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile() || Date.now() - info.mtimeMs < SETTLE_MS) continue;
      const xml = decodeXmlBytes(await readFile(file));
      const result = await ingestMessage(db, { xml, source: 'watcher', fileName: name }, new Date());
      await rename(file, path.join(done, await freeName(done, name)));
      log.info(`[receipt-watcher] ${name}: ${result.receipts} receipts, ${result.duplicates} duplicates, ${result.failures} failures`);
    }
  };
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    poll()
      .catch((error: unknown) => log.error('[receipt-watcher] poll failed', error))
      .finally(() => {
        running = false;
      });
  }, pollMs);
  timer.unref?.();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

/** `name`, or `name` prefixed with a timestamp when done/ already holds one. */
async function freeName(folder: string, name: string): Promise<string> {
  const taken = await stat(path.join(folder, name)).then(
    () => true,
    () => false,
  );
  return taken ? `${Date.now()}-${name}` : name;
}

/**
 * Optional background jobs of a platform process, both off by default: the folder watcher
 * (`RECEIPT_WATCH_DIR`, poll `RECEIPT_WATCH_POLL_MS`) and simulated customs answers
 * (`SIMULATE_CUSTOMS_EVERY_MS`). Answers the function that stops them.
 */
export function startReceiptJobs(db: Db, log: Logger, env: NodeJS.ProcessEnv = process.env): () => void {
  const stops: (() => void)[] = [];
  const dir = env.RECEIPT_WATCH_DIR?.trim();
  if (dir) {
    const pollMs = Number(env.RECEIPT_WATCH_POLL_MS) > 0 ? Number(env.RECEIPT_WATCH_POLL_MS) : DEFAULT_POLL_MS;
    stops.push(startReceiptWatcher(db, path.resolve(dir), log, pollMs));
    log.info(`[customs-api] watching ${path.resolve(dir)} for receipt XML files (every ${pollMs} ms)`);
  }
  const every = Number(env.SIMULATE_CUSTOMS_EVERY_MS);
  if (Number.isFinite(every) && every > 0) {
    stops.push(startCustomsTimer(db, Math.max(every, 1_000), log));
    log.warn(`[customs-api] SIMULATE_CUSTOMS_EVERY_MS=${every}: simulated customs receipts are being generated (demo only)`);
  }
  return () => stops.forEach((stop) => stop());
}
