/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { PageResult } from '../contract/query';
import {
  CLEARANCE_PATHS,
  RECEIPT_GATEWAY_KEY_HEADER,
  RECEIPT_PATHS,
  RECEIPT_SEARCH_COUNT_CAP,
  type ClearanceAggregate,
  type ClearanceGoodsRow,
  type IngestResult,
  type ReceiptFailureDetail,
  type ReceiptFailureRow,
  type ReceiptHistory,
  type ReceiptInventoryDetail,
  type ReceiptInventoryRow,
  type ReceiptInventoryTotal,
  type ReceiptSearchPage,
  type ReprocessResult,
  type SimulateResult,
} from '../contract/receipts';
import { inventoryHead } from '../db/schema';
import { buildReceiptMessage, formatReturnTime } from '../services/receipts/parser';
import { buildXlsx, exportHead, exportLine, importHead, importLine, postRaw, readXlsx, sheetRows, uniqueCop, upload } from '../test/declare-fixtures';
import { BACKENDS, bearer, createTestDatabase, login, testApp, type TestApp, type TestDatabase } from '../test/harness';
import { DESIGN_DIR } from '../test/design';

const SAMPLES = path.join(DESIGN_DIR, 'cbec-messages');
const sample = (type: string) => readFileSync(path.join(SAMPLES, `sample_${type}Message.xml`), 'utf8');

/** POSTs receipt files as multipart (field names file, file2, ...). */
async function ingest(api: TestApp, token: string, files: { name: string; xml: string }[]) {
  const form = new FormData();
  files.forEach((file, index) => form.set(index === 0 ? 'file' : `file${index + 1}`, new File([file.xml], file.name, { type: 'text/xml' })));
  const response = await api.app.fetch(new Request(`http://platform.test${RECEIPT_PATHS.ingest}`, { method: 'POST', headers: bearer(token), body: form }));
  return { status: response.status, body: (await response.json()) as { code: number; message: string; data: IngestResult } };
}

const at = (iso: string) => formatReturnTime(new Date(iso));
const inventoryReturn = (copNo: string, status: number, time: string, info = `status ${status}`, extra: Record<string, string> = {}) => ({
  copNo,
  ...extra,
  returnStatus: String(status),
  returnTime: at(time),
  returnInfo: info,
});

describe.each(BACKENDS)('receipts on %s', (backend) => {
  let testDb: TestDatabase;
  let api: TestApp;
  let admin: string;

  beforeAll(async () => {
    testDb = await createTestDatabase(backend);
    api = testApp(testDb.database, { captchaEnabled: false });
    admin = (await login(api, 'admin', 'Admin@12345')).body.data.token;
  });
  afterAll(() => testDb.dispose());

  /** Declares heads through the declaration upload; answers them by copNo. */
  async function declare(ieFlag: 'I' | 'E', heads: { copNo: string; over?: Record<string, string | number> }[]) {
    const head = ieFlag === 'I' ? importHead : exportHead;
    const line = ieFlag === 'I' ? importLine : exportLine;
    const file = await buildXlsx(
      heads.map((h) => head(h.copNo, h.over)),
      heads.map((h) => line(h.copNo, 1)),
    );
    const { body } = await upload(api, admin, file, { ieFlag });
    expect(body.data.errors).toEqual([]);
    const rows = await testDb.database.db.select().from(inventoryHead).where(eq(inventoryHead.batchId, body.data.batchId));
    return new Map(rows.map((row) => [row.copNo, row]));
  }

  const post = <T>(path: string, data: unknown, token = admin) => api.post<T>(path, { data }, bearer(token));
  const history = (headId: number) => post<ReceiptHistory>(RECEIPT_PATHS.history, { headId });

  it('seeds demo receipts through ingestion: every stage, order/payment/waybill receipts and parse failures', async () => {
    const total = await post<ReceiptInventoryTotal>(RECEIPT_PATHS.import.total, { terms: [] });
    expect(total.body.code).toBe(0);
    const stages = total.body.data.stages;
    expect(stages.closed + stages.released).toBeGreaterThan(10);
    expect(stages.none).toBeGreaterThan(0);
    expect(stages.rejected).toBeGreaterThan(0);
    const orders = await post<ReceiptSearchPage>(RECEIPT_PATHS.searchPage, { terms: [{ column: 'docType', termType: 'eq', value: 'order' }] });
    expect(orders.body.data.total).toBeGreaterThan(50);
    const all = await post<ReceiptSearchPage>(RECEIPT_PATHS.searchPage, {});
    expect(all.body.data).toMatchObject({ total: RECEIPT_SEARCH_COUNT_CAP, totalCapped: true });
    const failures = await post<PageResult<ReceiptFailureRow>>(RECEIPT_PATHS.failurePage, {});
    expect(failures.body.data.total).toBeGreaterThan(0);
  });

  it('ingests the CEB622 and CEB604 samples once (nine duplicates each) and refuses the declaration samples', async () => {
    const [imported] = (await declare('I', [{ copNo: 'cop2016032211000', over: { ebcCode: '1105910159' } }])).values();
    const [exported] = (await declare('E', [{ copNo: 'Cop20180507001', over: { ebcCode: '1105910159' } }])).values();
    const { body } = await ingest(api, admin, ['CEB622', 'CEB604', 'CEB621', 'CEB603'].map((type) => ({ name: `${type}.xml`, xml: sample(type) })));
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ messages: 4, receipts: 2, duplicates: 18, failures: 2 });
    expect(body.data.details.map((detail) => [detail.messageType, detail.receipts, detail.duplicates, detail.failures])).toEqual([
      ['CEB622', 1, 9, 0],
      ['CEB604', 1, 9, 0],
      ['CEB621', 0, 0, 1],
      ['CEB603', 0, 0, 1],
    ]);
    expect(body.data.details[2]?.reasons[0]).toContain('CEB621 是进口清单申报报文，不是回执报文');

    const importDetail = await post<ReceiptInventoryDetail>(RECEIPT_PATHS.import.detail, { id: imported?.id });
    expect(importDetail.body.data.head).toMatchObject({ returnStatus: 1, returnStatusName: '电子口岸已暂存', returnStage: 'declared', preNo: 'B20160512000001882', receiptCount: 1 });
    expect(importDetail.body.data.receipts).toEqual([expect.objectContaining({ messageType: 'CEB622', returnStatus: 1, current: true, returnTime: '2016-05-12T02:26:46.001Z' })]);
    expect(importDetail.body.data.lines).toHaveLength(1);
    const exportDetail = await post<ReceiptInventoryDetail>(RECEIPT_PATHS.exit.detail, { id: exported?.id });
    expect(exportDetail.body.data.head).toMatchObject({ returnStatus: 2, preNo: 'P20180507000000001', invtNo: 'Invt20180507000001' });
    // An import inventory is not found through the export module.
    expect((await post(RECEIPT_PATHS.exit.detail, { id: imported?.id })).body).toMatchObject({ code: 1, message: '清单不存在或无权查看' });
  });

  it('keeps the latest returnTime as the current status whatever the arrival order, and a duplicate once', async () => {
    const cop = uniqueCop('OO');
    const head = (await declare('I', [{ copNo: cop }])).get(cop) as { id: number };
    const message = (elements: Record<string, string>[]) => ({ name: 'r.xml', xml: buildReceiptMessage('CEB622', null, elements) });
    const released = inventoryReturn(cop, 800, '2026-11-20T03:00:00Z', '放行', { invtNo: '514120261000000001' });
    const first = await ingest(api, admin, [
      message([released]),
      message([inventoryReturn(cop, 2, '2026-11-20T01:00:00Z', '申报中', { preNo: 'B20261120000000001' })]),
      message([inventoryReturn(cop, 399, '2026-11-20T02:00:00Z', '审结'), released]),
    ]);
    expect(first.body.data).toMatchObject({ receipts: 3, duplicates: 1, failures: 0 });
    let timeline = (await history(head.id)).body.data;
    expect(timeline.heads[0]).toMatchObject({ returnStatus: 800, returnStage: 'released', returnInfo: '放行', preNo: 'B20261120000000001', invtNo: '514120261000000001' });
    expect(timeline.receipts.map((row) => [row.returnStatus, row.current])).toEqual([
      [2, false],
      [399, false],
      [800, true],
    ]);

    // Later status; then a different receipt with the same returnTime (the first one stays current) and an old one resent.
    const order = { orderNo: `SO${cop}`, ebpCode: '3301964J31', returnStatus: '120', returnTime: at('2026-11-20T00:30:00Z'), returnInfo: '订单入库' };
    const second = await ingest(api, admin, [
      message([inventoryReturn(cop, 899, '2026-11-21T03:00:00Z', '结关')]),
      message([inventoryReturn(cop, 500, '2026-11-21T03:00:00Z', '查验'), inventoryReturn(cop, 2, '2026-11-20T01:00:00Z', '申报中')]),
      { name: 'order.xml', xml: buildReceiptMessage('CEB312', null, [order]) },
    ]);
    expect(second.body.data).toMatchObject({ receipts: 3, duplicates: 1, failures: 0 });
    timeline = (await history(head.id)).body.data;
    expect(timeline.heads[0]).toMatchObject({ returnStatus: 899, returnStage: 'closed', receiptCount: 6 });
    expect(timeline.receipts.map((row) => [row.messageType, row.returnStatus, row.current])).toEqual([
      ['CEB312', 120, false],
      ['CEB622', 2, false],
      ['CEB622', 399, false],
      ['CEB622', 800, false],
      ['CEB622', 899, true],
      ['CEB622', 500, false],
    ]);
    // Any document number finds the whole history, the order receipt included.
    const byOrder = await post<ReceiptHistory>(RECEIPT_PATHS.history, { docNo: `SO${cop}` });
    expect(byOrder.body.data.receipts).toHaveLength(6);
    const search = await post<ReceiptSearchPage>(RECEIPT_PATHS.searchPage, { terms: [{ column: 'docNo', termType: 'eq', value: '514120261000000001' }], pageSize: 50 });
    expect(search.body.data).toMatchObject({ total: 6, totalCapped: false });
    expect(search.body.data.rows.map((row) => row.returnStatus)).toEqual([500, 899, 800, 399, 2, 120]);
    const byOrderNo = await post<ReceiptSearchPage>(RECEIPT_PATHS.searchPage, { terms: [{ column: 'orderNo', termType: 'eq', value: `SO${cop}` }], pageSize: 5 });
    expect(byOrderNo.body.data).toMatchObject({ total: 6, totalCapped: false });
    expect(byOrderNo.body.data.rows).toHaveLength(5);
    const stage = await post<ReceiptSearchPage>(RECEIPT_PATHS.searchPage, { terms: [{ column: 'copNo', termType: 'eq', value: cop }, { column: 'returnStage', termType: 'eq', value: 'inspection,closed' }] });
    expect(stage.body.data.rows.map((row) => row.returnStatus).sort()).toEqual([500, 899]);

    // The goods of a closed inventory are clearance goods.
    const goods = await post<PageResult<ClearanceGoodsRow>>(CLEARANCE_PATHS.import.page, { terms: [{ column: 'copNo', termType: 'eq', value: cop }] });
    expect(goods.body.data.rows).toEqual([expect.objectContaining({ copNo: cop, gcode: '1901101000', hsName: '婴幼儿配方奶粉（零售包装）', returnStatus: 899, qty: 2, totalPrice: 399 })]);
    const aggregate = await post<ClearanceAggregate>(CLEARANCE_PATHS.import.aggregate, { terms: [{ column: 'copNo', termType: 'eq', value: cop }], groupBy: 'gcode' });
    expect(aggregate.body.data.rows).toEqual([{ key: '1901101000', name: '婴幼儿配方奶粉（零售包装）', heads: 1, lines: 1, qty: 2, qty1: 1.6, totalPrice: 399 }]);
    const month = await post<ClearanceAggregate>(CLEARANCE_PATHS.import.aggregate, { terms: [{ column: 'copNo', termType: 'eq', value: cop }], groupBy: 'month' });
    expect(month.body.data.rows[0]?.key).toBe('2026-11');
    const exported = await postRaw(api, admin, CLEARANCE_PATHS.import.export, { data: { terms: [{ column: 'copNo', termType: 'eq', value: cop }], groupBy: 'country' } });
    const rows = sheetRows((await readXlsx(exported)).worksheets[0] as never);
    expect(rows[1]).toEqual(['116', '日本', 1, 1, 2, 1.6, 399]);
  });

  it('stores unmatched and malformed messages as parse failures, and reprocesses them once the document exists', async () => {
    const cop = uniqueCop('UM');
    const unmatched = buildReceiptMessage('CEB622', 'GUID-UM', [inventoryReturn(cop, 2, '2026-11-20T01:00:00Z', '申报中', { ebcCode: 'TESTEBC001', agentCode: '4401980123' })]);
    const broken = '<CEB622Message><InventoryReturn><copNo>X</copNo></CEB622Message>';
    const { body } = await ingest(api, admin, [
      { name: 'unmatched.xml', xml: unmatched },
      { name: 'broken.xml', xml: broken },
    ]);
    expect(body.data).toMatchObject({ receipts: 0, failures: 2 });
    expect(body.data.details[0]?.reasons[0]).toBe(`第 1 个 InventoryReturn: 未找到对应的进口清单（copNo=${cop}, ebcCode=TESTEBC001）`);
    expect(body.data.details[1]?.reasons[0]).toMatch(/^XML 格式错误/);

    const page = await post<PageResult<ReceiptFailureRow>>(RECEIPT_PATHS.failurePage, { terms: [{ column: 'docNo', termType: 'eq', value: cop }] });
    expect(page.body.data.rows).toEqual([expect.objectContaining({ docNo: cop, status: 'open', attempts: 0, messageType: 'CEB622', source: 'api', fileName: 'unmatched.xml' })]);
    const failureId = page.body.data.rows[0]?.id as number;
    const detail = await post<ReceiptFailureDetail>(RECEIPT_PATHS.failureDetail, { id: failureId });
    expect(detail.body.data.raw).toContain(`<copNo>${cop}</copNo>`);

    // Still no document: attempts + 1, same reason.
    const early = await post<ReprocessResult>(RECEIPT_PATHS.failureReprocess, { ids: [failureId] });
    expect(early.body.data).toMatchObject({ reprocessed: 0, stillFailing: 1 });
    // The document arrives; reprocessing now stores the receipt.
    const head = (await declare('I', [{ copNo: cop }])).get(cop) as { id: number };
    const done = await post<ReprocessResult>(RECEIPT_PATHS.failureReprocess, { ids: [failureId] });
    expect(done.body.data).toEqual({ reprocessed: 1, stillFailing: 0, details: [{ id: failureId, status: 'reprocessed', receipts: 1, reason: null }] });
    const after = await post<ReceiptFailureDetail>(RECEIPT_PATHS.failureDetail, { id: failureId });
    expect(after.body.data).toMatchObject({ status: 'reprocessed', attempts: 2 });
    expect(after.body.data.receipts).toEqual([expect.objectContaining({ headId: head.id, returnStatus: 2 })]);
    expect((await history(head.id)).body.data.heads[0]).toMatchObject({ returnStatus: 2 });

    // The broken message can only be resolved by hand.
    const brokenPage = await post<PageResult<ReceiptFailureRow>>(RECEIPT_PATHS.failurePage, { terms: [{ column: 'messageId', termType: 'eq', value: body.data.details[1]?.messageId as number }] });
    const brokenId = brokenPage.body.data.rows[0]?.id as number;
    expect((await post<ReceiptFailureDetail>(RECEIPT_PATHS.failureDetail, { id: brokenId })).body.data.raw).toBe(broken);
    const resolved = await post<ReceiptFailureRow>(RECEIPT_PATHS.failureResolve, { id: brokenId, note: '测试报文' });
    expect(resolved.body.data).toMatchObject({ status: 'resolved', resolvedBy: 'admin', resolveNote: '测试报文' });
    expect((await post(RECEIPT_PATHS.failureResolve, { id: brokenId, note: '' })).body.code).toBe(1);
  });

  it('explains negative statuses from the CBEC error list and counts them as rejected', async () => {
    const cop = uniqueCop('NG');
    const head = (await declare('I', [{ copNo: cop }])).get(cop) as { id: number };
    await ingest(api, admin, [{ name: 'n.xml', xml: buildReceiptMessage('CEB622', null, [inventoryReturn(cop, -621005, '2026-11-20T01:00:00Z', `清单[${cop}]的购买金额超过单笔限额[5000]`)]) }]);
    const detail = await post<ReceiptInventoryDetail>(RECEIPT_PATHS.import.detail, { id: head.id });
    expect(detail.body.data.head).toMatchObject({ returnStatus: -621005, returnStatusName: '清单的购买金额超过单笔限额', returnStage: 'rejected' });
    await ingest(api, admin, [{ name: 'n2.xml', xml: buildReceiptMessage('CEB622', null, [inventoryReturn(cop, -123456, '2026-11-20T02:00:00Z', '?')]) }]);
    const page = await post<PageResult<ReceiptInventoryRow>>(RECEIPT_PATHS.import.page, { terms: [{ column: 'copNo', termType: 'eq', value: cop }, { column: 'returnStage', termType: 'eq', value: 'rejected' }] });
    expect(page.body.data.rows).toEqual([expect.objectContaining({ returnStatus: -123456, returnStatusName: '处理异常（错误码 -123456）' })]);
  });

  it('simulates customs for a batch through the same ingestion path', async () => {
    const cops = Array.from({ length: 5 }, () => uniqueCop('SIM'));
    const heads = await declare('E', cops.map((copNo) => ({ copNo })));
    const batchId = [...heads.values()][0]?.batchId as number;
    const { body } = await post<SimulateResult>(RECEIPT_PATHS.simulate, { batchId, seed: 7 });
    expect(body.code).toBe(0);
    expect(body.data.inventories).toBe(5);
    expect(body.data.receipts).toBeGreaterThanOrEqual(15);
    const page = await post<PageResult<ReceiptInventoryRow>>(RECEIPT_PATHS.exit.page, { terms: [{ column: 'batchId', termType: 'eq', value: batchId }] });
    expect(page.body.data.rows.every((row) => row.receiptCount >= 3)).toBe(true);
    // Without a batch, only inventories that have no receipt yet are answered.
    const counts = new Map(page.body.data.rows.map((row) => [row.id, row.receiptCount]));
    await post<SimulateResult>(RECEIPT_PATHS.simulate, { ieFlag: 'E', limit: 20, seed: 8 });
    const after = await post<PageResult<ReceiptInventoryRow>>(RECEIPT_PATHS.exit.page, { terms: [{ column: 'batchId', termType: 'eq', value: batchId }] });
    expect(new Map(after.body.data.rows.map((row) => [row.id, row.receiptCount]))).toEqual(counts);
  });

  it('exports the receipts of a direction and the receipt search as xlsx', async () => {
    const response = await postRaw(api, admin, RECEIPT_PATHS.import.export, { data: { terms: [{ column: 'returnStage', termType: 'eq', value: 'closed' }], sort: [{ column: 'returnTime', direction: 'desc' }] } });
    expect(response.headers.get('content-disposition')).toContain('filename*=UTF-8');
    const rows = sheetRows((await readXlsx(response)).worksheets[0] as never);
    expect(rows[0]?.slice(0, 3)).toEqual(['企业内部编号', '预录入编号', '清单编号']);
    expect(rows.length).toBeGreaterThan(5);
    const search = await postRaw(api, admin, RECEIPT_PATHS.searchExport, { data: { terms: [{ column: 'docType', termType: 'eq', value: 'logistics' }] } });
    expect(sheetRows((await readXlsx(search)).worksheets[0] as never).length).toBeGreaterThan(10);
  });

  it('limits a company member to its documents and answers 403 without the module or button', async () => {
    const operator = (await login(api, 'operator', 'Operator@12345')).body.data.token;
    const page = await post<PageResult<ReceiptInventoryRow>>(RECEIPT_PATHS.import.page, { pageSize: 100 }, operator);
    expect(page.body.data.total).toBeGreaterThan(0);
    expect(page.body.data.rows.every((row) => [row.agentCode, row.ebcCode, row.ebpCode].includes('4401980123'))).toBe(true);
    const search = await post<ReceiptSearchPage>(RECEIPT_PATHS.searchPage, { pageSize: 100 }, operator);
    expect(search.body.data.rows.every((row) => row.agentCode === '4401980123')).toBe(true);
    // Operators may read but not ingest, simulate or reprocess.
    expect((await ingest(api, operator, [{ name: 'x.xml', xml: sample('CEB622') }])).status).toBe(403);
    expect((await post(RECEIPT_PATHS.simulate, {}, operator)).status).toBe(403);
    expect((await post(RECEIPT_PATHS.failureReprocess, { ids: [1] }, operator)).status).toBe(403);
    const nomenu = (await login(api, 'nomenu', 'Nomenu@12345')).body.data.token;
    for (const path of [RECEIPT_PATHS.import.page, RECEIPT_PATHS.exit.total, RECEIPT_PATHS.searchPage, RECEIPT_PATHS.history, RECEIPT_PATHS.failurePage, CLEARANCE_PATHS.exit.page]) {
      const { status, body } = await post(path, {}, nomenu);
      expect([path, status, body.code]).toEqual([path, 403, 403]);
    }
  });

  it('accepts raw XML on the machine gateway only with the shared key', async () => {
    const send = (key?: string) =>
      api.app.fetch(
        new Request(`http://platform.test${RECEIPT_PATHS.gateway}`, {
          method: 'POST',
          headers: { 'content-type': 'text/xml', ...(key ? { [RECEIPT_GATEWAY_KEY_HEADER]: key } : {}) },
          body: sample('CEB622'),
        }),
      );
    const previous = process.env.RECEIPT_GATEWAY_KEY;
    try {
      delete process.env.RECEIPT_GATEWAY_KEY;
      expect((await send('anything')).status).toBe(403);
      process.env.RECEIPT_GATEWAY_KEY = 'k3y-for-tests';
      expect((await send('wrong-key-value')).status).toBe(403);
      const accepted = await send('k3y-for-tests');
      expect(accepted.status).toBe(200);
      expect(((await accepted.json()) as { data: IngestResult }).data).toMatchObject({ messages: 1, receipts: 0, duplicates: 10 });
    } finally {
      if (previous === undefined) delete process.env.RECEIPT_GATEWAY_KEY;
      else process.env.RECEIPT_GATEWAY_KEY = previous;
    }
  });
});
