import { expect, test, type Locator, type Page } from '@playwright/test';
import { sessionSearchKey } from '../lib/shell/tabs/session-search';
import { login, logoutViaMenu, messages } from './support/console';
import { DEMO } from './support/env';

const zh = messages['zh-CN'];
const DICTIONARY = '/dictionarymanaged/dictionary';
const CURRENCY = `${DICTIONARY}?dicCode=currency`;

const tabOf = (page: Page, fullPath: string) => page.locator(`[data-testid="tab"][data-full-path="${fullPath}"]`);
const paneOf = (page: Page, fullPath: string) => page.locator(`[data-testid="tab-pane"][data-full-path="${fullPath}"]`);
const tabOrder = (page: Page) => page.getByTestId('tab').evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('data-full-path')));
const searchBox = (pane: Locator) => pane.getByRole('searchbox', { name: zh.dictionaryBrowser.search });
const shownRows = (pane: Locator) => pane.getByTestId('dictionary-pagination').locator('.MuiTablePagination-displayedRows');

/** Logs in and waits until the tab host has hydrated and restored the stored tabs. */
async function signIn(page: Page, user: { username: string; password: string }) {
  await login(page, user);
  await expect(page.getByRole('tablist')).toHaveAttribute('aria-busy', 'false');
}

async function expectActive(page: Page, fullPath: string) {
  await expect(tabOf(page, fullPath)).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === fullPath);
}

/** Opens a page the way any in-app link does: a pushState that the tab host picks up. */
async function openInApp(page: Page, fullPath: string) {
  await page.evaluate((target) => history.pushState(null, '', target), fullPath);
  await expectActive(page, fullPath);
}

async function openDictionaryFromMenu(page: Page) {
  const menu = page.getByTestId('side-menu');
  await menu.getByText('汇率与系统参数').click();
  await menu.getByText('字典数据').click();
  await expectActive(page, DICTIONARY);
}

async function openTabMenu(page: Page, fullPath: string) {
  await tabOf(page, fullPath).click({ button: 'right' });
  return page.getByRole('menu');
}

async function chooseFromTabMenu(page: Page, fullPath: string, item: string) {
  const menu = await openTabMenu(page, fullPath);
  await menu.getByRole('menuitem', { name: item }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
}

test('a hidden tab keeps its search text, page and scroll; refresh from the menu resets only the clicked tab', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 480 });
  await signIn(page, DEMO.admin);
  await openDictionaryFromMenu(page);
  const dictionary = paneOf(page, DICTIONARY);
  await searchBox(dictionary).fill('1');
  await expect(shownRows(dictionary)).toHaveText('第 1–10 条，共 26 条');
  await dictionary.getByRole('button', { name: zh.dictionaryBrowser.nextPage }).click();
  await dictionary.getByRole('button', { name: zh.dictionaryBrowser.nextPage }).click();
  await expect(shownRows(dictionary)).toHaveText('第 21–26 条，共 26 条');
  await dictionary.evaluate((pane) => pane.scrollTo({ top: pane.scrollHeight }));
  const scrolled = await dictionary.evaluate((pane) => pane.scrollTop);
  expect(scrolled).toBeGreaterThan(20);

  // Another tab of the same route with other parameters has its own state.
  await openInApp(page, CURRENCY);
  await expect(tabOf(page, CURRENCY)).toHaveText(`${zh.dictionaryBrowser.heading} (currency)`);
  const currency = paneOf(page, CURRENCY);
  await expect(searchBox(currency)).toHaveValue('');
  await searchBox(currency).fill('元');
  await expect(dictionary).toBeHidden();

  await tabOf(page, DICTIONARY).click();
  await expectActive(page, DICTIONARY);
  await expect(searchBox(dictionary)).toHaveValue('1');
  await expect(shownRows(dictionary)).toHaveText('第 21–26 条，共 26 条');
  expect(await dictionary.evaluate((pane) => pane.scrollTop)).toBe(scrolled);

  // Refresh the currency tab from its context menu while the dictionary tab is shown.
  await chooseFromTabMenu(page, CURRENCY, zh.tabs.refresh);
  await expectActive(page, DICTIONARY);
  await expect(searchBox(dictionary)).toHaveValue('1');
  await tabOf(page, CURRENCY).click();
  await expect(searchBox(paneOf(page, CURRENCY))).toHaveValue('');
  await tabOf(page, DICTIONARY).click();
  await expect(searchBox(dictionary)).toHaveValue('1');
  await expect(page).toHaveTitle(`${zh.app.productTitle} | 字典数据`);
  await expect(page.getByTestId('side-menu').getByRole('button', { name: '字典数据' })).toHaveAttribute('aria-current', 'page');
});

test('back and forward switch tabs, keeping their state; window title follows', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await openInApp(page, '/log');
  await openDictionaryFromMenu(page);
  await searchBox(paneOf(page, DICTIONARY)).fill('中国');
  await page.goBack();
  await expectActive(page, '/log');
  await expect(page).toHaveTitle(`${zh.app.productTitle} | ${zh.routes.log}`);
  await page.goBack();
  await expectActive(page, '/index');
  await page.goForward();
  await page.goForward();
  await expectActive(page, DICTIONARY);
  await expect(searchBox(paneOf(page, DICTIONARY))).toHaveValue('中国');
  await expect(page).toHaveTitle(`${zh.app.productTitle} | 字典数据`);
});

test('an open dropdown closes when its tab is hidden', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await openInApp(page, '/log');
  await openDictionaryFromMenu(page);
  await paneOf(page, DICTIONARY).getByRole('combobox', { name: zh.dictionaryBrowser.dictionary }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.goBack();
  await expectActive(page, '/log');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await page.goForward();
  await expectActive(page, DICTIONARY);
  await expect(page.getByRole('listbox')).toHaveCount(0);
});

test('/refresh remounts the current page and /redirect/<route> opens the route', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await openDictionaryFromMenu(page);
  await searchBox(paneOf(page, DICTIONARY)).fill('美');
  await page.evaluate(() => history.pushState(null, '', '/refresh'));
  await expectActive(page, DICTIONARY);
  await expect(searchBox(paneOf(page, DICTIONARY))).toHaveValue('');

  await page.goto('/redirect/log');
  await expectActive(page, '/log');
  expect(await tabOrder(page)).toEqual(['/index', DICTIONARY, '/log']);
});

test('close rules: right neighbour, left if last, left, right, others, all; home stays', async ({ page }) => {
  await signIn(page, DEMO.admin);
  for (const fullPath of ['/log', '/payDetail?id=1', '/payDetail?id=2', '/apply-record', '/limits-detail']) await openInApp(page, fullPath);
  await expect(paneOf(page, '/payDetail?id=1')).toBeAttached();

  // The active last tab closes to its left neighbour.
  await tabOf(page, '/limits-detail').getByTestId('tab-close').click();
  await expectActive(page, '/apply-record');
  // The active middle tab closes (middle click) to its right neighbour.
  await tabOf(page, '/payDetail?id=1').click();
  await tabOf(page, '/payDetail?id=1').click({ button: 'middle' });
  await expectActive(page, '/payDetail?id=2');
  expect(await tabOrder(page)).toEqual(['/index', '/log', '/payDetail?id=2', '/apply-record']);

  await chooseFromTabMenu(page, '/payDetail?id=2', zh.tabs.closeRight);
  expect(await tabOrder(page)).toEqual(['/index', '/log', '/payDetail?id=2']);
  await openInApp(page, '/apply-record');
  await chooseFromTabMenu(page, '/payDetail?id=2', zh.tabs.closeLeft);
  expect(await tabOrder(page)).toEqual(['/index', '/payDetail?id=2', '/apply-record']);
  await expectActive(page, '/apply-record');
  await openInApp(page, '/log');
  await chooseFromTabMenu(page, '/payDetail?id=2', zh.tabs.closeOthers);
  expect(await tabOrder(page)).toEqual(['/index', '/payDetail?id=2']);
  await expectActive(page, '/payDetail?id=2');

  // The dropdown at the bar's end acts on the active tab.
  await openInApp(page, '/log');
  await page.getByTestId('tab-actions').click();
  await page.getByRole('menu').getByRole('menuitem', { name: zh.tabs.closeAll }).click();
  expect(await tabOrder(page)).toEqual(['/index']);
  await expectActive(page, '/index');

  // Home cannot be closed: no close button, middle click does nothing, close items are disabled.
  await expect(tabOf(page, '/index').getByTestId('tab-close')).toHaveCount(0);
  await tabOf(page, '/index').click({ button: 'middle' });
  const menu = await openTabMenu(page, '/index');
  await expect(menu.getByRole('menuitem', { name: zh.tabs.closeAll })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');
  expect(await tabOrder(page)).toEqual(['/index']);
});

test('the tab menu works from the keyboard and the bar has tab roles', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await openInApp(page, '/log');
  await openInApp(page, '/apply-record');
  await expect(page.getByRole('tablist').getByRole('tab')).toHaveCount(3);
  await tabOf(page, '/apply-record').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tabOf(page, '/log')).toBeFocused();
  await page.keyboard.press('Shift+F10');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  // Refresh is focused first; "close left" is disabled (only home is left of this tab) and skipped.
  await expect(menu.getByRole('menuitem', { name: zh.tabs.refresh })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: zh.tabs.closeRight })).toBeFocused();
  await page.keyboard.press('Enter');
  expect(await tabOrder(page)).toEqual(['/index', '/log']);
  await expectActive(page, '/log');
});

test('drag and keyboard reordering persist after reload and after logging in again; home cannot move', async ({ page }) => {
  await signIn(page, DEMO.admin);
  for (const fullPath of ['/log', '/payDetail?id=1', '/apply-record']) await openInApp(page, fullPath);

  // Pages that load data may retitle their tab (and change its width): measure once they are done.
  await page.waitForLoadState('networkidle');
  const drag = async (from: string, to: string) => {
    const source = await tabOf(page, from).boundingBox();
    if (!source) throw new Error('tab not on screen');
    await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
    await page.mouse.down();
    await page.mouse.move(source.x + source.width / 2 + 10, source.y + source.height / 2, { steps: 3 });
    const target = await tabOf(page, to).boundingBox();
    if (!target) throw new Error('tab not on screen');
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 10 });
    await page.mouse.up();
  };

  await drag('/apply-record', '/log');
  await expect.poll(() => tabOrder(page)).toEqual(['/index', '/apply-record', '/log', '/payDetail?id=1']);
  await drag('/index', '/payDetail?id=1');
  await drag('/log', '/index');
  await expect.poll(() => tabOrder(page)).toEqual(['/index', '/log', '/apply-record', '/payDetail?id=1']);

  // Keyboard: Space picks up, arrows move, Space drops.
  await tabOf(page, '/payDetail?id=1').click();
  await tabOf(page, '/payDetail?id=1').focus();
  // Each step waits for the screen-reader announcement: dnd-kit measures the tabs between key presses.
  await page.keyboard.press('Space');
  // Picked up (dnd-kit then at once reports it over its own place).
  await expect(page.getByRole('status').filter({ hasText: zh.routes.payDetail })).toBeAttached();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText(zh.tabs.dragOver.replace('{title}', zh.routes.payDetail).replace('{over}', zh.routes.applyRecord))).toBeAttached();
  await page.keyboard.press('Space');
  await expect.poll(() => tabOrder(page)).toEqual(['/index', '/log', '/payDetail?id=1', '/apply-record']);

  const order = ['/index', '/log', '/payDetail?id=1', '/apply-record'];
  await page.reload();
  await expect.poll(() => tabOrder(page)).toEqual(order);
  await expectActive(page, '/payDetail?id=1');

  await logoutViaMenu(page);
  await page.getByRole('dialog').getByRole('button', { name: zh.logout.ok }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, DEMO.admin);
  await expect.poll(() => tabOrder(page)).toEqual(order);
  await expectActive(page, '/index');

  // Another user does not see these tabs; unknown routes are dropped on restore.
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.includes('-tabs-'));
    if (!key) throw new Error('no stored tabs');
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}');
    stored.tabs.push({ name: '/no/such/page', fullPath: '/no/such/page', params: {}, query: {}, meta: { title: 'x' } });
    localStorage.setItem(key, JSON.stringify(stored));
  });
  await page.reload();
  await expect.poll(() => tabOrder(page)).toEqual(order);
});

test('another user starts with their own tabs', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await openInApp(page, '/log');
  await logoutViaMenu(page);
  await page.getByRole('dialog').getByRole('button', { name: zh.logout.ok }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, DEMO.operator);
  expect(await tabOrder(page)).toEqual(['/index']);
});

test('closing the collection-verification export tab clears its saved search', async ({ page }) => {
  await signIn(page, DEMO.admin);
  const exportList = '/collection-verification/export/list';
  const importList = '/collection-verification/import/list';
  await openInApp(page, importList);
  await openInApp(page, exportList);
  const keys = [sessionSearchKey(exportList), sessionSearchKey(importList)];
  await page.evaluate((names) => names.forEach((name) => sessionStorage.setItem(name, '{"termList":[]}')), keys);
  await tabOf(page, exportList).getByTestId('tab-close').click();
  await expectActive(page, importList);
  expect(await page.evaluate((names) => names.map((name) => sessionStorage.getItem(name)), keys)).toEqual([null, '{"termList":[]}']);
});
