import { expect, test, type Response } from '@playwright/test';
import { login, logoutViaMenu, messages, SESSION_COOKIE, submitLogin, tokenOf } from './support/console';
import { DEMO, E2E } from './support/env';

const zh = messages['zh-CN'];

test('a logged-out visit to /index goes to login and back to /index with the admin menu', async ({ page }) => {
  await page.goto('/index');
  await expect(page).toHaveURL(/\/login\?redirect=%2Findex$/);
  await submitLogin(page, DEMO.admin);
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('user-menu')).toHaveText(`你好 ${DEMO.admin.name}`);
  await expect(page.getByTestId('version-label')).toHaveText('v1.0.2');
  await expect(page).toHaveTitle(`${zh.app.productTitle} | ${zh.routes.index}`);
  const adminTopLevel = await page.getByTestId('side-menu').locator('> ul > *').count();
  expect(adminTopLevel).toBeGreaterThanOrEqual(18);
});

test('the operator sees fewer modules than the admin', async ({ page }) => {
  await login(page, DEMO.operator);
  const menu = page.getByTestId('side-menu');
  await expect(menu.getByText('进出口回执')).toBeVisible();
  await expect(menu.getByText('成员与权限')).toHaveCount(0);
  expect(await menu.locator('> ul > *').count()).toBeLessThan(18);
});

test('a wrong password shows the platform message and keeps the username', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, { username: DEMO.operator.username, password: 'wrong-password' });
  await expect(page.getByTestId('login-error')).toHaveText('用户名或密码错误');
  await expect(page.getByLabel(zh.login.username)).toHaveValue(DEMO.operator.username);
  await expect(page).toHaveURL(/\/login/);
});

test('an account without modules is refused and stays logged out', async ({ page, context }) => {
  await page.goto('/login');
  await submitLogin(page, DEMO.nomenu);
  await expect(page.getByTestId('login-error')).toHaveText(zh.login.noMenuPermission);
  expect((await context.cookies()).find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  await page.goto('/index');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('in English the refusal keeps the exact wording of the spec', async ({ page, context }) => {
  await context.addCookies([{ name: 'cbec-console-1.0.2-locale', value: 'en', url: E2E.embedded.url }]);
  await page.goto('/login');
  await page.getByLabel(messages.en.login.username).fill(DEMO.nomenu.username);
  await page.getByLabel(messages.en.login.password).fill(DEMO.nomenu.password);
  await page.getByRole('button', { name: messages.en.login.submit, exact: true }).click();
  await expect(page.getByTestId('login-error')).toHaveText('This account has no menu permission!');
});

test('the session cookie is HttpOnly and SameSite=Lax and the token never reaches the browser', async ({ page, context }) => {
  const bodies: string[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    pending.push(
      response
        .text()
        .then((text) => void bodies.push(text))
        .catch(() => undefined),
    );
  });
  await login(page, DEMO.admin);
  await page.getByTestId('side-menu').getByText('进出口回执').click();
  await page.reload();
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await Promise.all(pending);

  const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');
  const token = await tokenOf(context);
  expect(token.length).toBeGreaterThan(20);

  const storage = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie, html: document.documentElement.outerHTML }));
  expect(storage).not.toContain(token);
  expect(bodies.length).toBeGreaterThan(5);
  for (const body of bodies) expect(body).not.toContain(token);
});

test('logout asks first: cancel keeps the session, confirm goes to login', async ({ page }) => {
  await login(page, DEMO.admin);
  await logoutViaMenu(page);
  const dialog = page.getByRole('dialog', { name: zh.logout.title });
  await expect(dialog).toContainText(zh.logout.confirm);
  await dialog.getByRole('button', { name: zh.common.cancel }).click();
  await expect(page.getByRole('status').getByText(zh.logout.cancelled)).toBeVisible();
  await expect(page).toHaveURL(/\/index$/);

  await logoutViaMenu(page);
  await page.getByRole('dialog').getByRole('button', { name: zh.logout.ok }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/index');
  await expect(page).toHaveURL(/\/login\?redirect=%2Findex$/);
});

for (const target of ['//evil.example/x', 'https://evil.example']) {
  test(`login from ?redirect=${target} stays on this site`, async ({ page }) => {
    await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
    await submitLogin(page, DEMO.admin);
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/index$/);
  });
}

test('/ redirects to /index and an unknown path shows the 404 page', async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto('/');
  await expect(page).toHaveURL(/\/index$/);
  await page.goto('/no/such/page');
  await expect(page.getByTestId('page-not-found')).toBeVisible();
});

test('a granted page not built yet shows its module name under construction; an ungranted one is forbidden', async ({ page }) => {
  await login(page, DEMO.operator);
  await page.goto('/timedTask/list');
  await expect(page.getByTestId('page-forbidden')).toBeVisible();
  await page.goto('/payment/list');
  await expect(page.getByTestId('page-under-construction')).toContainText('支付明细');
});
