/** @jest-environment node */
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { inventoryHead, receiptMessage } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/harness';
import { buildReceiptMessage } from './parser';
import { advanceInFlight } from './simulator';
import { startReceiptJobs, startReceiptWatcher } from './watcher';

const quiet = { info() {}, warn() {}, error: console.error };

describe('receipt background jobs (PGlite)', () => {
  let testDb: TestDatabase;
  let folder: string;

  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    folder = await mkdtemp(path.join(os.tmpdir(), 'receipt-watch-'));
  });
  afterAll(async () => {
    await testDb.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it('ingests settled XML files from the watched folder and moves them to done/', async () => {
    const file = path.join(folder, 'CEB622_1.xml');
    await writeFile(file, buildReceiptMessage('CEB622', null, [{ copNo: 'NOT-DECLARED', returnStatus: '2', returnTime: '20261122083000000', returnInfo: 'x' }]));
    const old = new Date(Date.now() - 10_000);
    await utimes(file, old, old);
    await writeFile(path.join(folder, 'notes.txt'), 'not a receipt');
    const stop = startReceiptWatcher(testDb.database.db, folder, quiet, 20);
    try {
      for (let attempt = 0; attempt < 200 && !(await readdir(path.join(folder, 'done')).catch((): string[] => [])).includes('CEB622_1.xml'); attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    } finally {
      stop();
    }
    expect(await readdir(folder)).toEqual(['done', 'notes.txt']);
    const [message] = await testDb.database.db.select().from(receiptMessage).where(eq(receiptMessage.fileName, 'CEB622_1.xml'));
    expect(message).toMatchObject({ source: 'watcher', messageType: 'CEB622', failureCount: 1 });
  });

  it('starts nothing unless configured', () => {
    const stop = startReceiptJobs(testDb.database.db, quiet, { NODE_ENV: 'test' });
    expect(typeof stop).toBe('function');
    stop();
  });

  it('moves inventories in flight one status further (the timed option)', async () => {
    const db = testDb.database.db;
    const before = await db.select({ id: inventoryHead.id, status: inventoryHead.returnStatus }).from(inventoryHead).where(inArray(inventoryHead.returnStatus, [2, 120, 399, 800]));
    expect(before.length).toBeGreaterThan(0);
    const result = await advanceInFlight(db, 10, 1, { now: () => new Date() });
    expect(result.receipts).toBe(Math.min(10, before.length));
    const after = await db.select({ id: inventoryHead.id, status: inventoryHead.returnStatus }).from(inventoryHead).where(inArray(inventoryHead.id, before.map((row) => row.id)));
    const changed = after.filter((row) => before.find((old) => old.id === row.id)?.status !== row.status);
    expect(changed.length).toBe(result.receipts);
  });
});
