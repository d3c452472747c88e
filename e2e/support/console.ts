import { expect, type BrowserContext, type Page } from '@playwright/test';
import { unsealData } from 'iron-session';
import zhCN from '../../messages/zh-CN.json';
import en from '../../messages/en.json';
import { E2E } from './env';

export const messages = { 'zh-CN': zhCN, en };
export const SESSION_COOKIE = 'cbec-console-1.0.2-session';

type Credentials = { username: string; password: string };

/** Fills the login form as a user would; the captcha is left empty where the check is off. */
export async function submitLogin(page: Page, { username, password }: Credentials, captcha?: string) {
  await page.getByLabel(zhCN.login.username).fill(username);
  await page.getByLabel(zhCN.login.password, { exact: false }).first().fill(password);
  if (captcha !== undefined) await page.getByRole('textbox', { name: zhCN.login.captcha }).fill(captcha);
  await page.getByRole('button', { name: zhCN.login.submit, exact: true }).click();
}

export async function login(page: Page, credentials: Credentials, startPath = '/login') {
  await page.goto(startPath);
  await submitLogin(page, credentials);
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await shellReady(page);
}

/** The server paints the shell first; it reacts to clicks and keys once the browser has taken over (the tab list says so). */
export async function shellReady(page: Page) {
  await expect(page.locator('[role="tablist"][aria-busy="false"]')).toBeVisible();
}

/** Reads the platform token out of the encrypted session cookie (the test knows the session secret). */
export async function tokenOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('no session cookie');
  const data = await unsealData<{ token?: string }>(cookie.value, { password: E2E.sessionPassword });
  if (!data.token) throw new Error('session has no token');
  return data.token;
}

export async function logoutViaMenu(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: zhCN.shell.logout }).click();
}
