import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { DICTIONARY_CODES, DICTIONARY_PATH } from '../customs-api/contract/dictionary';
import { login, messages, submitLogin, tokenOf } from './support/console';
import { DEMO, E2E } from './support/env';

/**
 * Issue 3's request pipeline end to end, against a console (project `pipeline`) whose platform
 * this file starts and stops: a platform outage in the middle of a session, the way back, the log.
 */
const zh = messages['zh-CN'];
const DICTIONARY_PAGE = '/dictionarymanaged/dictionary';
const PLATFORM_START_MS = 90_000;

let platform: ChildProcess | undefined;
let platformOutput = '';

/** Starts the standalone platform on the project's data folder and waits until it answers /health. */
async function startPlatform() {
  if (platform) throw new Error('the platform is already running');
  // `node --import tsx` (not `npx tsx`): one process, so SIGTERM reaches the platform itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'customs-api/server.ts'], {
    detached: false,
    env: {
      ...process.env,
      CUSTOMS_API_PORT: String(E2E.pipelinePlatform.port),
      CUSTOMS_DATA_DIR: E2E.pipelinePlatform.dataDir,
      LOGIN_CAPTCHA: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  platform = child;
  const record = (chunk: Buffer) => void (platformOutput = (platformOutput + chunk.toString()).slice(-4_000));
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);

  const deadline = Date.now() + PLATFORM_START_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    try {
      const health = await fetch(`${E2E.pipelinePlatform.url}/health`, { signal: AbortSignal.timeout(2_000) });
      if (health.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopPlatform();
  throw new Error(`the platform did not become ready:\n${platformOutput}`);
}

/** SIGTERM, then waits for the exit (the platform closes PGlite first; the data folder is reused). */
async function stopPlatform() {
  const child = platform;
  platform = undefined;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const stopped = await Promise.race([exited.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 20_000))]);
  if (!stopped) {
    child.kill('SIGKILL');
    await exited;
  }
}

async function badgeCount(page: Page): Promise<number> {
  const text = await page.getByTestId('log-indicator').locator('.MuiBadge-badge').textContent();
  return Number.parseInt(text ?? '', 10) || 0;
}

test.afterAll(async () => {
  await stopPlatform();
});

test('a platform outage mid-session: network message, login, back to the page, errors in the log without the token', async ({ page, context }) => {
  test.setTimeout(240_000);
  await startPlatform();

  await login(page, DEMO.admin);
  await page.goto(DICTIONARY_PAGE);
  await expect(page.getByTestId('dictionary-item').first()).toBeVisible();
  // The shell's dictionary preload is done before the platform goes: the test triggers the failing call.
  await page.waitForLoadState('networkidle');
  const firstToken = await tokenOf(context);

  await stopPlatform();
  const otherCode = DICTIONARY_CODES.find((code) => code !== 'country') ?? DICTIONARY_CODES[1];
  const failedCall = page.waitForResponse((response) => new URL(response.url()).pathname === DICTIONARY_PATH);
  await page.getByRole('combobox', { name: zh.dictionaryBrowser.dictionary }).click();
  await page.getByRole('option', { name: otherCode, exact: true }).click();
  const answer = await failedCall;
  expect(answer.status()).toBe(502);
  expect(answer.headers()['x-upstream-unreachable']).toBeTruthy();

  // Sent to login with the way back; the login page repeats the network message (the toast of the
  // failed call goes with the page it was shown on, as a full navigation follows at once).
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdictionarymanaged%2Fdictionary(?:$|%3F|&)/);
  await expect(page).toHaveURL(/reason=network/);
  await expect(page.getByTestId('login-error')).toHaveText(zh.http.network);

  await startPlatform();
  await submitLogin(page, DEMO.admin);
  await expect(page).toHaveURL(new RegExp(`${DICTIONARY_PAGE}$`));
  await expect(page.getByTestId('dictionary-browser')).toBeVisible();
  const secondToken = await tokenOf(context);
  expect(secondToken).not.toBe(firstToken);

  await expect.poll(() => badgeCount(page)).toBeGreaterThanOrEqual(1);
  await page.getByTestId('log-indicator').click();
  await expect(page).toHaveURL(/\/log$/);
  const logPage = page.getByTestId('log-page');
  // `数据请求异常: <network message> (<path>)`, type danger; the login page's own failure is only info.
  const requestFailure = logPage.getByTestId('log-entry').filter({ hasText: zh.log.requestFailed }).filter({ hasText: zh.http.network }).filter({ hasText: DICTIONARY_PATH });
  await expect(requestFailure.first()).toBeVisible();
  await expect(requestFailure.first()).toContainText(zh.log.danger);

  const browserSide = await page.evaluate(() => JSON.stringify({ html: document.documentElement.outerHTML, session: { ...sessionStorage }, local: { ...localStorage }, cookie: document.cookie }));
  expect(browserSide).toContain(zh.log.requestFailed);
  for (const token of [firstToken, secondToken]) {
    expect(token.length).toBeGreaterThan(20);
    expect(browserSide).not.toContain(token);
  }
});

test('a cross-site POST to the BFF is refused with 403; the same call from the site is answered', async ({ page }) => {
  if (!platform) await startPlatform();
  await login(page, DEMO.admin);
  const body = { data: { dicCode: 'country' } };
  const crossSite = await page.request.post(DICTIONARY_PATH, { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, data: body });
  expect(crossSite.status()).toBe(403);
  expect((await crossSite.json()).code).toBe(403);
  const sameSite = await page.request.post(DICTIONARY_PATH, { data: body });
  expect(sameSite.status()).toBe(200);
});
