/** @jest-environment node */
import { PgDialect } from 'drizzle-orm/pg-core';
import { DECLARE_PATHS, type DeclareHeadRow, type DeclareHeadTotal } from '../contract/declare';
import type { PageResult } from '../contract/query';
import { HEAD_COLUMNS } from '../services/declare/queries';
import { termsToWhere } from '../services/query/terms';
import { buildXlsx, importHead, importLine, upload } from '../test/declare-fixtures';
import { BACKENDS, bearer, createTestDatabase, login, testApp, type TestDatabase } from '../test/harness';

describe('terms → SQL', () => {
  const dialect = new PgDialect();
  it('binds every value and escapes like wildcards', () => {
    const where = termsToWhere(HEAD_COLUMNS, [
      { column: 'copNo', termType: 'like', value: '50%_off\\' },
      { column: 'totalPrice', termType: 'btw', value: [10, null] },
      { column: 'createdAt', termType: 'lte', value: '2026-11-22' },
    ]);
    const query = dialect.sqlToQuery(where as NonNullable<typeof where>);
    expect(query.sql).toBe('("inventory_head"."cop_no" ilike $1 and "inventory_head"."total_price" >= $2 and "inventory_head"."created_at" <= $3)');
    expect(query.params[0]).toBe('%50\\%\\_off\\\\%');
    expect(query.params[1]).toBe('10');
  });

  it('refuses unknown columns, term types a column does not allow, and bad values', () => {
    expect(() => termsToWhere(HEAD_COLUMNS, [{ column: 'buyerIdNumber', termType: 'eq', value: '1' }])).toThrow('不支持的查询字段: buyerIdNumber');
    expect(() => termsToWhere(HEAD_COLUMNS, [{ column: 'createdAt', termType: 'like', value: '2026' }])).toThrow('不支持查询方式 like');
    expect(() => termsToWhere(HEAD_COLUMNS, [{ column: 'totalPrice', termType: 'gte', value: 'abc' }])).toThrow('应为数字');
    expect(() => termsToWhere(HEAD_COLUMNS, [{ column: 'ieDate', termType: 'eq', value: '2026-13-01' }])).toThrow('YYYY-MM-DD');
    expect(() => termsToWhere(HEAD_COLUMNS, [{ column: 'toString', termType: 'eq', value: 'x' }])).toThrow('不支持的查询字段');
  });
});

describe.each(BACKENDS)('declaration head queries on %s', (backend) => {
  let testDb: TestDatabase;
  let api: ReturnType<typeof testApp>;
  let token: string;
  let batchId: number;
  const run = Date.now().toString(36).toUpperCase();
  const cops = [`Q%${run}`, `Q_${run}`, `QA${run}`, `QAB${run}`];

  const page = async (data: unknown) => (await api.post<PageResult<DeclareHeadRow>>(DECLARE_PATHS.headPage, { data }, bearer(token))).body;
  const batchTerm = () => ({ column: 'batchId', termType: 'eq', value: batchId });
  const copsOf = (rows: DeclareHeadRow[]) => rows.map((row) => row.copNo);

  beforeAll(async () => {
    testDb = await createTestDatabase(backend);
    api = testApp(testDb.database, { captchaEnabled: false });
    token = (await login(api, 'admin', 'Admin@12345')).body.data.token;
    // Four heads with 1..4 lines of 399 each: totalPrice 399, 798, 1197, 1596.
    const heads = cops.map((cop, index) => importHead(cop, { ieDate: `2026110${index + 1}`, customsCode: index % 2 ? '2233' : '5141', grossWeight: 10, netWeight: 8 }));
    const lines = cops.flatMap((cop, index) => Array.from({ length: index + 1 }, (_, gnum) => importLine(cop, gnum + 1)));
    const uploaded = await upload(api, token, await buildXlsx(heads, lines));
    expect(uploaded.body.data.okHeads).toBe(4);
    batchId = uploaded.body.data.batchId;
  });
  afterAll(() => testDb.dispose());

  it('like matches % and _ literally, case-insensitively', async () => {
    expect(copsOf((await page({ terms: [batchTerm(), { column: 'copNo', termType: 'like', value: 'q%' }] })).data.rows)).toEqual([cops[0]]);
    expect(copsOf((await page({ terms: [batchTerm(), { column: 'copNo', termType: 'like', value: 'Q_' }] })).data.rows)).toEqual([cops[1]]);
    expect((await page({ terms: [batchTerm(), { column: 'copNo', termType: 'like', value: 'QA' }] })).data.total).toBe(2);
  });

  it('eq, gte, lte and btw with open ends on numbers, dates and timestamps', async () => {
    const sorted = { sort: [{ column: 'totalPrice', direction: 'asc' }] };
    const totals = async (term: object) => (await page({ terms: [batchTerm(), term], ...sorted })).data.rows.map((row) => row.totalPrice);
    expect(await totals({ column: 'customsCode', termType: 'eq', value: '2233' })).toEqual([798, 1596]);
    expect(await totals({ column: 'totalPrice', termType: 'gte', value: 798 })).toEqual([798, 1197, 1596]);
    expect(await totals({ column: 'lineCount', termType: 'lte', value: 2 })).toEqual([399, 798]);
    expect(await totals({ column: 'totalPrice', termType: 'btw', value: [798, 1197] })).toEqual([798, 1197]);
    expect(await totals({ column: 'totalPrice', termType: 'btw', value: [null, 798] })).toEqual([399, 798]);
    expect(await totals({ column: 'totalPrice', termType: 'btw', value: ['1000', null] })).toEqual([1197, 1596]);
    expect(await totals({ column: 'totalPrice', termType: 'btw', value: [null, null] })).toEqual([399, 798, 1197, 1596]);
    expect(await totals({ column: 'ieDate', termType: 'btw', value: ['2026-11-02', '2026-11-03'] })).toEqual([798, 1197]);
    expect(await totals({ column: 'ieDate', termType: 'eq', value: '2026-11-04' })).toEqual([1596]);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(await totals({ column: 'createdAt', termType: 'btw', value: [today, today] })).toHaveLength(4);
    expect(await totals({ column: 'createdAt', termType: 'lte', value: '2020-01-01' })).toEqual([]);
    expect(await totals({ column: 'createdAt', termType: 'gte', value: new Date(Date.now() - 3_600_000).toISOString() })).toHaveLength(4);
    expect(await totals({ column: 'copNo', termType: 'eq', value: '' })).toHaveLength(4);
  });

  it('pages, counts and totals the same terms', async () => {
    const second = await page({ terms: [batchTerm()], page: 2, pageSize: 3, sort: [{ column: 'totalPrice', direction: 'desc' }] });
    expect(second.data).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.data.rows.map((row) => row.totalPrice)).toEqual([399]);
    const total = await api.post<DeclareHeadTotal>(DECLARE_PATHS.headTotal, { data: { terms: [batchTerm(), { column: 'lineCount', termType: 'gte', value: 3 }] } }, bearer(token));
    expect(total.body.data).toEqual({ heads: 2, lines: 7, totalPrice: 2793, grossWeight: 20, netWeight: 16 });
  });

  it('sorts by whitelisted columns only, newest first by default', async () => {
    const byDefault = await page({ terms: [batchTerm()] });
    const ids = byDefault.data.rows.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const byCop = await page({ terms: [batchTerm()], sort: [{ column: 'copNo', direction: 'asc' }] });
    expect(copsOf(byCop.data.rows)).toEqual([...cops].sort());
    for (const column of ['preNo', 'buyerIdNumber', 'nope']) {
      const refused = await page({ terms: [batchTerm()], sort: [{ column, direction: 'asc' }] });
      expect(refused.code).toBe(1);
    }
  });

  it('refuses unknown columns and term types with code 1, never as SQL', async () => {
    const cases: [unknown, string][] = [
      [{ terms: [{ column: 'password_hash', termType: 'eq', value: 'x' }] }, '不支持的查询字段'],
      [{ terms: [{ column: 'copNo', termType: 'in', value: 'x' }] }, 'termType'],
      [{ terms: [{ column: 'copNo); drop table member;--', termType: 'eq', value: 'x' }] }, 'column'],
      [{ terms: [{ column: 'totalPrice', termType: 'like', value: '1' }] }, '不支持查询方式 like'],
      [{ terms: [{ column: 'totalPrice', termType: 'btw', value: 5 }] }, '值无效'],
    ];
    for (const [data, message] of cases) {
      const body = await page(data);
      expect([body.code, body.message]).toEqual([1, expect.stringContaining(message)]);
    }
    // The member table is still there.
    expect((await login(api, 'admin', 'Admin@12345')).body.code).toBe(0);
  });
});
