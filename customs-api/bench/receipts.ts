/**
 * Receipts benchmark (not a test):
 *   npm run bench:receipts -- [--receipts 100000] [--queries 200] [--per-message 200] [--keep]
 * Seeds enough inventory heads (about 8 receipts each) into DATABASE_URL or, when unset, a scratch
 * PGlite folder (deleted afterwards unless --keep); builds simulated customs receipt messages for
 * them (CEB312/412/512/622 and the export kinds, `per-message` return elements each, with a few
 * duplicates, reorderings and malformed messages) and ingests them through the real ingestion path
 * in one process, timing only the ingestion. Then runs random receipt searches through app.fetch
 * as the admin (filters an operator combines: document numbers, stage or status with a time
 * range, company, customs, message type) and prints a markdown table with receipts/s and the
 * search p50/p95.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { createCustomsApi } from '../app';
import { withDefaults } from '../context';
import { RECEIPT_PATHS, RECEIPT_STAGES } from '../contract/receipts';
import { openDatabase } from '../db/client';
import { inventoryHead, receipt } from '../db/schema';
import { seedDeclarations } from '../seed/declare';
import { prepareDatabase } from '../seed/prepare';
import { ingestMessages } from '../services/receipts/ingest';
import { seededRandom } from '../services/random';
import { headsToSimulate, packMessages, planSequence } from '../services/receipts/simulator';
import { issueToken } from '../services/tokens';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  const value = index >= 0 ? Number(args[index + 1]?.replace(/_/g, '')) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} needs a positive integer`);
  return value;
};
const target = option('receipts', 100_000);
const queryCount = option('queries', 200);
const perMessage = option('per-message', 200);
const keep = args.includes('--keep');
const RECEIPTS_PER_HEAD = 8;
const HEADS_PER_ROUND = 5_000;

const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;
const rand = seededRandom(20261122);
const day = (offset: number) => new Date(Date.now() + 8 * 3_600_000 - offset * 86_400_000).toISOString().slice(0, 10);

async function main() {
  const scratch = process.env.DATABASE_URL ? undefined : await mkdtemp(path.join(os.tmpdir(), 'receipts-bench-'));
  const database = await openDatabase(scratch ? { dataDir: path.join(scratch, 'pglite') } : {});
  const rows: [string, string][] = [];
  try {
    await prepareDatabase(database);
    const heads = Math.ceil(target / RECEIPTS_PER_HEAD);
    const seedStart = Date.now();
    await seedDeclarations(database.db, { heads, chunk: HEADS_PER_ROUND, importShare: 0.7, days: 120 });
    console.info(`[bench] seeded ${heads.toLocaleString()} heads in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

    const now = new Date();
    let ingestMs = 0;
    let stored = 0;
    let elements = 0;
    let messages = 0;
    let duplicates = 0;
    let failures = 0;
    for (;;) {
      const batch = await headsToSimulate(database.db, { limit: HEADS_PER_ROUND });
      if (batch.length === 0 || stored >= target) break;
      const events = batch.flatMap((head) => planSequence(head, rand, now));
      const built = packMessages(events, rand, { perMessage, duplicateShare: 0.02, reorderShare: 0.05, malformedShare: 0.005 });
      const started = performance.now();
      const result = await ingestMessages(database.db, built, () => now);
      ingestMs += performance.now() - started;
      stored += result.receipts;
      duplicates += result.duplicates;
      failures += result.failures;
      messages += result.messages;
      elements += result.receipts + result.duplicates + result.failures;
      console.info(`[bench] ${stored.toLocaleString()} receipts stored, ${Math.round((stored / ingestMs) * 1000).toLocaleString()} receipts/s`);
    }
    const [totals] = await database.db.select({ receipts: count() }).from(receipt);
    rows.push(['backend', database.kind], ['inventory heads', heads.toLocaleString()], ['receipts in the table', (totals?.receipts ?? 0).toLocaleString()]);
    rows.push(['messages ingested', `${messages.toLocaleString()} (${perMessage} return elements each at most)`]);
    rows.push(['ingestion (single process)', `${stored.toLocaleString()} receipts stored + ${duplicates.toLocaleString()} duplicates + ${failures.toLocaleString()} failures in ${(ingestMs / 1000).toFixed(1)} s = **${Math.round((stored / ingestMs) * 1000).toLocaleString()} receipts/s** (${Math.round((elements / ingestMs) * 1000).toLocaleString()} elements/s)`]);
    await database.db.execute(sql`analyze receipt`);
    await database.db.execute(sql`analyze inventory_head`);

    const ctx = withDefaults({ db: database.db, log: { info() {}, warn() {}, error: console.error } });
    const app = createCustomsApi(ctx);
    const token = await issueToken(ctx, 'member-admin');
    const post = async (data: unknown) => {
      const response = await app.fetch(
        new Request(`http://bench${RECEIPT_PATHS.searchPage}`, { method: 'POST', headers: { 'content-type': 'application/json', 'X-Authorization': `Bearer ${token}` }, body: JSON.stringify({ data }) }),
      );
      const body = (await response.json()) as { code: number; message: string };
      if (body.code !== 0) throw new Error(`search failed: ${body.message}`);
    };
    const sample = await database.db
      .select({ copNo: inventoryHead.copNo, orderNo: inventoryHead.orderNo, logisticsNo: inventoryHead.logisticsNo, invtNo: inventoryHead.invtNo, ebcCode: inventoryHead.ebcCode })
      .from(inventoryHead)
      .orderBy(sql`random()`)
      .limit(500);
    const some = () => rand.pick(sample);
    const exact = [
      () => [{ column: 'docNo', termType: 'eq', value: rand.pick(['copNo', 'orderNo', 'logisticsNo', 'invtNo'] as const) === 'orderNo' ? some().orderNo : (some().invtNo ?? some().copNo) }],
      () => [{ column: 'copNo', termType: 'eq', value: some().copNo }],
      () => [{ column: 'returnStage', termType: 'eq', value: rand.pick(RECEIPT_STAGES.slice(1)) }, { column: 'returnTime', termType: 'btw', value: [day(rand.int(10, 60)), day(rand.int(0, 9))] }],
      () => [{ column: 'ebcCode', termType: 'eq', value: some().ebcCode }, { column: 'returnTime', termType: 'btw', value: [day(30), null] }],
      () => [{ column: 'messageType', termType: 'eq', value: rand.pick(['CEB622', 'CEB604']) }, { column: 'returnStatus', termType: 'eq', value: rand.pick([2, 120, 399, 800, 899, 100, 500]) }],
      () => [{ column: 'messageType', termType: 'eq', value: rand.pick(['CEB312', 'CEB412', 'CEB512', 'CEB304', 'CEB404', 'CEB506']) }, { column: 'returnTime', termType: 'btw', value: [day(7), null] }],
      () => [{ column: 'docNo', termType: 'eq', value: 'NOT-THERE-0001' }],
      () => [{ column: 'customsCode', termType: 'eq', value: rand.pick(['5141', '2233', '3101', '5300']) }, { column: 'returnStatus', termType: 'eq', value: 800 }],
      () => [{ column: 'docType', termType: 'eq', value: rand.pick(['order', 'payment', 'logistics']) }],
      () => [],
    ];
    const times: number[] = [];
    const slowest: { ms: number; terms: unknown }[] = [];
    for (let index = 0; index < queryCount; index++) {
      const terms = rand.pick(exact)();
      const started = performance.now();
      await post({ terms, page: 1 + (index % 3), pageSize: 20 });
      const ms = performance.now() - started;
      times.push(ms);
      slowest.push({ ms, terms });
    }
    slowest.sort((a, b) => b.ms - a.ms);
    console.info('[bench] slowest searches:', slowest.slice(0, 3).map((q) => `${q.ms.toFixed(0)} ms ${JSON.stringify(q.terms)}`).join(' | '));
    rows.push([`receipt search (${queryCount} random exact/range filters, page 1–3 of 20)`, `p50 ${pct(times, 50).toFixed(1)} ms, **p95 ${pct(times, 95).toFixed(1)} ms**, max ${Math.max(...times).toFixed(1)} ms`]);
    const contains: number[] = [];
    for (let index = 0; index < 20; index++) {
      const started = performance.now();
      await post({ terms: [{ column: 'copNo', termType: 'like', value: some().copNo.slice(-6) }], pageSize: 20 });
      contains.push(performance.now() - started);
    }
    rows.push(['receipt search, copNo contains (20 queries, no index can serve it)', `p50 ${pct(contains, 50).toFixed(1)} ms, p95 ${pct(contains, 95).toFixed(1)} ms`]);
  } finally {
    await database.close();
    if (scratch && !keep) await rm(scratch, { recursive: true, force: true });
  }
  console.info(`\n| measure | value |\n|---|---|\n${rows.map(([k, v]) => `| ${k} | ${v} |`).join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
