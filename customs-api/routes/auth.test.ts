/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { member } from '../db/schema';
import { BACKENDS, bearer, CAPTCHA_TEXT, createTestDatabase, encryptPassword, freshAddress, login, testApp, testClock, type TestDatabase } from '../test/harness';

describe.each(BACKENDS)('auth calls on %s', (backend) => {
  let testDb: TestDatabase;
  const clock = testClock();
  let api: ReturnType<typeof testApp>;

  beforeAll(async () => {
    testDb = await createTestDatabase(backend);
    api = testApp(testDb.database, { now: clock.now });
  });
  afterAll(() => testDb.dispose());

  it('serves an RSA public key and logs admin in with the encrypted password', async () => {
    const key = await api.post<{ publicKey: string; keyId: string }>('/api/jwt/getPublicKey');
    expect(key.body.code).toBe(0);
    expect(key.body.data.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);

    const result = await login(api, 'admin', 'Admin@12345');
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ code: 0, data: { userInfo: { username: 'admin', name: '系统管理员' } } });
    expect(result.body.data.token.length).toBeGreaterThanOrEqual(40);
    expect(result.body.data.modules).toHaveLength(18);
  });

  it('answers a wrong password and an unknown user with the same message', async () => {
    const wrong = await login(api, 'admin', 'nope');
    const unknown = await login(api, 'nobody', 'Admin@12345');
    expect(wrong.body).toEqual({ code: 1, message: '用户名或密码错误', data: null });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('rejects a wrong captcha', async () => {
    const result = await login(api, 'admin', 'Admin@12345', { captcha: 'ZZZZZ' });
    expect(result.body).toMatchObject({ code: 5, message: '验证码错误或已过期' });
  });

  it('rejects an expired captcha (after 2 minutes)', async () => {
    const captcha = await api.post<{ captchaId: string }>('/api/auth/captcha');
    const key = await api.post<{ publicKey: string; keyId: string }>('/api/jwt/getPublicKey');
    clock.advance(2 * 60 * 1000 + 1);
    const result = await api.post('/api/auth/login', {
      username: 'admin',
      password: encryptPassword(key.body.data.publicKey, 'Admin@12345'),
      keyId: key.body.data.keyId,
      tag: 'admin',
      captcha: CAPTCHA_TEXT,
      captchaId: captcha.body.data.captchaId,
    });
    expect(result.body).toMatchObject({ code: 5 });
  });

  it('accepts a captcha once only, also when given in the query string', async () => {
    const captcha = await api.post<{ captchaId: string; image: string }>('/api/auth/captcha');
    expect(captcha.body.data.image).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(captcha.body.data.image).not.toContain(CAPTCHA_TEXT);
    const key = await api.post<{ publicKey: string; keyId: string }>('/api/jwt/getPublicKey');
    const attempt = () =>
      api.post(`/api/auth/login?captcha=${CAPTCHA_TEXT}&captchaId=${captcha.body.data.captchaId}`, {
        username: 'operator',
        password: encryptPassword(key.body.data.publicKey, 'Operator@12345'),
        tag: 'admin',
      });
    expect((await attempt()).body.code).toBe(0);
    expect((await attempt()).body).toMatchObject({ code: 5, message: '验证码错误或已过期' });
  });

  it('skips the captcha when LOGIN_CAPTCHA is off', async () => {
    const noCaptcha = testApp(testDb.database, { now: clock.now, captchaEnabled: false });
    const captcha = await noCaptcha.post('/api/auth/captcha');
    expect(captcha.body.data).toEqual({ captchaId: '', image: '', enabled: false });
    const result = await login(noCaptcha, 'operator', 'Operator@12345');
    expect(result.body.code).toBe(0);
  });

  it('locks a username for 15 minutes after 5 failures, then lets it in again', async () => {
    const codes: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) codes.push((await login(api, 'nomenu', 'wrong')).body.code);
    expect(codes).toEqual([1, 1, 1, 1, 9]);
    const locked = await login(api, 'nomenu', 'Nomenu@12345');
    expect(locked.body).toEqual({ code: 9, message: '登录失败次数过多，请15分钟后再试', data: null });
    clock.advance(15 * 60 * 1000 + 1);
    expect((await login(api, 'nomenu', 'Nomenu@12345')).body.code).toBe(0);
  });

  it('locks a client address after 20 failures', async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < 19; attempt++) expect((await login(api, `ghost${attempt}`, 'x', { address })).body.code).toBe(1);
    expect((await login(api, 'ghost19', 'x', { address })).body.code).toBe(9);
    expect((await login(api, 'admin', 'Admin@12345', { address })).body.code).toBe(9);
    expect((await login(api, 'admin', 'Admin@12345')).body.code).toBe(0);
  });

  it('logs in a member without modules, whose logout then works', async () => {
    const result = await login(api, 'nomenu', 'Nomenu@12345');
    expect(result.body).toMatchObject({ code: 0, data: { modules: [], userInfo: { name: '无权限用户' } } });
    const logout = await api.post('/api/auth/logout', undefined, bearer(result.body.data.token));
    expect(logout.body).toEqual({ code: 0, message: '成功', data: null });
  });

  it('revokes the token on logout: the next call answers 401 登录已过期', async () => {
    const { token } = (await login(api, 'admin', 'Admin@12345')).body.data;
    expect((await api.post('/api/auth/logout', {}, bearer(token))).body.code).toBe(0);
    const after = await api.post('/api/dictionary/item/queryByCode', { data: { dicCode: 'country' } }, bearer(token));
    expect(after).toEqual({ status: 401, body: { code: 401, message: '登录已过期', data: null } });
  });

  it('answers 401 for a missing, invalid or expired token', async () => {
    const call = (headers: Record<string, string>) => api.post('/api/auth/logout', {}, headers);
    expect((await call({})).status).toBe(401);
    expect((await call(bearer('not-a-token'))).body).toEqual({ code: 401, message: '登录已过期', data: null });
    const { token } = (await login(api, 'admin', 'Admin@12345')).body.data;
    clock.advance(24 * 60 * 60 * 1000 + 1);
    expect((await call(bearer(token))).status).toBe(401);
  });

  it('answers -1 用户不存在. for the token of a disabled member, and refuses its login', async () => {
    const { token } = (await login(api, 'operator', 'Operator@12345')).body.data;
    await testDb.database.db.update(member).set({ enabled: false }).where(eq(member.username, 'operator'));
    try {
      const call = await api.post('/api/auth/logout', {}, bearer(token));
      expect(call).toEqual({ status: 200, body: { code: -1, message: '用户不存在.', data: null } });
      expect((await login(api, 'operator', 'Operator@12345')).body).toMatchObject({ code: 1, message: '账号已停用' });
    } finally {
      await testDb.database.db.update(member).set({ enabled: true }).where(eq(member.username, 'operator'));
    }
  });

  it('names the bad field of an invalid request, and answers 404 for an unknown path', async () => {
    const invalid = await api.post('/api/auth/login', { username: 'admin', tag: 'admin' });
    expect(invalid.status).toBe(200);
    expect(invalid.body.code).toBe(1);
    expect(invalid.body.message).toContain('password');
    expect(await api.post('/api/nowhere')).toEqual({ status: 404, body: { code: 404, message: '请求地址出错', data: null } });
  });
});
