/** @jest-environment node */
import type { ModuleNode } from '../contract/auth';
import { BACKENDS, bearer, createTestDatabase, login, testApp, type TestDatabase } from '../test/harness';

const TREE_PATH = '/api/auth/resource/queryModulesTreeByMemberId';

const flatten = (nodes: ModuleNode[]): ModuleNode[] => nodes.flatMap((node) => [node, ...flatten(node.menus)]);

describe.each(BACKENDS)('module tree on %s', (backend) => {
  let testDb: TestDatabase;
  let api: ReturnType<typeof testApp>;
  const sessions: Record<string, { token: string; id: string }> = {};

  beforeAll(async () => {
    testDb = await createTestDatabase(backend);
    api = testApp(testDb.database, { captchaEnabled: false });
    for (const [username, password] of [['admin', 'Admin@12345'], ['operator', 'Operator@12345'], ['nomenu', 'Nomenu@12345']] as const) {
      const { data } = (await login(api, username, password)).body;
      sessions[username] = { token: data.token, id: data.userInfo.id };
    }
  });
  afterAll(() => testDb.dispose());

  const tree = async (who: string, id = sessions[who]?.id) => api.post<ModuleNode[]>(TREE_PATH, { data: { id } }, bearer(sessions[who]?.token ?? ''));

  it('gives admin the 18 modules with the pages the console keys on', async () => {
    const { body } = await tree('admin');
    expect(body.code).toBe(0);
    expect(body.data).toHaveLength(18);
    const nodes = flatten(body.data);
    const params = nodes.map((node) => node.param);
    for (const path of ['/receipts-Module/import-resipts/list', '/receipt-management/parse-failure', '/countAnalyze/page/platefromWeek', '/permission/resource', '/count-management/list']) {
      expect(params).toContain(path);
    }
    expect(nodes.find((node) => node.code === 'SINGLE_WINDOW')).toMatchObject({ type: 'LINK', param: 'https://www.singlewindow.cn' });
    expect(nodes.find((node) => node.code === 'form-data-notice')).toMatchObject({ param: '' });
    const importReceipt = nodes.find((node) => node.param === '/receipts-Module/import-resipts/list');
    expect(importReceipt?.buttons).toEqual([
      { code: 'IMPORT_RECEIPT_QUERY', name: '查询' },
      { code: 'IMPORT_RECEIPT_DETAIL', name: '详情' },
      { code: 'IMPORT_RECEIPT_EXPORT', name: '导出' },
    ]);
  });

  it('gives operator 7 modules with read-only buttons, plus company registration as an applicant', async () => {
    const { body } = await tree('operator');
    expect(body.data.map((node) => node.code)).toEqual(['RECEIPTS', 'CLEARANCE_GOODS', 'COLLECTION_VERIFICATION', 'EXEMPTION_GOODS', 'COMPANY_REGISTRATION', 'NOTICES', 'WORK_ORDER', 'PAYMENT']);
    const buttons = flatten(body.data).flatMap((node) => node.buttons.map((button) => button.code));
    expect(buttons).toContain('RECEIPT_SEARCH_EXPORT');
    expect(buttons).not.toContain('RECEIPT_PARSE_FAILURE_REPROCESS');
    expect(buttons).not.toContain('NOTICE_MANAGEMENT_PUBLISH');
    expect(buttons).toEqual(expect.arrayContaining(['COMPANY_REGISTER_ADD', 'COMPANY_REGISTER_SUBMIT']));
    expect(buttons).not.toContain('COMPANY_REGISTER_AUDIT');
  });

  it('gives nomenu an empty tree', async () => {
    expect((await tree('nomenu')).body).toEqual({ code: 0, message: '成功', data: [] });
  });

  it("refuses another member's tree unless the caller manages permissions", async () => {
    expect(await tree('operator', sessions.admin?.id)).toEqual({ status: 403, body: { code: 403, message: '拒绝访问', data: null } });
    expect((await tree('admin', sessions.operator?.id)).body.data).toHaveLength(8);
  });
});
