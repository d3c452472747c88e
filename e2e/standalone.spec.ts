import { expect, test } from '@playwright/test';
import { login, messages, submitLogin } from './support/console';
import { DEMO, E2E } from './support/env';

/** This project's console has CUSTOMS_API_URL pointing at a separate platform process. */
test('the console works against a standalone platform through CUSTOMS_API_URL', async ({ page, request }) => {
  const health = await request.get(`${E2E.platform.url}/health`);
  expect(health.ok()).toBe(true);

  await page.goto('/index');
  await expect(page).toHaveURL(/\/login\?redirect=%2Findex$/);
  await submitLogin(page, DEMO.admin);
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByTestId('user-menu')).toHaveText(`你好 ${DEMO.admin.name}`);
  await expect(page.getByTestId('side-menu').getByText('进出口回执')).toBeVisible();
});

test('a wrong password through the standalone platform shows its message', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, { username: DEMO.operator.username, password: 'nope' });
  await expect(page.getByTestId('login-error')).toHaveText('用户名或密码错误');
});

test('logout through the standalone platform revokes the session', async ({ page }) => {
  await login(page, DEMO.operator);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: messages['zh-CN'].shell.logout }).click();
  await page.getByRole('dialog').getByRole('button', { name: messages['zh-CN'].logout.ok }).click();
  await expect(page).toHaveURL(/\/login$/);
});
