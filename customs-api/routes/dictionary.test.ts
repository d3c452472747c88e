/** @jest-environment node */
import { DICTIONARY_CODES, type DictionaryItem } from '../contract/dictionary';
import { BACKENDS, bearer, createTestDatabase, login, testApp, type TestDatabase } from '../test/harness';

describe.each(BACKENDS)('dictionaries on %s', (backend) => {
  let testDb: TestDatabase;
  let api: ReturnType<typeof testApp>;
  let token = '';

  beforeAll(async () => {
    testDb = await createTestDatabase(backend);
    api = testApp(testDb.database, { captchaEnabled: false });
    token = (await login(api, 'operator', 'Operator@12345')).body.data.token;
  });
  afterAll(() => testDb.dispose());

  const query = (dicCode: unknown) => api.post<DictionaryItem[]>('/api/dictionary/item/queryByCode', { data: { dicCode } }, bearer(token));

  it.each(DICTIONARY_CODES)('serves %s', async (dicCode) => {
    const { body } = await query(dicCode);
    expect(body.code).toBe(0);
    expect(body.data.length).toBeGreaterThan(0);
    for (const item of body.data) expect(item.name).not.toBe('');
  });

  it('uses the old 3-digit CBEC codes', async () => {
    expect((await query('country')).body.data).toEqual(expect.arrayContaining([{ code: '142', name: '中国', sort: 1 }, expect.objectContaining({ code: '502', name: '美国' })]));
    expect((await query('currency')).body.data[0]).toEqual({ code: '142', name: '人民币', sort: 1 });
  });

  it('reports an unknown dictionary and a missing code', async () => {
    expect((await query('nope')).body).toEqual({ code: 1, message: '字典不存在: nope', data: null });
    const missing = await api.post('/api/dictionary/item/queryByCode', { data: {} }, bearer(token));
    expect(missing.body.code).toBe(1);
    expect(missing.body.message).toContain('data.dicCode');
  });

  it('lists dictionary types only for members granted dictionary management', async () => {
    const refused = await api.post('/api/dictionary/type/list', {}, bearer(token));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 403, message: '拒绝访问', data: null });

    const adminToken = (await login(api, 'admin', 'Admin@12345')).body.data.token;
    const { status, body } = await api.post<{ code: string; name: string; itemCount: number }[]>('/api/dictionary/type/list', {}, bearer(adminToken));
    expect(status).toBe(200);
    expect(body.data.map((type) => type.code)).toEqual(expect.arrayContaining([...DICTIONARY_CODES]));
    expect(body.data.find((type) => type.code === 'country')?.itemCount).toBeGreaterThan(30);
  });
});
