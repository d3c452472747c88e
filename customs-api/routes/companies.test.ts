/** @jest-environment node */
import { eq } from 'drizzle-orm';
import {
  COMPANY_PATHS as PATHS,
  type ApplicationDetail,
  type ApplicationRow,
  type CompanyDetail,
  type LimitDetail,
  type LimitRow,
  type StoredDocumentRow,
} from '../contract/companies';
import type { Envelope } from '../contract/envelope';
import type { PageResult } from '../contract/query';
import { ORGANIZATION_PATHS, type AuditRow } from '../contract/organization';
import { company, inventoryHead } from '../db/schema';
import { BACKENDS, bearer, createTestDatabase, login, testApp, type TestDatabase } from '../test/harness';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const fields = {
  name: '广州南沙优选跨境电商有限公司',
  uscc: '91440300708461136T',
  customsCode: '4401966ABC',
  types: ['ebc', 'guarantor'],
  legalRepresentative: '李四',
  contactName: '王五',
  contactPhone: '020-88886666',
  address: '广州市南沙区',
};

describe.each(BACKENDS)('companies on %s', (backend) => {
  let testDb: TestDatabase;
  let api: ReturnType<typeof testApp>;
  let admin = '';
  let operator = '';

  beforeAll(async () => {
    testDb = await createTestDatabase(backend);
    api = testApp(testDb.database, { captchaEnabled: false });
    admin = (await login(api, 'admin', 'Admin@12345')).body.data.token;
    operator = (await login(api, 'operator', 'Operator@12345')).body.data.token;
  });
  afterAll(() => testDb.dispose());

  const call = <T>(token: string, path: string, data: unknown) => api.post<T>(path, { data }, bearer(token));
  const ok = async <T>(token: string, path: string, data: unknown): Promise<T> => {
    const { status, body } = await call<T>(token, path, data);
    expect([path, status, body.code, body.message]).toEqual([path, 200, 0, '成功']);
    return body.data;
  };
  const upload = async (token: string, applicationId: number, fileName: string, bytes: Buffer) => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(bytes)], fileName));
    form.append('applicationId', String(applicationId));
    form.append('kind', 'licence');
    const response = await api.app.fetch(new Request(`http://platform.test${PATHS.documentUpload}`, { method: 'POST', headers: bearer(token), body: form }));
    return { status: response.status, body: (await response.json()) as Envelope<StoredDocumentRow> };
  };

  it('validates the USCC check character and the customs code of an application', async () => {
    const wrongCheck = await call(operator, PATHS.applicationCreate, { ...fields, uscc: '91440300708461136X' });
    expect(wrongCheck.body).toMatchObject({ code: 1, message: '参数错误: data.uscc: 统一社会信用代码校验位错误' });
    const badCustoms = await call(operator, PATHS.applicationCreate, { ...fields, customsCode: '44019' });
    expect(badCustoms.body.message).toBe('参数错误: data.customsCode: 海关编码应为10位数字或大写字母');
  });

  it('runs draft → submitted → rejected → submitted → approved → authenticated with a full history', async () => {
    const draft = await ok<ApplicationDetail>(operator, PATHS.applicationCreate, fields);
    expect(draft).toMatchObject({ status: 'draft', applicantName: '张晓明', documents: [] });

    // Documents: pdf/png/jpg whose content matches the extension.
    expect((await upload(operator, draft.id, 'licence.exe', PDF)).body.message).toBe('只能上传 pdf、png 或 jpg 文件');
    expect((await upload(operator, draft.id, 'licence.png', PDF)).body.message).toBe('文件内容与扩展名 .png 不符');
    const document = (await upload(operator, draft.id, '营业执照.pdf', PDF)).body;
    expect(document).toMatchObject({ code: 0, data: { fileName: '营业执照.pdf', contentType: 'application/pdf', size: PDF.length } });

    // The applicant cannot decide; the platform reviewer does not see other people's drafts.
    expect((await call(operator, PATHS.applicationApprove, { id: draft.id })).status).toBe(403);
    expect((await call(admin, PATHS.applicationDetail, { id: draft.id })).body.message).toBe('备案申请不存在或无权查看');
    expect((await call(admin, PATHS.applicationApprove, { id: draft.id })).body.message).toBe('备案申请不存在或无权查看');

    await ok(operator, PATHS.applicationSubmit, { id: draft.id });
    expect((await call(operator, PATHS.applicationUpdate, { id: draft.id, ...fields })).body.message).toBe('当前状态为已提交，不能修改');
    expect((await upload(operator, draft.id, 'more.pdf', PDF)).body.message).toBe('当前状态为已提交，不能上传材料');
    expect((await call(admin, PATHS.applicationReject, { id: draft.id, reason: ' ' })).body.message).toBe('参数错误: data.reason: 请填写驳回原因');
    const rejected = await ok<ApplicationDetail>(admin, PATHS.applicationReject, { id: draft.id, reason: '法定代表人姓名与执照不符' });
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: '法定代表人姓名与执照不符', decidedBy: '系统管理员' });

    await ok(operator, PATHS.applicationUpdate, { id: draft.id, ...fields, legalRepresentative: '李四海' });
    await ok(operator, PATHS.applicationSubmit, { id: draft.id });
    expect((await call(admin, PATHS.applicationAuthenticate, { id: draft.id })).body.message).toBe('当前状态为已提交，不能认证');
    const approved = await ok<ApplicationDetail>(admin, PATHS.applicationApprove, { id: draft.id });
    expect(approved).toMatchObject({ status: 'approved', companyId: 'company-91440300708461136t', rejectReason: null });
    expect((await call(admin, PATHS.applicationReject, { id: draft.id, reason: '重复' })).body).toEqual({ code: 1, message: '当前状态为已通过，不能驳回', data: null });
    expect((await call(operator, PATHS.applicationSubmit, { id: draft.id })).body.message).toBe('当前状态为已通过，不能提交');

    const authList = await ok<PageResult<ApplicationRow>>(admin, PATHS.authPage, { terms: [{ column: 'uscc', termType: 'eq', value: fields.uscc }] });
    expect(authList.rows.map((row) => row.status)).toEqual(['approved']);
    const authenticated = await ok<ApplicationDetail>(admin, PATHS.applicationAuthenticate, { id: draft.id });
    expect(authenticated.status).toBe('authenticated');
    expect(authenticated.events.map((event) => `${event.fromStatus ?? ''}→${event.toStatus}`)).toEqual([
      '→draft',
      'draft→submitted',
      'submitted→rejected',
      'rejected→submitted',
      'submitted→approved',
      'approved→authenticated',
    ]);
    expect(authenticated.events[2]).toMatchObject({ actorName: '系统管理员', reason: '法定代表人姓名与执照不符' });
    expect(authenticated.documents.map((row) => row.fileName)).toEqual(['营业执照.pdf']);

    const created = await ok<CompanyDetail>(admin, PATHS.companyDetail, { id: 'company-91440300708461136t' });
    expect(created).toMatchObject({ name: fields.name, uscc: fields.uscc, customsCode: fields.customsCode, legalRepresentative: '李四海', types: ['ebc', 'guarantor'] });
    expect(created.authenticatedAt).not.toBeNull();
    expect(created.applications.map((row) => row.id)).toEqual([draft.id]);

    // The applicant still sees its application and can download the stored document, but no longer delete it.
    const mine = await ok<PageResult<ApplicationRow>>(operator, PATHS.applicationPage, {});
    expect(mine.rows.map((row) => row.id)).toContain(draft.id);
    const download = await api.app.fetch(
      new Request(`http://platform.test${PATHS.documentDownload}`, { method: 'POST', headers: { 'content-type': 'application/json', ...bearer(operator) }, body: JSON.stringify({ data: { id: document.data.id } }) }),
    );
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PDF);
    expect((await call(operator, PATHS.documentDelete, { id: document.data.id })).body.message).toBe('当前状态为已认证，不能删除材料');

    const audit = await ok<PageResult<AuditRow>>(admin, ORGANIZATION_PATHS.auditPage, { terms: [{ column: 'targetType', termType: 'eq', value: 'application' }, { column: 'targetId', termType: 'eq', value: String(draft.id) }] });
    expect(audit.rows.map((row) => row.action).reverse()).toEqual([
      'application.create',
      'application.submit',
      'application.reject',
      'application.update',
      'application.submit',
      'application.approve',
      'application.authenticate',
    ]);
  });

  it('keeps applicants to their own company’s applications', async () => {
    const nomenuToken = (await login(api, 'nomenu', 'Nomenu@12345')).body.data.token;
    expect((await call(nomenuToken, PATHS.applicationPage, {})).status).toBe(403);
    const all = await ok<PageResult<ApplicationRow>>(admin, PATHS.applicationPage, { pageSize: 100 });
    // Seeded: one submitted and one rejected application of the operator, and its draft (hidden from the reviewer).
    expect(all.rows.every((row) => row.status !== 'draft')).toBe(true);
    const operatorView = await ok<PageResult<ApplicationRow>>(operator, PATHS.applicationPage, { pageSize: 100 });
    expect(operatorView.rows.some((row) => row.status === 'draft')).toBe(true);
    expect(operatorView.rows.every((row) => row.applicantId === 'member-operator')).toBe(true);
  });

  it('computes limit usage from open import inventories and audits every adjustment', async () => {
    const { db } = testDb.database;
    await db.insert(company).values({ id: 'company-limit', name: '额度测试担保有限公司', uscc: '91110108551385082Q', customsCode: 'LIMIT00001', types: ['guarantor'], guaranteeLimit: 1000 });
    const [template] = await db.select().from(inventoryHead).where(eq(inventoryHead.ieFlag, 'I')).limit(1);
    if (!template) throw new Error('no seeded import inventory');
    // The copies get their own identity ids.
    const head: Partial<Pick<typeof template, 'id'>> & Omit<typeof template, 'id'> = { ...template };
    delete head.id;
    const heads: [number | null, number, 'I' | 'E'][] = [
      [null, 1000, 'I'], // no receipt yet: open
      [120, 2000, 'I'], // in customs: open
      [399, 500, 'I'], // cleared but not released: open
      [800, 4000, 'I'], // released: closed
      [899, 8000, 'I'], // concluded: closed
      [100, 16000, 'I'], // refused: never counts
      [-621005, 32000, 'I'], // processing error: never counts
      [120, 64000, 'E'], // export: not guaranteed
    ];
    await db.insert(inventoryHead).values(
      heads.map(([returnStatus, totalPrice, ieFlag], index) => ({ ...head, ieFlag, copNo: `LIMIT-${index}`, assureCode: 'LIMIT00001', returnStatus, totalPrice })),
    );

    const page = await ok<PageResult<LimitRow>>(admin, PATHS.limitPage, { terms: [{ column: 'customsCode', termType: 'eq', value: 'LIMIT00001' }] });
    expect(page.rows).toEqual([
      expect.objectContaining({ companyId: 'company-limit', guaranteeLimit: 1000, usage: 318.5, available: 681.5, openInventories: 3 }),
    ]);

    expect((await call(admin, PATHS.limitAdjust, { id: 'company-limit', guaranteeLimit: 5000, reason: '' })).body.message).toBe('参数错误: data.reason: 请填写调整原因');
    expect((await call(operator, PATHS.limitAdjust, { id: 'company-limit', guaranteeLimit: 5000, reason: '提额' })).status).toBe(403);
    const adjusted = await ok<LimitDetail>(admin, PATHS.limitAdjust, { id: 'company-limit', guaranteeLimit: 5000, reason: '担保函续签，额度提升' });
    expect(adjusted).toMatchObject({ guaranteeLimit: 5000, usage: 318.5, available: 4681.5, taxRate: 0.091 });
    expect(adjusted.inventories.total).toBe(3);
    expect(adjusted.inventories.rows.map((row) => row.estimatedTax).sort((x, y) => x - y)).toEqual([45.5, 91, 182]);
    expect(adjusted.adjustments).toEqual([expect.objectContaining({ actorName: '系统管理员', before: 1000, after: 5000, reason: '担保函续签，额度提升' })]);

    const audit = await ok<PageResult<AuditRow>>(admin, ORGANIZATION_PATHS.auditPage, { terms: [{ column: 'action', termType: 'eq', value: 'company.limit.adjust' }] });
    expect(audit.rows[0]).toMatchObject({ targetId: 'company-limit', before: '{"guaranteeLimit":1000}', after: '{"guaranteeLimit":5000}', reason: '担保函续签，额度提升' });
  });

  it('shows the seeded guarantor with usage from the demo declarations', async () => {
    const detail = await ok<LimitDetail>(admin, PATHS.limitDetail, { id: 'company-qianhai', pageSize: 500 });
    expect(detail.guaranteeLimit).toBe(500_000);
    expect(detail.openInventories).toBeGreaterThan(0);
    expect(detail.inventories.rows).toHaveLength(detail.openInventories);
    const open = detail.inventories.rows.reduce((sum, row) => sum + row.totalPrice, 0);
    expect(detail.usage).toBeCloseTo(open * 0.091, 1);
    expect(detail.inventories.rows.every((row) => row.returnStatus === null || ![100, 800, 899].includes(row.returnStatus))).toBe(true);
  });

  it('edits a company with an audit record', async () => {
    const before = await ok<CompanyDetail>(admin, PATHS.companyDetail, { id: 'company-agent' });
    await ok(admin, PATHS.companyUpdate, { ...before, contactPhone: '020-11112222' });
    const audit = await ok<PageResult<AuditRow>>(admin, ORGANIZATION_PATHS.auditPage, { terms: [{ column: 'action', termType: 'eq', value: 'company.update' }] });
    expect(audit.rows[0]?.after).toContain('020-11112222');
    expect((await call(operator, PATHS.companyPage, {})).status).toBe(403);
  });
});
