/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { PageResult } from '../contract/query';
import { HS_CODE_PATHS, type HsCodeRow, type HsImportResult } from '../contract/receipts';
import { BUILT_IN_HS_CODES } from '../services/hscode/builtin';
import { parseCsv } from '../services/hscode/import';
import { buildXlsx, importHead, importLine, postRaw, readXlsx, sheetRows, uniqueCop, upload } from '../test/declare-fixtures';
import { BACKENDS, bearer, createTestDatabase, login, testApp, type TestApp, type TestDatabase } from '../test/harness';
import { DESIGN_DIR } from '../test/design';

const TARIFF = path.join(DESIGN_DIR, 'code-tables', 'customs_hs_code_ebc_erp.csv');

async function importFile(api: TestApp, token: string, name: string, bytes: Buffer | string, mode?: string) {
  const form = new FormData();
  form.set('file', new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name));
  if (mode) form.set('mode', mode);
  const response = await api.app.fetch(new Request(`http://platform.test${HS_CODE_PATHS.import}`, { method: 'POST', headers: bearer(token), body: form }));
  return { status: response.status, body: (await response.json()) as { code: number; message: string; data: HsImportResult } };
}

describe.each(BACKENDS)('HS codes on %s', (backend) => {
  let testDb: TestDatabase;
  let api: TestApp;
  let admin: string;

  beforeAll(async () => {
    testDb = await createTestDatabase(backend);
    api = testApp(testDb.database, { captchaEnabled: false });
    admin = (await login(api, 'admin', 'Admin@12345')).body.data.token;
  });
  afterAll(() => testDb.dispose());

  const page = (terms: unknown[] = [], pageSize = 20) => api.post<PageResult<HsCodeRow>>(HS_CODE_PATHS.page, { data: { terms, pageSize } }, bearer(admin));

  it('starts with the built-in codes', async () => {
    const { body } = await page([{ column: 'code', termType: 'eq', value: '1901101000' }]);
    expect(body.data.rows).toEqual([expect.objectContaining({ code: '1901101000', unit1: '035', unit2: null })]);
    expect((await page()).body.data.total).toBe(BUILT_IN_HS_CODES.length);
  });

  it('makes the declaration upload check legal units against the HS codes it knows', async () => {
    const [known, unknown] = [uniqueCop('HS'), uniqueCop('HU')];
    const file = await buildXlsx([importHead(known), importHead(unknown)], [importLine(known, 1, { unit1: '007' }), importLine(unknown, 1, { gcode: '9999999999', unit1: '007' })]);
    const { body } = await upload(api, admin, file);
    expect(body.data).toMatchObject({ okHeads: 1, failedHeads: 1 });
    expect(body.data.errors).toEqual([expect.objectContaining({ sheet: '表体', row: 2, field: 'unit1', message: '法定计量单位: 商品编码 1901101000 的法定计量单位应为 035，不是 007' })]);
  });

  it('imports the full 11,929-row tariff, then refuses the same file with one bad row and changes nothing', async () => {
    const csv = readFileSync(TARIFF, 'utf8');
    const lines = csv.split(/\r?\n/);
    const dataRows = parseCsv(csv).length - 1;
    expect(dataRows).toBe(11_929);

    const first = await importFile(api, admin, 'customs_hs_code.csv', csv);
    expect(first.body.code).toBe(0);
    expect(first.body.data).toMatchObject({ total: 11_929, errorCount: 0, errors: [], deleted: 0 });
    expect(first.body.data.inserted + first.body.data.updated).toBe(11_929);
    expect(first.body.data.updated).toBe(BUILT_IN_HS_CODES.length);
    expect((await page()).body.data.total).toBe(11_929);
    const milk = (await page([{ column: 'code', termType: 'eq', value: '1901101000' }])).body.data.rows[0];
    expect(milk?.name).toBe('供婴幼儿食用的零售包装配方奶粉');

    // Line 6001 (file row 6001) gets a 9-digit code; line 100 a new name that must not be written.
    const renamed = lines[99]?.split(',') ?? [];
    const bad = [...lines];
    bad[99] = [renamed[0], '已改名', ...renamed.slice(2)].join(',');
    const badCells = bad[6000]?.split(',') ?? [];
    bad[6000] = [badCells[0]?.slice(1), ...badCells.slice(1)].join(',');
    const second = await importFile(api, admin, 'customs_hs_code.csv', bad.join('\n'), 'replace');
    expect(second.body.data).toMatchObject({ total: 11_929, inserted: 0, updated: 0, deleted: 0, errorCount: 1 });
    expect(second.body.data.errors).toEqual([{ row: 6001, column: 'A', field: 'code', message: `商品编码: 「${badCells[0]?.slice(1)}」应为10位数字` }]);
    expect((await page()).body.data.total).toBe(11_929);
    const unchanged = (await page([{ column: 'code', termType: 'eq', value: renamed[0] }])).body.data.rows[0];
    expect(unchanged?.name).not.toBe('已改名');

    // The same file again: nothing to change.
    const again = await importFile(api, admin, 'customs_hs_code.csv', csv);
    expect(again.body.data).toMatchObject({ inserted: 0, updated: 0, errorCount: 0 });
  }, 120_000);

  it('reads xlsx (codes typed as numbers keep their zeros), reports every bad cell, and replaces when asked', async () => {
    const xlsx = async (rows: (string | number)[][]) => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('HS');
      sheet.addRow(['商品编码', '商品名称', '第一法定单位', '第二法定单位', '申报要素']);
      for (const row of rows) sheet.addRow(row);
      return Buffer.from(await workbook.xlsx.writeBuffer());
    };
    const good = [101210010, '改良种用马', 35, 9, '品名|用途'];
    const broken = await importFile(api, admin, 'hs.xlsx', await xlsx([good, ['0101210010', '', 'KG', '', ''], ['ABC', '名称', '035', '12', '']]));
    expect(broken.body.data.errorCount).toBe(5);
    expect(broken.body.data.errors).toEqual([
      { row: 3, column: 'A', field: 'code', message: '商品编码: 「0101210010」与第 2 行重复' },
      { row: 3, column: 'B', field: 'name', message: '商品名称: 必填项不能为空' },
      { row: 3, column: 'C', field: 'unit1', message: '第一法定单位: 「KG」应为3位数字的计量单位代码' },
      { row: 4, column: 'A', field: 'code', message: '商品编码: 「ABC」应为10位数字' },
      { row: 4, column: 'D', field: 'unit2', message: '第二法定单位: 「12」应为3位数字的计量单位代码' },
    ]);
    const replaced = await importFile(api, admin, 'hs.xlsx', await xlsx([good]), 'replace');
    expect(replaced.body.data).toMatchObject({ total: 1, errorCount: 0, deleted: 11_928 });
    expect((await page()).body.data.rows).toEqual([expect.objectContaining({ code: '0101210010', name: '改良种用马', unit1: '035', unit2: '009', elements: '品名|用途' })]);
    const missing = await importFile(api, admin, 'hs.csv', 'foo,bar\n1,2\n');
    expect(missing.body.data.errors.map((error) => error.field)).toEqual(['code', 'name', 'unit1']);
  });

  it('exports codes in the import format and answers 403 without the button', async () => {
    const response = await postRaw(api, admin, HS_CODE_PATHS.export, { data: { terms: [] } });
    const rows = sheetRows((await readXlsx(response)).worksheets[0] as never);
    expect(rows[0]).toEqual(['code', 'name', 'unit1', 'unit2', 'elements']);
    const operator = (await login(api, 'operator', 'Operator@12345')).body.data.token;
    expect((await importFile(api, operator, 'hs.csv', 'code,name,unit1\n0101210010,马,035\n')).status).toBe(403);
    expect((await api.post(HS_CODE_PATHS.page, { data: {} }, bearer(operator))).status).toBe(403);
  });
});
