/**
 * Declaration-imports benchmark (not a test):
 *   npx tsx customs-api/bench/declare-imports.ts [heads=100000] [--queries 200] [--keep]
 * Seeds `heads` inventory heads (1–8 lines each) into DATABASE_URL (PostgreSQL; the heads are
 * added to what is there) or, when unset, into a scratch PGlite folder (deleted afterwards unless
 * --keep), then measures through app.fetch as the admin: filtered head/page p50/p95, head/total,
 * and head/export rows/s with peak RSS. Prints a markdown table.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import os from 'node:os';
import path from 'node:path';
import { createCustomsApi } from '../app';
import { DECLARE_PATHS } from '../contract/declare';
import { openDatabase } from '../db/client';
import { seedDeclarations } from '../seed/declare';
import { prepareDatabase } from '../seed/prepare';
import { issueToken } from '../services/tokens';
import { withDefaults } from '../context';

const args = process.argv.slice(2);
const heads = Number((args.find((arg) => /^\d[\d_]*$/.test(arg)) ?? '100000').replace(/_/g, ''));
const queryCount = Number(args[args.indexOf('--queries') + 1] ?? 200) || 200;
const keep = args.includes('--keep');

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const day = (offset: number) => new Date(Date.now() + 8 * 3_600_000 - offset * 86_400_000).toISOString().slice(0, 10);

/** Filters an operator would combine on the heads screen. */
function randomTerms() {
  const pool = [
    () => ({ column: 'ieFlag', termType: 'eq', value: pick(['I', 'E']) }),
    () => ({ column: 'customsCode', termType: 'eq', value: pick(['5141', '2233', '3101', '5300', '2249']) }),
    () => ({ column: 'tradeMode', termType: 'eq', value: pick(['1210', '9610', '9710']) }),
    () => ({ column: 'ebcCode', termType: 'eq', value: pick(['4403966Q2M', '3301968K5T', '4401969N4B', '3122960W1C']) }),
    () => ({ column: 'agentCode', termType: 'eq', value: '4401980123' }),
    () => ({ column: 'workflowStatus', termType: 'eq', value: pick(['imported', 'checked', 'declared']) }),
    () => ({ column: 'createdAt', termType: 'btw', value: [day(Math.floor(Math.random() * 150) + 30), day(Math.floor(Math.random() * 30))] }),
    () => ({ column: 'ieDate', termType: 'btw', value: [day(60), null] }),
    () => ({ column: 'totalPrice', termType: 'gte', value: pick([500, 1000, 3000]) }),
    () => ({ column: 'copNo', termType: 'like', value: `${Math.floor(Math.random() * 9000) + 1000}` }),
    () => ({ column: 'orderNo', termType: 'eq', value: 'SO-NOT-THERE' }),
  ];
  const count = 1 + Math.floor(Math.random() * 3);
  return Array.from({ length: count }, () => pick(pool)());
}

async function main() {
  const scratch = process.env.DATABASE_URL ? undefined : await mkdtemp(path.join(os.tmpdir(), 'customs-bench-'));
  const database = await openDatabase(scratch ? { dataDir: path.join(scratch, 'pglite') } : {});
  const rows: [string, string][] = [];
  try {
    await prepareDatabase(database);
    const seedStart = Date.now();
    const seeded = await seedDeclarations(database.db, {
      heads,
      progress: ({ heads: done, lines, elapsedMs }) => {
        if (done % 50_000 === 0 || done === heads) console.info(`[bench] seeded ${done.toLocaleString()} heads / ${lines.toLocaleString()} lines, ${Math.round((done / elapsedMs) * 1000)} heads/s`);
      },
    });
    const seedSeconds = (Date.now() - seedStart) / 1000;
    rows.push(['backend', database.kind], ['heads seeded', seeded.heads.toLocaleString()], ['lines seeded', seeded.lines.toLocaleString()]);
    rows.push(['seed time', `${seedSeconds.toFixed(1)} s (${Math.round(seeded.heads / seedSeconds).toLocaleString()} heads/s, ${Math.round(seeded.lines / seedSeconds).toLocaleString()} lines/s)`]);
    await database.db.execute(sql`analyze inventory_head`);

    const ctx = withDefaults({ db: database.db, log: { info() {}, warn() {}, error: console.error } });
    const app = createCustomsApi(ctx);
    const token = await issueToken(ctx, 'member-admin');
    const post = (pathName: string, data: unknown) =>
      app.fetch(new Request(`http://bench${pathName}`, { method: 'POST', headers: { 'content-type': 'application/json', 'X-Authorization': `Bearer ${token}` }, body: JSON.stringify({ data }) }));

    const pageTimes: number[] = [];
    const slowest: { ms: number; terms: unknown }[] = [];
    for (let i = 0; i < queryCount; i++) {
      const started = performance.now();
      const terms = randomTerms();
      const response = await post(DECLARE_PATHS.headPage, { terms, page: 1 + Math.floor(Math.random() * 3), pageSize: 20 });
      const body = (await response.json()) as { code: number; message: string };
      if (body.code !== 0) throw new Error(`head/page failed: ${body.message}`);
      const ms = performance.now() - started;
      pageTimes.push(ms);
      slowest.push({ ms, terms });
      if (process.env.BENCH_VERBOSE) console.info(`[bench] ${ms.toFixed(0)} ms ${JSON.stringify(terms)}`);
    }
    slowest.sort((a, b) => b.ms - a.ms);
    console.info('[bench] slowest head/page queries:', slowest.slice(0, 3).map((q) => `${q.ms.toFixed(0)} ms ${JSON.stringify(q.terms)}`).join(' | '));
    rows.push([`head/page (${queryCount} random filtered queries)`, `p50 ${pct(pageTimes, 50).toFixed(1)} ms, p95 ${pct(pageTimes, 95).toFixed(1)} ms, max ${Math.max(...pageTimes).toFixed(1)} ms`]);
    const unfiltered: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      await (await post(DECLARE_PATHS.headPage, { page: 1, pageSize: 50 })).json();
      unfiltered.push(performance.now() - started);
    }
    rows.push(['head/page (no filter, count of all)', `p50 ${pct(unfiltered, 50).toFixed(1)} ms`]);

    const totalTimes: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      await (await post(DECLARE_PATHS.headTotal, { terms: i === 0 ? [] : randomTerms() })).json();
      totalTimes.push(performance.now() - started);
    }
    rows.push(['head/total (20 queries, first unfiltered)', `p50 ${pct(totalTimes, 50).toFixed(1)} ms, p95 ${pct(totalTimes, 95).toFixed(1)} ms`]);

    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    peakRss = rssBefore;
    const exportStart = performance.now();
    const response = await post(DECLARE_PATHS.headExport, {});
    let bytes = 0;
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
    }
    const exportSeconds = (performance.now() - exportStart) / 1000;
    const exported = Number((await (await post(DECLARE_PATHS.headTotal, {})).json() as { data: { heads: number } }).data.heads);
    rows.push(['head/export (all heads)', `${exported.toLocaleString()} rows in ${exportSeconds.toFixed(1)} s = ${Math.round(exported / exportSeconds).toLocaleString()} rows/s, ${mb(bytes)} xlsx`]);
    rows.push(['RSS before export / peak during export', `${mb(rssBefore)} / ${mb(peakRss)}`]);
  } finally {
    clearInterval(sampler);
    await database.close();
    if (scratch && !keep) await rm(scratch, { recursive: true, force: true });
  }
  console.info(`\n| measure | value |\n|---|---|\n${rows.map(([k, v]) => `| ${k} | ${v} |`).join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
