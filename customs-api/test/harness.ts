import { constants, publicEncrypt } from 'node:crypto';
import Module from 'node:module';
import type { PGlite } from '@electric-sql/pglite';
import { Pool } from 'pg';
import { createCustomsApi } from '../app';
import type { CustomsApiOptions } from '../context';
import type { Envelope } from '../contract/envelope';
import { openDatabase, type Database } from '../db/client';
import { prepareDatabase } from '../seed/prepare';

export type Backend = 'pglite' | 'postgres';

const testDatabaseUrl = process.env.TEST_DATABASE_URL;
if (!testDatabaseUrl) console.info('[customs-api tests] TEST_DATABASE_URL not set: PostgreSQL variant skipped, PGlite only.');

// PGlite loads node builtins with dynamic import(), which Jest's module sandbox refuses without
// --experimental-vm-modules; Node's own loader runs it outside the sandbox, where that works.
const nodeLoader = Module as unknown as { _load(path: string, parent: null): unknown };
const { PGlite: NodePGlite } = nodeLoader._load(require.resolve('@electric-sql/pglite'), null) as { PGlite: typeof PGlite };

/** Backends to run every suite on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const BACKENDS: Backend[] = testDatabaseUrl ? ['pglite', 'postgres'] : ['pglite'];

/** `database` is the live handle: a test that reopens replaces it, and dispose closes that one. */
export type TestDatabase = { database: Database; reopen(): Promise<Database>; dispose(): Promise<void> };

/** A fresh, migrated and seeded database: in-memory PGlite, or a new PostgreSQL database dropped afterwards. */
export async function createTestDatabase(backend: Backend, pgliteDataDir?: string): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const open = async () => openDatabase({ pglite: await NodePGlite.create(pgliteDataDir) });
    const database = await open();
    await prepareDatabase(database);
    const handle: TestDatabase = { database, reopen: open, dispose: () => handle.database.close() };
    return handle;
  }
  const admin = new Pool({ connectionString: testDatabaseUrl, max: 1 });
  const name = `customs_test_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await admin.query(`create database ${name}`);
  const url = new URL(testDatabaseUrl ?? '');
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await prepareDatabase(database);
  const handle: TestDatabase = {
    database,
    reopen: () => openDatabase({ url: url.toString() }),
    async dispose() {
      await handle.database.close();
      // pool.end() resolves before the server has seen every socket close; a forced drop would then
      // kill a closing connection, whose error event nobody listens to any more.
      for (let attempt = 0; attempt < 100; attempt++) {
        const { rows } = await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if ((rows[0]?.n ?? 0) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
  return handle;
}

export const CAPTCHA_TEXT = 'AB3DE';

/** A settable clock shared by the app under test. */
export function testClock(start = new Date('2025-03-06T08:00:00Z')) {
  let current = start;
  return {
    now: () => current,
    advance(ms: number) {
      current = new Date(current.getTime() + ms);
    },
  };
}

export function testApp(database: Database, options: Partial<CustomsApiOptions> = {}) {
  const app = createCustomsApi({ db: database.db, captchaText: () => CAPTCHA_TEXT, log: { info() {}, warn() {}, error: console.error }, ...options });
  return {
    app,
    /** POSTs JSON and returns the HTTP status with the parsed envelope. */
    async post<T = unknown>(path: string, body?: unknown, headers: Record<string, string> = {}) {
      const response = await app.fetch(
        new Request(`http://platform.test${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
      return { status: response.status, body: (await response.json()) as Envelope<T> };
    },
  };
}

export type TestApp = ReturnType<typeof testApp>;

export const bearer = (token: string) => ({ 'X-Authorization': `Bearer ${token}` });

export function encryptPassword(publicKeyPem: string, password: string): string {
  return publicEncrypt({ key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password, 'utf8')).toString('base64');
}

let addressCounter = 0;
/** A fresh client address per scenario, so per-address failure counts do not leak between tests. */
export const freshAddress = () => `10.0.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

type LoginOptions = { captcha?: string; address?: string; keyId?: string; publicKey?: string };

/** Full login flow: public key, captcha (when on), encrypted password. */
export async function login(api: TestApp, username: string, password: string, options: LoginOptions = {}) {
  const key = await api.post<{ keyId: string; publicKey: string }>('/api/jwt/getPublicKey');
  const captcha = await api.post<{ captchaId: string; enabled: boolean }>('/api/auth/captcha');
  const publicKey = options.publicKey ?? key.body.data.publicKey;
  return api.post<{ token: string; userInfo: { id: string; username: string; name: string }; modules: unknown[] }>(
    '/api/auth/login',
    {
      username,
      password: encryptPassword(publicKey, password),
      keyId: options.keyId ?? key.body.data.keyId,
      tag: 'admin',
      captcha: captcha.body.data.enabled ? (options.captcha ?? CAPTCHA_TEXT.toLowerCase()) : '',
      captchaId: captcha.body.data.captchaId,
    },
    { 'X-Forwarded-For': options.address ?? freshAddress() },
  );
}
