import { expect, test, type Browser, type Page } from '@playwright/test';
import { login, messages, shellReady, submitLogin } from './support/console';
import { DEMO } from './support/env';

// Two browsers (administrator and member) take turns; a loaded 2-core machine needs the time.
test.describe.configure({ timeout: 180_000 });

const zh = messages['zh-CN'];
/** The console refetches the module tree at most this often on navigation (lib/shell/module-tree-refresh.ts). */
const REFRESH_INTERVAL = '00:16';

const sideMenu = (page: Page) => page.getByTestId('side-menu');
const menuEntry = (page: Page, code: string) => sideMenu(page).locator(`[data-menu-code="${code}"]`);

/** One node of the grant tree, found by its `name · code` label; the tree item says whether it is checked. */
const grantItem = (admin: Page, label: string) => admin.getByTestId('grant-tree').getByRole('treeitem', { name: label, exact: true });

async function setGrant(admin: Page, label: string, checked: boolean) {
  const item = grantItem(admin, label);
  // The item's own checkbox comes before those of its children (the visual box is hidden from the accessibility tree).
  if ((await item.getAttribute('aria-checked')) !== String(checked)) await item.locator('input[type="checkbox"]').first().click();
  await expect(item).toHaveAttribute('aria-checked', String(checked));
}

async function saveGrants(admin: Page) {
  const saved = admin.waitForResponse((response) => response.url().endsWith('/api/auth/group/grant'));
  await admin.getByTestId('grant-save').click();
  // The success toast is too short-lived to assert on a loaded machine; the platform's answer is not.
  expect(await (await saved).json()).toMatchObject({ code: 0 });
}

/** Opens a page from the side menu, expanding its directory first: a navigation inside the console (no reload). */
async function openFromMenu(page: Page, directory: string, code: string) {
  if (!(await menuEntry(page, code).isVisible())) await menuEntry(page, directory).click();
  await menuEntry(page, code).click();
}

async function newMemberPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The tree is fetched again at most once per interval: the test moves the member's clock past it.
  await page.clock.install();
  return page;
}

test('an administrator grants a module and a button; the member gets them on navigation, uses them, and loses them on revocation', async ({ browser, page: admin }) => {
  const suffix = Date.now().toString(36);
  const groupCode = `E2E_G_${suffix}`;
  const groupName = `端到端组${suffix}`;
  const username = `e2e_${suffix}`;

  await login(admin, DEMO.admin);

  // A group of its own (other tests keep using the demo operator) that grants only 字典数据.
  await admin.goto('/permission/group');
  await shellReady(admin);
  await admin.getByTestId('group-add').click();
  await admin.getByTestId('group-code').fill(groupCode);
  await admin.getByTestId('group-name').fill(groupName);
  await admin.getByTestId('group-form-submit').click();
  await expect(admin.getByTestId('group-detail')).toBeVisible();
  const groupUrl = admin.url();
  await setGrant(admin, '字典数据 · DICTIONARY_DATA', true);
  await saveGrants(admin);

  // A member in that group; the temporary password is shown once.
  await admin.goto('/organization/member');
  await shellReady(admin);
  await admin.getByTestId('member-add').click();
  await admin.getByTestId('member-username').fill(username);
  await admin.getByTestId('member-name').fill(`端到端${suffix}`);
  await admin.getByTestId('member-groups').getByRole('combobox').fill(groupName);
  await admin.getByRole('option', { name: new RegExp(groupName) }).click();
  await admin.getByTestId('member-form-submit').click();
  const temporary = admin.getByTestId('temporary-password-value');
  await expect(temporary).not.toBeEmpty();
  const temporaryPassword = (await temporary.textContent())!.trim();
  await admin.getByTestId('temporary-password').getByRole('button', { name: zh.password.temporary.done }).click();
  await expect(admin.getByTestId('list-organization').getByRole('row').filter({ hasText: username })).toContainText(groupName);

  // The member logs in and must first replace the temporary password.
  const member = await newMemberPage(browser);
  await member.goto('/login');
  await submitLogin(member, { username, password: temporaryPassword });
  await expect(sideMenu(member)).toBeVisible();
  await shellReady(member);
  const forced = member.getByTestId('change-password');
  await expect(forced.getByTestId('password-forced')).toBeVisible();
  await forced.getByTestId('password-oldPassword').fill(temporaryPassword);
  await forced.getByTestId('password-newPassword').fill(`E2e#${suffix}Pw`);
  await forced.getByTestId('password-confirm').fill(`E2e#${suffix}Pw`);
  await forced.getByTestId('change-password-submit').click();
  await expect(forced).toBeHidden();
  await expect(menuEntry(member, 'SYSTEM_PARAMS')).toBeVisible();
  await expect(menuEntry(member, 'RECEIPTS')).toHaveCount(0);

  // Grant: 申报导入 through its 下载 button (the page and its directory come along).
  await admin.goto(groupUrl);
  await shellReady(admin);
  await setGrant(admin, '下载 · DECLARATION_IMPORT_DOWNLOAD', true);
  await saveGrants(admin);

  await member.clock.fastForward(REFRESH_INTERVAL);
  await openFromMenu(member, 'SYSTEM_PARAMS', 'DICTIONARY_DATA');
  await expect(menuEntry(member, 'RECEIPTS')).toBeVisible();
  await openFromMenu(member, 'RECEIPTS', 'DECLARATION_IMPORT');
  const templates = member.getByTestId('declare-templates');
  await expect(templates).toBeVisible();
  await expect(member.getByTestId('declare-upload')).toHaveCount(0);
  const download = member.waitForEvent('download');
  await templates.click();
  await member.getByRole('menuitem', { name: zh.declareImports.templates.import }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

  // Revoke: unchecking the page takes its buttons along.
  await admin.goto(groupUrl);
  await shellReady(admin);
  await setGrant(admin, '申报导入 · DECLARATION_IMPORT', false);
  await expect(grantItem(admin, '下载 · DECLARATION_IMPORT_DOWNLOAD')).toHaveAttribute('aria-checked', 'false');
  await saveGrants(admin);

  await member.clock.fastForward(REFRESH_INTERVAL);
  await openFromMenu(member, 'SYSTEM_PARAMS', 'DICTIONARY_DATA');
  await expect(menuEntry(member, 'RECEIPTS')).toHaveCount(0);
  await member.getByRole('tab', { name: '申报导入' }).click();
  await expect(member.getByTestId('page-forbidden')).toBeVisible();
  await expect(member.getByTestId('declare-templates')).toHaveCount(0);
  const refused = await member.request.post('/api/app/declare/imports/download', { data: { data: { template: 'I' } } });
  expect(refused.status()).toBe(403);

  // Every grant change is in the audit log.
  await admin.goto('/organization/audit-log');
  await shellReady(admin);
  const audit = admin.getByTestId('list-audit');
  // Only this group's entries, so that every row is drawn (the grid draws only the rows in view).
  const target = audit.getByRole('textbox', { name: zh.audit.fields.target, exact: true });
  await target.fill(groupCode);
  await target.press('Enter');
  await expect(audit.getByRole('row').filter({ hasText: groupCode }).filter({ hasText: zh.audit.actions.group.grant })).toHaveCount(3);
  await member.context().close();
});

test('every organization, permission and company page opens for the administrator and loads its data', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await login(page, DEMO.admin);
  const pages: [string, string][] = [
    ['/organization/member', 'list-organization'],
    ['/organization/member-attr', 'member-attributes'],
    ['/organization/audit-log', 'list-audit'],
    ['/user-management/user-list', 'list-organization'],
    ['/permission/menu', 'menu-management'],
    ['/permission/group', 'list-permission'],
    ['/permission/resource', 'list-permission'],
    ['/register-Company/list', 'list-companies'],
    ['/company-Auth/list', 'list-companies'],
    ['/company-management/manager', 'list-companies'],
    ['/company-management/limits', 'list-companies'],
  ];
  for (const [path, testId] of pages) {
    await page.goto(path);
    await shellReady(page);
    const pane = page.locator(`[data-testid="tab-pane"][data-full-path="${path}"]`);
    await expect(pane.getByTestId(testId)).toBeVisible();
    await expect(pane.getByTestId('list-error')).toHaveCount(0);
  }
  // Detail pages open from their lists.
  await page.goto('/company-management/limits');
  await shellReady(page);
  await page.locator('[data-testid="tab-pane"][data-full-path="/company-management/limits"]').getByRole('row').nth(1).dblclick();
  await expect(page.getByTestId('limit-detail').locator('[data-field="guaranteeLimit"]')).not.toBeEmpty();
  await page.goto('/company-management/manager');
  await shellReady(page);
  await page.locator('[data-testid="tab-pane"][data-full-path="/company-management/manager"]').getByRole('row').nth(1).dblclick();
  await expect(page.getByTestId('company-detail')).toBeVisible();
  // The own-password dialog shows the policy.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-change-password').click();
  await expect(page.getByTestId('password-policy')).toContainText('8');
  expect(failed).toEqual([]);
});
