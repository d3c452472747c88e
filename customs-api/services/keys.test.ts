/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prepareDatabase } from '../seed/prepare';
import { BACKENDS, createTestDatabase, login, testApp, testClock, type TestDatabase } from '../test/harness';
import { rotateKey } from './keys';

type Key = { keyId: string; publicKey: string };

describe.each(BACKENDS)('login keys on %s', (backend) => {
  let dataDir: string | undefined;
  let testDb: TestDatabase;
  const clock = testClock();

  beforeAll(async () => {
    dataDir = backend === 'pglite' ? mkdtempSync(path.join(tmpdir(), 'customs-keys-')) : undefined;
    testDb = await createTestDatabase(backend, dataDir);
  });
  afterAll(async () => {
    await testDb.dispose();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const currentKey = async (api: ReturnType<typeof testApp>) => (await api.post<Key>('/api/jwt/getPublicKey')).body.data;

  it('keeps the key across a reopen of the same database', async () => {
    const before = await currentKey(testApp(testDb.database));
    await testDb.database.close();
    testDb.database = await testDb.reopen();
    await prepareDatabase(testDb.database);
    expect(await currentKey(testApp(testDb.database))).toEqual(before);
  });

  it('serves a new key after rotation while the previous one still logs in; older keys retire', async () => {
    const api = testApp(testDb.database, { captchaEnabled: false, now: clock.now });
    const first = await currentKey(api);
    const second = await rotateKey(testDb.database.db, clock.now());
    expect(second.keyId).not.toBe(first.keyId);
    expect(await currentKey(api)).toEqual(second);

    expect((await login(api, 'admin', 'Admin@12345', first)).body.code).toBe(0);
    expect((await login(api, 'admin', 'Admin@12345', second)).body.code).toBe(0);

    await rotateKey(testDb.database.db, clock.now());
    expect((await login(api, 'admin', 'Admin@12345', second)).body.code).toBe(0);
    expect((await login(api, 'admin', 'Admin@12345', first)).body).toMatchObject({ code: 1, message: '登录密钥已更新，请刷新后重试' });
  });
});
