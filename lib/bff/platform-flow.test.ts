/**
 * The BFF against the real platform (the harness's app on PGlite, served over HTTP through
 * CUSTOMS_API_URL): login keeps the token server-side, forwarding adds it, logout and a revoked
 * token end the console session.
 */
import { getRequestListener } from '@hono/node-server';
import { unsealData } from 'iron-session';
import { AUTH_PATHS, captchaSchema, publicKeySchema } from '@/customs-api/contract/auth';
// eslint-disable-next-line no-restricted-imports -- the test builds a real platform to forward to; the app never does
import { CAPTCHA_TEXT, createTestDatabase, encryptPassword, testApp, type TestDatabase } from '@/customs-api/test/harness';
import { forwardToPlatform } from './forward';
import { login } from './login';
import { logout } from './logout';
import { SESSION_COOKIE } from './session-config';
import { browserCookies, browserRequest, listen, type RunningServer } from './test-support';

jest.mock('next/headers', () => jest.requireActual('./test-support').nextHeadersFake);
jest.mock('cookie', () => jest.requireActual('./test-support').loadOutsideJest('cookie'));
jest.mock('uint8array-extras', () => jest.requireActual('./test-support').loadOutsideJest('uint8array-extras'));

const SESSION_PASSWORD = 'bff-integration-test-password-of-32-plus-characters';
let database: TestDatabase;
let platform: RunningServer;

beforeAll(async () => {
  process.env.SESSION_PASSWORD = SESSION_PASSWORD;
  database = await createTestDatabase('pglite');
  platform = await listen(getRequestListener(testApp(database.database).app.fetch));
  process.env.CUSTOMS_API_URL = platform.url;
});

afterAll(async () => {
  delete process.env.CUSTOMS_API_URL;
  await platform?.close();
  await database?.dispose();
});

beforeEach(() => browserCookies.clear());

async function forward(path: string, body: unknown = {}) {
  const response = await forwardToPlatform(browserRequest(path, { body }), path);
  return { status: response.status, body: (await response.json()) as { code: number; message: string; data: unknown } };
}

async function logInAs(username: string, password: string) {
  const key = publicKeySchema.parse((await forward(AUTH_PATHS.publicKey)).body.data);
  const captcha = captchaSchema.parse((await forward(AUTH_PATHS.captcha)).body.data);
  const response = await login(
    browserRequest(AUTH_PATHS.login, {
      body: {
        username,
        password: encryptPassword(key.publicKey, password),
        keyId: key.keyId,
        captcha: captcha.enabled ? CAPTCHA_TEXT.toLowerCase() : '',
        captchaId: captcha.captchaId,
      },
    }),
  );
  return { status: response.status, text: await response.text() };
}

const sessionToken = async () =>
  (await unsealData<{ token?: string }>(browserCookies.get(SESSION_COOKIE) ?? '', { password: SESSION_PASSWORD })).token;

describe('BFF with the embedded platform', () => {
  it('login keeps the token in the session cookie only; forwarded calls carry it', async () => {
    const answer = await logInAs('admin', 'Admin@12345');
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.text) as { code: number; data: { userInfo: { id: string }; modules: unknown[] } };
    expect(body.code).toBe(0);
    expect(body.data.modules.length).toBeGreaterThan(0);
    const token = await sessionToken();
    expect(token).toEqual(expect.any(String));
    expect(answer.text).not.toContain(token);

    const tree = await forward(AUTH_PATHS.moduleTree, { data: { id: body.data.userInfo.id } });
    expect(tree).toMatchObject({ status: 200, body: { code: 0 } });
    expect(JSON.stringify(tree.body)).not.toContain(token);
  });

  it('a wrong password answers the platform message and leaves no session', async () => {
    const answer = await logInAs('operator', 'wrong-password');
    expect(JSON.parse(answer.text)).toMatchObject({ code: 1, message: '用户名或密码错误' });
    expect(browserCookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('without a session, only the public calls pass; the others get 401 登录已过期', async () => {
    expect(await forward(AUTH_PATHS.publicKey)).toMatchObject({ status: 200, body: { code: 0 } });
    expect(await forward(AUTH_PATHS.moduleTree, { data: { id: 'x' } })).toEqual({ status: 401, body: { code: 401, message: '登录已过期', data: null } });
  });

  it('logout revokes the token and clears the session', async () => {
    await logInAs('admin', 'Admin@12345');
    const token = await sessionToken();
    const response = await logout(browserRequest(AUTH_PATHS.logout, { body: {} }));
    expect(await response.json()).toMatchObject({ code: 0 });
    expect(browserCookies.has(SESSION_COOKIE)).toBe(false);
    const platformSays = await testApp(database.database).post(AUTH_PATHS.moduleTree, { data: { id: 'x' } }, { 'X-Authorization': `Bearer ${token}` });
    expect(platformSays.status).toBe(401);
  });

  it('a token the platform no longer accepts ends the console session (401 from upstream)', async () => {
    await logInAs('operator', 'Operator@12345');
    // Revoked behind the console's back (e.g. another tab's logout went straight to the platform).
    await forward(AUTH_PATHS.logout);
    expect(browserCookies.has(SESSION_COOKIE)).toBe(true);
    const answer = await forward(AUTH_PATHS.moduleTree, { data: { id: 'x' } });
    expect(answer.status).toBe(401);
    expect(browserCookies.has(SESSION_COOKIE)).toBe(false);
  });
});
