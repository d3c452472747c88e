/** @jest-environment node */
import { REPORT_NAMES, reportFrameKey } from '../contract/system';
import { BACKENDS, bearer, createTestDatabase, login, testApp, type TestDatabase } from '../test/harness';

describe.each(BACKENDS)('system parameters on %s', (backend) => {
  let testDb: TestDatabase;
  let api: ReturnType<typeof testApp>;

  beforeAll(async () => {
    testDb = await createTestDatabase(backend);
    api = testApp(testDb.database, { captchaEnabled: false });
  });
  afterAll(() => testDb.dispose());

  it('serves the report frame parameters (empty by default) to any logged-in member', async () => {
    const token = (await login(api, 'operator', 'Operator@12345')).body.data.token;
    const keys = REPORT_NAMES.map(reportFrameKey);
    const { body } = await api.post<{ key: string; value: string }[]>('/api/system/params/query', { data: { keys: [...keys, 'no.such.key'] } }, bearer(token));
    expect(body.code).toBe(0);
    expect(body.data.map((param) => param.key).sort()).toEqual([...keys].sort());
    expect(body.data.every((param) => param.value === '')).toBe(true);
  });

  it('needs a session', async () => {
    const { status } = await api.post('/api/system/params/query', { data: { keys: ['x'] } });
    expect(status).toBe(401);
  });
});
