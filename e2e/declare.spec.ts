import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { buildXlsx, importHead, importLine, uniqueCop } from '../customs-api/test/declare-fixtures';
import { login, messages, shellReady } from './support/console';
import { DEMO } from './support/env';

// Uploading and checking a workbook takes a while on a loaded 2-core CI machine.
test.describe.configure({ timeout: 120_000 });

const zh = messages['zh-CN'];
const declare = zh.declareImports;
const list = zh.list;

/** The heads list of the 申报导入 page (the second view). */
const headsList = (page: Page) => page.getByTestId('list-declareImports').nth(1);

async function openImports(page: Page) {
  await login(page, DEMO.admin);
  await page.goto('/customsDeclaration/imports');
  // A file chosen before the browser has taken over the page is lost: wait for it.
  await shellReady(page);
  await expect(page.getByTestId('declare-upload')).toBeVisible();
}

async function uploadSample(page: Page) {
  const good = [uniqueCop('E2E'), uniqueCop('E2E')];
  const bad = uniqueCop('E2EBAD');
  const heads = [importHead(good[0]!, { customsCode: '5141' }), importHead(good[1]!, { customsCode: '5141' }), importHead(bad)];
  const lines = [importLine(good[0]!, 1), importLine(good[0]!, 2), importLine(good[1]!, 1), importLine(bad, 1, { gcode: '12345' })];
  const bytes = await buildXlsx(heads, lines);
  await page.getByTestId('declare-upload-input').setInputFiles({ name: '跨境进口清单.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: bytes });
  return { good, bad };
}

test('upload a batch: counts, refused rows with reasons, the batch in the list, a head with its lines', async ({ page }) => {
  await openImports(page);
  const { good, bad } = await uploadSample(page);
  const result = page.getByTestId('upload-result');
  await expect(result.getByTestId('upload-summary')).toContainText('成功 2');
  await expect(result.getByTestId('upload-summary')).toContainText('失败 1');
  await expect(result.getByTestId('upload-error').first()).toContainText('gcode');
  await result.getByRole('button', { name: declare.upload.close }).click();

  const batches = page.getByTestId('list-declareImports').first();
  await expect(batches.getByRole('row').filter({ hasText: '跨境进口清单.xlsx' }).first()).toBeVisible();

  await page.getByTestId('declare-view-heads').click();
  const heads = headsList(page);
  await heads.getByLabel(declare.columns.copNo).first().fill(good[0]!);
  await heads.getByLabel(declare.columns.copNo).first().press('Enter');
  const row = heads.getByRole('row').filter({ hasText: good[0]! });
  await expect(row).toHaveCount(1);
  await expect(heads.getByRole('row').filter({ hasText: bad })).toHaveCount(0);

  await row.dblclick();
  const detail = page.getByTestId('declare-head-detail');
  await expect(detail).toBeVisible();
  await expect(page.getByRole('tab', { name: new RegExp(good[0]!) })).toBeVisible();
  await expect(detail.getByTestId('line-totals')).toContainText('2');
  await expect(detail.getByRole('row').filter({ hasText: '婴幼儿配方奶粉' })).toHaveCount(2);
});

test('filter by a quick date range and a dictionary field', async ({ page }) => {
  await openImports(page);
  await uploadSample(page);
  await page.getByTestId('upload-result').getByRole('button', { name: declare.upload.close }).click();
  await page.getByTestId('declare-view-heads').click();
  const heads = headsList(page);
  await heads.getByRole('button', { name: list.quickRanges }).click();
  await page.getByRole('menuitem', { name: list.ranges.today }).click();
  await heads.getByRole('combobox', { name: declare.columns.customsCode }).click();
  await page.getByRole('option', { name: /^5141 / }).click();
  await heads.getByRole('button', { name: list.search, exact: true }).click();
  const cells = heads.locator('[data-field="customsCode"][role="gridcell"]');
  await expect(cells.first()).toBeVisible();
  // The grid keeps the previous rows until the filtered page arrives.
  await expect.poll(async () => (await cells.allTextContents()).every((text) => text.startsWith('5141'))).toBe(true);
  await expect(heads.getByTestId('list-totals')).toBeVisible();
});

test('configure columns: hide, reorder, rename, save, reload, reset', async ({ page }) => {
  await openImports(page);
  await page.getByTestId('declare-view-heads').click();
  const heads = headsList(page);
  const header = (name: string) => heads.getByRole('columnheader', { name });
  await expect(header(declare.columns.orderNo)).toBeVisible();

  await heads.getByTestId('open-column-config').click();
  const dialog = page.getByTestId('column-config-dialog');
  await expect(dialog.getByRole('heading', { name: list.columnConfig })).toBeVisible();
  expect((await dialog.getByRole('dialog').boundingBox())?.width).toBe(830);
  await dialog.getByLabel(`显示 ${declare.columns.orderNo}`).uncheck();
  const copName = dialog.getByLabel('copNo 的显示名称');
  await copName.fill('');
  await dialog.getByRole('button', { name: list.save }).click();
  await expect(dialog.getByText(list.displayNameRequired)).toBeVisible();
  await copName.fill('内部编号');
  // Keyboard reorder: move 电商企业名称 two places up, before 物流运单编号.
  await dialog.getByLabel(`拖动以移动 ${declare.columns.ebcName}`).focus();
  // dnd-kit animates each keyboard step: give every key its frame.
  for (const key of ['Space', 'ArrowUp', 'ArrowUp', 'Space']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(250);
  }
  const rows = dialog.locator('[data-testid^="column-config-"]');
  const rowOrder = async () => (await rows.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-testid'))));
  await expect.poll(async () => {
    const ids = await rowOrder();
    return ids.indexOf('column-config-ebcName') < ids.indexOf('column-config-logisticsNo');
  }).toBe(true);
  await dialog.getByRole('button', { name: list.save }).click();
  await expect(dialog).toBeHidden();

  await expect(header('内部编号')).toBeVisible();
  await expect(header(declare.columns.orderNo)).toHaveCount(0);
  const order = async () => (await heads.getByRole('columnheader').allTextContents()).map((text) => text.trim()).filter(Boolean);
  const before = await order();
  expect(before.indexOf(declare.columns.ebcName)).toBeGreaterThan(-1);
  expect(before.indexOf(declare.columns.ebcName)).toBeLessThan(before.indexOf(declare.columns.logisticsNo));

  await page.reload();
  await page.getByTestId('declare-view-heads').click();
  await expect(header('内部编号')).toBeVisible();
  await expect(header(declare.columns.orderNo)).toHaveCount(0);
  const reloaded = await order();
  expect(reloaded.indexOf(declare.columns.ebcName)).toBeLessThan(reloaded.indexOf(declare.columns.logisticsNo));

  await heads.getByTestId('open-column-config').click();
  await page.getByTestId('column-config-dialog').getByRole('button', { name: list.reset }).click();
  await expect(header(declare.columns.copNo)).toBeVisible();
  await expect(header(declare.columns.orderNo)).toBeVisible();
});

test('export heads to xlsx and read the file back', async ({ page }) => {
  await openImports(page);
  const { good } = await uploadSample(page);
  await page.getByTestId('upload-result').getByRole('button', { name: declare.upload.close }).click();
  await page.getByTestId('declare-view-heads').click();
  const downloadPromise = page.waitForEvent('download');
  await headsList(page).getByTestId('action-exportHeads').click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const values: string[] = [];
  sheet.eachRow((row) => values.push(JSON.stringify(row.values)));
  expect(values.length).toBeGreaterThan(2);
  expect(values.some((line) => line.includes(good[0]!))).toBe(true);
  expect(values.join('\n')).not.toMatch(/11010119900307123/);
});
