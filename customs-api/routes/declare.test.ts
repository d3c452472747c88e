/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { company, groupResource, member, memberGroup, permissionGroup, resource } from '../db/schema';
import { DECLARE_PATHS, type DeclareHeadRow, type DeclareHeadTotal, type DeclareListRow, type DeclareListTotal, type DeclareBatchRow } from '../contract/declare';
import type { PageResult } from '../contract/query';
import { hashPassword } from '../services/passwords';
import {
  buildXlsx,
  exportHead,
  exportLine,
  importHead,
  importLine,
  postRaw,
  readXlsx,
  sheetRows,
  uniqueCop,
  upload,
  VALID_ID,
} from '../test/declare-fixtures';
import { BACKENDS, bearer, createTestDatabase, login, testApp, type TestDatabase } from '../test/harness';

describe.each(BACKENDS)('declaration imports on %s', (backend) => {
  let testDb: TestDatabase;
  let api: ReturnType<typeof testApp>;
  let admin: string;

  beforeAll(async () => {
    testDb = await createTestDatabase(backend);
    api = testApp(testDb.database, { captchaEnabled: false });
    admin = (await login(api, 'admin', 'Admin@12345')).body.data.token;
  });
  afterAll(() => testDb.dispose());

  const headsOfBatch = async (batchId: number, token = admin) =>
    (await api.post<PageResult<DeclareHeadRow>>(DECLARE_PATHS.headPage, { data: { terms: [{ column: 'batchId', termType: 'eq', value: batchId }], pageSize: 100 } }, bearer(token))).body;

  it('seeds ~200 demo heads once, with lines that add up', async () => {
    const total = await api.post<DeclareHeadTotal>(DECLARE_PATHS.headTotal, { data: { terms: [{ column: 'copNo', termType: 'like', value: 'DEMO' }] } }, bearer(admin));
    expect(total.body.data.heads).toBe(200);
    expect(total.body.data.lines).toBeGreaterThanOrEqual(200);
    const batches = await api.post<PageResult<DeclareBatchRow>>(DECLARE_PATHS.infoPage, { data: {} }, bearer(admin));
    expect(batches.body.data.total).toBeGreaterThanOrEqual(4);
  });

  it('stores a good import file and serves heads, lines and totals (buyer data masked)', async () => {
    const [a, b] = [uniqueCop('GA'), uniqueCop('GB')];
    const file = await buildXlsx(
      [importHead(a), importHead(b, { grossWeight: 5, netWeight: 4 })],
      [importLine(a, 1), importLine(b, 1), importLine(b, 2, { qty: 3, price: 10.1, totalPrice: 30.3, unit: '035', qty2: 1, unit2: '007' })],
    );
    const { body } = await upload(api, admin, file);
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ ieFlag: 'I', messageType: 'CEB621', status: 'success', totalHeads: 2, okHeads: 2, failedHeads: 0, errors: [] });

    const page = await headsOfBatch(body.data.batchId);
    expect(page.data.total).toBe(2);
    const headB = page.data.rows.find((row) => row.copNo === b) as DeclareHeadRow;
    expect(headB).toMatchObject({ ieFlag: 'I', lineCount: 2, totalPrice: 429.3, workflowStatus: 'imported', customsCode: '5141', ieDate: '2026-11-20', grossWeight: 5 });
    expect(headB.buyerIdNumber).toBe(`${VALID_ID.slice(0, 6)}********${VALID_ID.slice(-4)}`);
    expect(headB.buyerTelephone).toBe('138****5678');
    expect(headB.consigneeAddress).toBe('广东省广州市****');

    const detail = await api.post<DeclareHeadRow>(DECLARE_PATHS.detailForHead, { data: { id: headB.id } }, bearer(admin));
    expect(detail.body.data).toMatchObject({ copNo: b, buyerTelephone: '138****5678' });
    const lines = await api.post<PageResult<DeclareListRow>>(DECLARE_PATHS.detailForList, { data: { headId: headB.id, page: 1, pageSize: 1 } }, bearer(admin));
    expect(lines.body.data.total).toBe(2);
    expect(lines.body.data.rows[0]).toMatchObject({ gnum: 1, gcode: '1901101000', qty: 2, price: 199.5, totalPrice: 399, unit: '122' });
    const lineTotal = await api.post<DeclareListTotal>(DECLARE_PATHS.detailForListTotal, { data: { headId: headB.id } }, bearer(admin));
    expect(lineTotal.body.data).toEqual({ lines: 2, qty: 5, totalPrice: 429.3 });
    const total = await api.post<DeclareHeadTotal>(DECLARE_PATHS.headTotal, { data: { terms: [{ column: 'batchId', termType: 'eq', value: body.data.batchId }] } }, bearer(admin));
    expect(total.body.data).toEqual({ heads: 2, lines: 3, totalPrice: 828.3, grossWeight: 7, netWeight: 5.6 });
  });

  it('reports every bad row with sheet, row, column and reason, and keeps no part of a bad head', async () => {
    const cops = Array.from({ length: 6 }, (_, i) => uniqueCop(`B${i}`));
    const [good, badHead, badLine, heavy, badId, noLines] = cops as [string, string, string, string, string, string];
    const file = await buildXlsx(
      [
        importHead(good),
        importHead(badHead, { country: '999', customsCode: '' }),
        importHead(badLine),
        importHead(heavy, { netWeight: 3, grossWeight: 2 }),
        importHead(badId, { buyerIdNumber: '110101199003071234' }),
        importHead(noLines),
      ],
      [
        importLine(good, 1),
        importLine(badHead, 1),
        importLine(badLine, 1),
        importLine(badLine, 2, { totalPrice: 500, gcode: '19011010', qty: -1 }),
        importLine(heavy, 1),
        importLine(badId, 1),
        importLine('NOSUCHCOP', 1),
      ],
    );
    const { body } = await upload(api, admin, file);
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ status: 'partial', totalHeads: 6, okHeads: 1, failedHeads: 5 });
    const errors = body.data.errors;
    const find = (sheet: string, row: number, field: string) => errors.find((e) => e.sheet === sheet && e.row === row && e.field === field);
    // Head sheet: row 1 headers, data from row 2.
    expect(find('表头', 3, 'country')).toMatchObject({ column: expect.stringMatching(/^[A-Z]+$/), message: expect.stringContaining('不在字典「国别（地区）」中') });
    expect(find('表头', 3, 'customsCode')?.message).toContain('必填项不能为空');
    expect(find('表头', 5, 'netWeight')?.message).toContain('不能大于毛重');
    expect(find('表头', 6, 'buyerIdNumber')?.message).toContain('身份证号码');
    expect(find('表头', 7, 'copNo')?.message).toContain('在表体中没有商品');
    expect(find('表体', 5, 'gcode')?.message).toContain('10');
    expect(find('表体', 5, 'qty')?.message).toContain('大于0');
    expect(find('表体', 8, 'copNo')?.message).toContain('在表头中不存在');
    expect(errors.every((e) => e.message.length > 0 && typeof e.row === 'number')).toBe(true);

    const page = await headsOfBatch(body.data.batchId);
    expect(page.data.rows.map((row) => row.copNo)).toEqual([good]);
    // The head whose second line was bad is not stored, nor its good first line.
    const search = await api.post<PageResult<DeclareHeadRow>>(DECLARE_PATHS.headPage, { data: { terms: [{ column: 'copNo', termType: 'eq', value: badLine }] } }, bearer(admin));
    expect(search.body.data.total).toBe(0);
  });

  it('checks line totals against qty × price and the head total against its lines', async () => {
    const [a, b] = [uniqueCop('LT'), uniqueCop('LU')];
    const file = await buildXlsx(
      [importHead(a, { totalPrice: 399 }), importHead(b, { totalPrice: 100 })],
      [importLine(a, 1, { totalPrice: 399.009 }), importLine(b, 1, { totalPrice: 399.02 })],
    );
    const { body } = await upload(api, admin, file);
    expect(body.data).toMatchObject({ okHeads: 1, failedHeads: 1 });
    expect(body.data.errors.map((e) => `${e.sheet}:${e.row}:${e.field}`).sort()).toEqual(['表体:3:totalPrice', '表头:3:totalPrice']);
  });

  it('refuses duplicate copNo in the file and against stored heads', async () => {
    const cop = uniqueCop('DUP');
    const first = await upload(api, admin, await buildXlsx([importHead(cop)], [importLine(cop, 1)]));
    expect(first.body.data.okHeads).toBe(1);
    const again = await upload(api, admin, await buildXlsx([importHead(cop)], [importLine(cop, 1)]));
    expect(again.body.data).toMatchObject({ okHeads: 0, failedHeads: 1, status: 'failed' });
    expect(again.body.data.errors[0]).toMatchObject({ sheet: '表头', row: 2, field: 'copNo', message: expect.stringContaining('已存在') });
    // Same copNo under another e-commerce company is fine; twice in one file is not.
    const other = uniqueCop('DUP');
    const inFile = await upload(api, admin, await buildXlsx([importHead(cop, { ebcCode: 'OTHEREBC01' }), importHead(other), importHead(other)], [importLine(cop, 1), importLine(other, 1)]));
    expect(inFile.body.data).toMatchObject({ okHeads: 1, failedHeads: 2 });
    expect(inFile.body.data.errors.filter((e) => e.message.includes('重复')).map((e) => e.row)).toEqual([3, 4]);
  });

  it('saves nothing when the file structure is invalid, and refuses non-xlsx files', async () => {
    const cop = uniqueCop('MISS');
    const line = importLine(cop, 1);
    delete line.gcode;
    const { body } = await upload(api, admin, await buildXlsx([importHead(cop)], [line]));
    expect(body.data).toMatchObject({ status: 'failed', okHeads: 0, totalHeads: 1, failedHeads: 1 });
    expect(body.data.errors[0]).toMatchObject({ sheet: '表体', row: 1, field: 'gcode', message: expect.stringContaining('缺少必填列') });
    expect((await headsOfBatch(body.data.batchId)).data.total).toBe(0);

    const notXlsx = await upload(api, admin, Buffer.from('copNo,orderNo\n1,2\n'));
    expect(notXlsx.body.code).toBe(1);
    expect(notXlsx.body.message).toContain('xlsx');
  });

  it('accepts Chinese headers with the label row and detects an export (CEB603) file', async () => {
    const cop = uniqueCop('EX');
    const template = await postRaw(api, admin, DECLARE_PATHS.download, { data: { template: 'E' } });
    const workbook = await readXlsx(template);
    const labels = new Map<string, string>();
    for (const name of ['表头', '表体']) {
      const rows = sheetRows(workbook.getWorksheet(name) as NonNullable<ReturnType<typeof workbook.getWorksheet>>);
      (rows[0] as string[]).forEach((key, index) => labels.set(`${name}:${key}`, String((rows[1] as string[])[index]).replace(/^\*/, '')));
    }
    const file = await buildXlsx([exportHead(cop)], [exportLine(cop, 1)], { rename: (key, sheet) => labels.get(`${sheet}:${key}`) ?? key });
    const { body } = await upload(api, admin, file);
    expect(body.data).toMatchObject({ ieFlag: 'E', messageType: 'CEB603', okHeads: 1, errors: [] });
    const [head] = (await headsOfBatch(body.data.batchId)).data.rows;
    expect(head).toMatchObject({ ieFlag: 'E', ownerCode: 'TESTEBC001', statisticsFlag: 'A', pod: 'USLA', fCurrency: '142', buyerIdNumber: null });

    // Field names on row 1 and the template's label row 2: data starts on row 3.
    const next = uniqueCop('EY');
    const labelRow = Object.fromEntries([...labels].map(([key, label]) => [key.split(':')[1] as string, `*${label}`]));
    const withLabels = await upload(api, admin, await buildXlsx([exportHead(next, { country: '999' })], [exportLine(next, 1)], { labelRow }), { ieFlag: 'E' });
    expect(withLabels.body.data).toMatchObject({ totalHeads: 1, okHeads: 0 });
    expect(withLabels.body.data.errors).toEqual([expect.objectContaining({ sheet: '表头', row: 3, field: 'country' })]);
  });

  it('streams head exports as xlsx with Chinese file names and masked buyer data', async () => {
    const cop = uniqueCop('XP');
    const uploaded = await upload(api, admin, await buildXlsx([importHead(cop)], [importLine(cop, 1), importLine(cop, 2)]));
    const terms = [{ column: 'batchId', termType: 'eq', value: uploaded.body.data.batchId }];
    const response = await postRaw(api, admin, DECLARE_PATHS.headExport, { data: { terms } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=".*\.xlsx"; filename\*=UTF-8''%E6%B8%85%E5%8D%95%E8%A1%A8%E5%A4%B4_\d{8}\.xlsx$/);
    const rows = sheetRows((await readXlsx(response)).worksheets[0] as never);
    expect(rows).toHaveLength(2);
    const header = rows[0] as string[];
    const data = rows[1] as unknown[];
    expect(data[header.indexOf('企业内部编号')]).toBe(cop);
    expect(data[header.indexOf('订购人证件号码')]).toBe(`${VALID_ID.slice(0, 6)}********${VALID_ID.slice(-4)}`);
    expect(data[header.indexOf('订购人电话')]).toBe('138****5678');

    const both = await postRaw(api, admin, DECLARE_PATHS.headExport2, { data: { terms } });
    const workbook = await readXlsx(both);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['表头', '表体']);
    const lineRows = sheetRows(workbook.worksheets[1] as never);
    expect(lineRows).toHaveLength(3);
    expect(lineRows.slice(1).map((row) => [row[0], row[2]])).toEqual([
      [cop, 1],
      [cop, 2],
    ]);

    const batches = await postRaw(api, admin, DECLARE_PATHS.infoExport, { data: { terms: [{ column: 'id', termType: 'eq', value: uploaded.body.data.batchId }] } });
    const batchRows = sheetRows((await readXlsx(batches)).worksheets[0] as never);
    expect(batchRows).toHaveLength(2);

    // Errors before streaming still answer the envelope.
    const refused = await postRaw(api, admin, DECLARE_PATHS.headExport, { data: { terms: [{ column: 'password', termType: 'eq', value: 'x' }] } });
    expect(refused.headers.get('content-type')).toContain('application/json');
    expect(((await refused.json()) as { code: number }).code).toBe(1);
  });

  it('downloads the original file and both templates', async () => {
    const cop = uniqueCop('DL');
    const file = await buildXlsx([importHead(cop)], [importLine(cop, 1)]);
    const uploaded = await upload(api, admin, file, { fileName: '十一月清单.xlsx' });
    const original = await postRaw(api, admin, DECLARE_PATHS.download, { data: { batchId: uploaded.body.data.batchId } });
    expect(original.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('十一月清单.xlsx')}`);
    expect(Buffer.from(await original.arrayBuffer()).equals(file)).toBe(true);

    for (const [flag, marker, absent] of [
      ['I', 'buyerIdNumber', 'ownerCode'],
      ['E', 'ownerCode', 'buyerIdNumber'],
    ] as const) {
      const response = await postRaw(api, admin, DECLARE_PATHS.download, { data: { template: flag } });
      expect(response.headers.get('content-disposition')).toContain('filename*=UTF-8');
      const workbook = await readXlsx(response);
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['表头', '表体']);
      const [fields, labels] = sheetRows(workbook.worksheets[0] as never) as string[][];
      expect(fields).toContain(marker);
      expect(fields).not.toContain(absent);
      expect(labels?.[fields?.indexOf('copNo') ?? -1]).toBe('*企业内部编号');
    }
    const missing = await api.post(DECLARE_PATHS.download, { data: { batchId: 999_999_999 } }, bearer(admin));
    expect(missing.body.code).toBe(1);
  });

  it('answers 403 to a member without DECLARATION_IMPORT', async () => {
    const token = (await login(api, 'nomenu', 'Nomenu@12345')).body.data.token;
    for (const path of [DECLARE_PATHS.headPage, DECLARE_PATHS.infoPage, DECLARE_PATHS.headExport, DECLARE_PATHS.download]) {
      const { status, body } = await api.post(path, { data: {} }, bearer(token));
      expect([path, status, body.code]).toEqual([path, 403, 403]);
    }
    const uploadAttempt = await upload(api, token, Buffer.from('x'));
    expect(uploadAttempt.status).toBe(403);
  });

  it('shows a member of another company only its own company’s heads', async () => {
    await testDb.database.db.insert(company).values({ id: 'company-scope', name: '范围测试电商有限公司', uscc: '91440101MA5SCOPE1X', customsCode: 'SCOPE00001' });
    await testDb.database.db.insert(member).values({ id: 'member-scope', username: 'scoped', name: '范围测试', companyId: 'company-scope', passwordHash: await hashPassword('Scoped@12345') });
    await testDb.database.db.insert(memberGroup).values({ memberId: 'member-scope', groupId: 'group-operator' });
    // Operators read; this one also holds the upload button (DECLARATION_IMPORT_IMPORT) through a group of its own.
    await testDb.database.db.insert(permissionGroup).values({ id: 'group-scope-importer', code: 'scope-importer', name: '导入' });
    const [importButton] = await testDb.database.db.select({ id: resource.id }).from(resource).where(eq(resource.code, 'DECLARATION_IMPORT_IMPORT'));
    await testDb.database.db.insert(groupResource).values({ groupId: 'group-scope-importer', resourceId: importButton?.id ?? 0 });
    await testDb.database.db.insert(memberGroup).values({ memberId: 'member-scope', groupId: 'group-scope-importer' });
    const [mine, theirs] = [uniqueCop('SM'), uniqueCop('ST')];
    const uploaded = await upload(
      api,
      admin,
      await buildXlsx([importHead(mine, { ebcCode: 'SCOPE00001', agentCode: 'AGENTX0001' }), importHead(theirs, { agentCode: 'AGENTX0001' })], [importLine(mine, 1), importLine(theirs, 1)]),
    );
    expect(uploaded.body.data.okHeads).toBe(2);
    const token = (await login(api, 'scoped', 'Scoped@12345')).body.data.token;

    const page = await api.post<PageResult<DeclareHeadRow>>(DECLARE_PATHS.headPage, { data: { pageSize: 500 } }, bearer(token));
    expect(page.body.data.rows.map((row) => row.copNo)).toEqual([mine]);
    const total = await api.post<DeclareHeadTotal>(DECLARE_PATHS.headTotal, { data: {} }, bearer(token));
    expect(total.body.data.heads).toBe(1);
    const adminView = (await headsOfBatch(uploaded.body.data.batchId)).data.rows;
    const theirsId = adminView.find((row) => row.copNo === theirs)?.id;
    const detail = await api.post(DECLARE_PATHS.detailForHead, { data: { id: theirsId } }, bearer(token));
    expect(detail.body.code).toBe(1);
    const lines = await api.post(DECLARE_PATHS.detailForList, { data: { headId: theirsId } }, bearer(token));
    expect(lines.body.code).toBe(1);
    // Batches uploaded by the platform are not this company's.
    const batches = await api.post<PageResult<DeclareBatchRow>>(DECLARE_PATHS.infoPage, { data: {} }, bearer(token));
    expect(batches.body.data.total).toBe(0);
    const exported = sheetRows((await readXlsx(await postRaw(api, token, DECLARE_PATHS.headExport, { data: {} }))).worksheets[0] as never);
    expect(exported).toHaveLength(2);

    // It may upload only its own company's heads.
    const [own, foreign] = [uniqueCop('SU'), uniqueCop('SF')];
    const result = await upload(api, token, await buildXlsx([importHead(own, { ebcCode: 'SCOPE00001' }), importHead(foreign)], [importLine(own, 1), importLine(foreign, 1)]));
    expect(result.body.data).toMatchObject({ okHeads: 1, failedHeads: 1 });
    expect(result.body.data.errors[0]?.message).toContain('无权导入');
    const ownBatches = await api.post<PageResult<DeclareBatchRow>>(DECLARE_PATHS.infoPage, { data: {} }, bearer(token));
    expect(ownBatches.body.data.rows[0]).toMatchObject({ companyCode: 'SCOPE00001', companyName: '范围测试电商有限公司', uploadedBy: 'scoped', status: 'partial' });
  });
});
