import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { buildXlsx, importHead, importLine, uniqueCop } from '../customs-api/test/declare-fixtures';
import { login, messages, shellReady } from './support/console';
import { DEMO } from './support/env';
import { DESIGN_DIR } from '../customs-api/test/design';

// Declaring, simulating customs and importing HS codes each take a while on a loaded 2-core machine.
test.describe.configure({ timeout: 180_000 });

const zh = messages['zh-CN'];
const receipts = zh.receipts;
const management = zh.receiptManagement;
const hsCode = zh.hsCode;
const list = zh.list;

const IMPORT_RECEIPTS = '/receipts-Module/import-resipts/list';
const HS_CODES_CSV = path.join(DESIGN_DIR, 'code-tables', 'customs_hs_code_ebc_erp.csv');

/** Opens a page and waits until the browser has taken it over (a file chosen before that would be lost). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await shellReady(page);
}

/** Declares import inventories through 申报导入 and answers the batch number the upload reports. */
async function declare(page: Page, copNos: string[]): Promise<number> {
  await open(page, '/customsDeclaration/imports');
  await expect(page.getByTestId('declare-upload')).toBeVisible();
  const bytes = await buildXlsx(
    copNos.map((copNo) => importHead(copNo)),
    copNos.map((copNo) => importLine(copNo, 1)),
  );
  await page.getByTestId('declare-upload-input').setInputFiles({ name: '回执测试清单.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: bytes });
  const summary = page.getByTestId('upload-result').getByTestId('upload-summary');
  await expect(summary).toContainText(`成功 ${copNos.length}`);
  const batchId = Number(/批次 (\d+)/.exec((await summary.textContent()) ?? '')?.[1]);
  expect(batchId).toBeGreaterThan(0);
  await page.getByTestId('upload-result').getByRole('button', { name: zh.declareImports.upload.close }).click();
  return batchId;
}

/** Filters a list by its 企业内部编号 field. */
async function searchCopNo(area: Locator, copNo: string) {
  const field = area.getByLabel(receipts.columns.copNo, { exact: true }).first();
  await field.fill(copNo);
  await field.press('Enter');
}

const cell = (row: Locator, field: string) => row.locator(`[data-field="${field}"][role="gridcell"]`);

/** A CEB622 receipt message as customs sends it (returnTime yyyyMMddHHmmssSSS, China time). */
function inventoryReceiptXml(copNo: string, returnStatus: number, returnTime: string, returnInfo: string) {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<CEB622Message version="1.0" xmlns="http://www.chinaport.gov.cn/ceb" guid="E2E-${copNo}">
  <InventoryReturn>
    <guid>E2E-${copNo}</guid>
    <customsCode>5141</customsCode>
    <ebpCode>3301964J31</ebpCode>
    <ebcCode>TESTEBC001</ebcCode>
    <agentCode>4401980123</agentCode>
    <copNo>${copNo}</copNo>
    <preNo>B${copNo}</preNo>
    <returnStatus>${returnStatus}</returnStatus>
    <returnTime>${returnTime}</returnTime>
    <returnInfo>${returnInfo}</returnInfo>
  </InventoryReturn>
</CEB622Message>`;
}

test('simulate customs for a fresh batch: the import receipts list shows the new statuses, a row opens its timeline in order', async ({ page }) => {
  await login(page, DEMO.admin);
  const copNos = [uniqueCop('RCP'), uniqueCop('RCP')];
  const batchId = await declare(page, copNos);

  await open(page, IMPORT_RECEIPTS);
  const inventories = page.getByTestId('list-receipts');
  await searchCopNo(inventories, copNos[0]!);
  const row = inventories.getByRole('row').filter({ hasText: copNos[0]! });
  await expect(row).toHaveCount(1);
  await expect(cell(row, 'returnStage')).toHaveText(receipts.stages.none);

  await page.getByTestId('receipt-simulate').click();
  const dialog = page.getByTestId('simulate-dialog');
  await dialog.getByLabel(receipts.simulate.batchId).fill(String(batchId));
  await dialog.getByTestId('simulate-run').click();
  await expect(page.getByRole('status').getByText(/已模拟 2 张清单/)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The list revalidates after the simulation: the inventory now stands at a customs stage.
  await expect(cell(row, 'returnStage')).not.toHaveText(receipts.stages.none);
  await expect(cell(row, 'returnStatusName')).not.toBeEmpty();
  await expect(page.getByTestId('stage-counts')).toBeVisible();

  await row.dblclick();
  const detail = page.getByTestId('receipt-detail');
  await expect(detail).toBeVisible();
  await expect(page.getByRole('tab', { name: new RegExp(copNos[0]!) })).toBeVisible();
  const times = await detail.getByTestId('timeline-return-time').allTextContents();
  expect(times.length).toBeGreaterThan(0);
  expect(times.every((time) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}$/.test(time))).toBe(true);
  expect([...times].sort()).toEqual(times);
  await expect(detail.getByTestId('receipt-status-chip').first()).toBeVisible();
  await expect(detail.getByRole('row').filter({ hasText: '婴幼儿配方奶粉' })).toHaveCount(1);
});

test('receipts for unknown documents become parse failures: one is reprocessed into its timeline once declared, one is closed with a note', async ({ page }) => {
  await login(page, DEMO.admin);
  const copNo = uniqueCop('ORPHAN');
  const stray = uniqueCop('STRAY');
  const returnInfo = `E2E 入库 ${copNo}`;

  await open(page, '/receipt-management/search');
  await page.getByTestId('receipt-ingest-input').setInputFiles([
    { name: `${copNo}.xml`, mimeType: 'text/xml', buffer: Buffer.from(inventoryReceiptXml(copNo, 120, '20261120103000123', returnInfo)) },
    { name: `${stray}.xml`, mimeType: 'text/xml', buffer: Buffer.from(inventoryReceiptXml(stray, 2, '20261120090000000', '申报中')) },
  ]);
  const ingest = page.getByTestId('receipt-ingest-result');
  await expect(ingest.getByTestId('ingest-summary')).toContainText('解析失败 2');
  await expect(ingest.getByTestId('ingest-detail')).toHaveCount(2);
  await ingest.getByRole('button', { name: receipts.ingest.close }).click();

  await open(page, '/receipt-management/parse-failure');
  const failures = page.getByTestId('list-receiptManagement');
  const docNo = failures.getByLabel(management.columns.docNo, { exact: true }).first();
  await docNo.fill(copNo);
  await docNo.press('Enter');
  const failure = failures.getByRole('row').filter({ hasText: copNo });
  await expect(failure).toHaveCount(1);
  await expect(cell(failure, 'reason')).not.toBeEmpty();
  await expect(failure.getByTestId('failure-status')).toHaveText(management.failureStatus.open);

  await failure.getByTestId('view-raw').click();
  const raw = page.getByTestId('raw-xml-dialog');
  await expect(raw.getByTestId('raw-xml')).toContainText(`<copNo>${copNo}</copNo>`);
  await raw.getByRole('button', { name: management.close }).click();

  await docNo.fill(stray);
  await docNo.press('Enter');
  const strayFailure = failures.getByRole('row').filter({ hasText: stray });
  await strayFailure.getByTestId('resolve').click();
  const resolve = page.getByTestId('resolve-dialog');
  await resolve.getByLabel(management.resolve.note).fill('测试报文，无需处理');
  await resolve.getByTestId('resolve-confirm').click();
  await expect(strayFailure.getByTestId('failure-status')).toHaveText(management.failureStatus.resolved);
  await expect(strayFailure.getByTestId('resolve')).toHaveCount(0);

  await declare(page, [copNo]);

  await open(page, '/receipt-management/parse-failure');
  await docNo.fill(copNo);
  await docNo.press('Enter');
  await expect(failure).toHaveCount(1);
  await failure.getByRole('checkbox').check();
  await failures.getByTestId('reprocess-selected').click();
  await expect(page.getByRole('status').getByText(/重新处理成功 1 条/)).toBeVisible();
  await expect(failure.getByTestId('failure-status')).toHaveText(management.failureStatus.reprocessed);

  await open(page, '/receipt-management/history');
  const history = page.getByTestId('receipt-history');
  await history.getByLabel(receipts.history.docNo).fill(copNo);
  await history.getByRole('button', { name: receipts.history.search }).click();
  const entry = history.getByTestId('timeline-entry').filter({ hasText: returnInfo });
  await expect(entry).toHaveCount(1);
  await expect(entry.getByTestId('receipt-status-chip')).toHaveText(`120 ${receipts.statuses['120']}`);
  await expect(entry.getByTestId('timeline-return-time')).toHaveText('2026-11-20 10:30:00.123');
});

test('a release receipt puts the goods in 进口通关商品: lines by document, sums by HS code and country', async ({ page }) => {
  await login(page, DEMO.admin);
  const copNo = uniqueCop('CLR');
  await declare(page, [copNo]);
  // Customs' time is China time: 10 minutes ago, inside the default period.
  const returnTime = new Date(Date.now() + 8 * 3_600_000 - 600_000).toISOString().replace(/\D/g, '').slice(0, 17);

  await open(page, '/receipt-management/search');
  await page.getByTestId('receipt-ingest-input').setInputFiles({ name: 'release.xml', mimeType: 'text/xml', buffer: Buffer.from(inventoryReceiptXml(copNo, 800, returnTime, '放行')) });
  const ingest = page.getByTestId('receipt-ingest-result');
  await expect(ingest.getByTestId('ingest-summary')).toContainText('入库 1 条回执');
  await ingest.getByRole('button', { name: receipts.ingest.close }).click();

  await open(page, '/clearance-goods/import');
  const goods = page.getByTestId('list-clearanceGoods');
  const copField = goods.getByLabel(zh.clearanceGoods.columns.copNo, { exact: true }).first();
  await copField.fill(copNo);
  await copField.press('Enter');
  // The grid draws only the columns in view: the line is recognised by its goods, the search by its copNo.
  const line = goods.locator('[role="row"][data-id]');
  await expect(line).toHaveCount(1);
  await expect(cell(line, 'gcode')).toHaveText('1901101000');
  await expect(cell(line, 'gname')).toHaveText('婴幼儿配方奶粉');

  await page.getByTestId('clearance-view-aggregate').click();
  const aggregate = page.getByTestId('clearance-aggregate');
  const aggregateCop = aggregate.getByLabel(zh.clearanceGoods.columns.copNo, { exact: true });
  await aggregateCop.fill(copNo);
  await aggregateCop.press('Enter');
  await expect(aggregate.getByTestId('aggregate-row')).toHaveCount(1);
  await expect(aggregate.getByTestId('aggregate-row')).toContainText('1901101000');
  await aggregate.getByRole('combobox', { name: zh.clearanceGoods.aggregate.groupBy }).click();
  await page.getByRole('option', { name: zh.clearanceGoods.aggregate.by.country }).click();
  await expect(aggregate.getByTestId('aggregate-row')).toContainText('116');
  await expect(aggregate.getByTestId('aggregate-totals')).toContainText('399.00');
});

test('import HS codes from a CSV: row errors refuse the file, a clean file imports with progress, and its codes are found', async ({ page }) => {
  const lines = (await readFile(HS_CODES_CSV, 'utf8')).split(/\r?\n/).filter(Boolean);
  const header = lines[0]!;
  const rows = lines.slice(1, 301);
  const searched = rows[150]!.split(',')[0]!;
  const csv = (body: string[]) => Buffer.from(`${[header, ...body].join('\n')}\n`);

  await login(page, DEMO.admin);
  await open(page, '/hscode-management/list');
  await expect(page.getByTestId('hs-import')).toBeVisible();

  await page.getByTestId('hs-import-input').setInputFiles({ name: 'hs-bad.csv', mimeType: 'text/csv', buffer: csv([...rows.slice(0, 5), '12345,坏编码,035,,品牌']) });
  const result = page.getByTestId('hs-import-result');
  await expect(result.getByTestId('hs-import-summary')).toContainText('错误');
  await expect(result.getByTestId('hs-import-error').first()).toContainText('7');
  await result.getByRole('button', { name: hsCode.import.close }).click();

  // Hold the answer back a moment so that the progress dialog can be seen whatever the machine's speed.
  await page.route('**/api/app/gcode/import/gcode', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.getByTestId('hs-import-input').setInputFiles({ name: 'hs-codes.csv', mimeType: 'text/csv', buffer: csv(rows) });
  const progress = page.getByTestId('hs-import-progress');
  await expect(progress).toBeVisible();
  await expect(progress.getByRole('progressbar')).toBeVisible();
  await expect(progress).toContainText('hs-codes.csv');
  await expect(result.getByTestId('hs-import-summary')).toContainText(`共 ${rows.length} 行`);
  await expect(result.getByTestId('hs-import-error')).toHaveCount(0);
  await result.getByRole('button', { name: hsCode.import.close }).click();

  const codes = page.getByTestId('list-hsCode');
  const code = codes.getByLabel(hsCode.columns.code, { exact: true }).first();
  await code.fill(searched);
  await code.press('Enter');
  await expect(codes.getByRole('row').filter({ hasText: searched })).toHaveCount(1);
  await expect(codes.getByRole('row').filter({ hasText: rows[151]!.split(',')[0]! })).toHaveCount(0);
  await expect(page.getByRole('button', { name: list.conditionalQuery })).toBeVisible();
});

test('an operator works the receipt screens without the buttons he was not granted', async ({ page }) => {
  await login(page, DEMO.operator);
  await open(page, '/receipt-management/search');
  const search = page.getByTestId('list-receipts');
  await expect(search.getByTestId('action-export')).toBeVisible();
  await expect(page.getByTestId('receipt-ingest')).toHaveCount(0);
  await expect(page.getByTestId('receipt-simulate')).toHaveCount(0);

  await open(page, IMPORT_RECEIPTS);
  await expect(page.getByTestId('list-receipts').getByTestId('action-export')).toBeVisible();
  await expect(page.getByTestId('stage-counts')).toBeVisible();
  await expect(page.getByTestId('receipt-simulate')).toHaveCount(0);

  await open(page, '/receipt-management/parse-failure');
  await expect(page.getByTestId('list-receiptManagement')).toBeVisible();
  await expect(page.getByTestId('reprocess-selected')).toHaveCount(0);
  await expect(page.getByTestId('receipt-ingest')).toHaveCount(0);
});
