import { expect, test } from '@playwright/test';
import { messages, submitLogin } from './support/console';
import { DEMO } from './support/env';

const zh = messages['zh-CN'];

/** This project's console runs with the captcha check on. */
test('a wrong captcha shows its message, keeps the username and shows a new captcha', async ({ page }) => {
  await page.goto('/login');
  const image = page.getByRole('button', { name: zh.login.captchaAlt });
  await expect(image).toBeVisible();
  const firstImage = await image.locator('img').getAttribute('src');

  await submitLogin(page, DEMO.admin, 'ZZZZ');
  await expect(page.getByTestId('login-error')).toHaveText('验证码错误或已过期');
  await expect(page.getByLabel(zh.login.username)).toHaveValue(DEMO.admin.username);
  await expect(image.locator('img')).not.toHaveAttribute('src', firstImage ?? '');
});

test('the captcha is required before the form is sent', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, DEMO.admin, '');
  await expect(page.getByText(zh.login.captchaRequired)).toBeVisible();
});

test('clicking the captcha image loads a new one', async ({ page }) => {
  await page.goto('/login');
  const img = page.getByRole('button', { name: zh.login.captchaAlt }).locator('img');
  const before = await img.getAttribute('src');
  await page.getByRole('button', { name: zh.login.captchaAlt }).click();
  await expect(img).not.toHaveAttribute('src', before ?? '');
});
