import { defineConfig, devices } from '@playwright/test';
import { E2E } from './e2e/support/env';

/**
 * End-to-end tests against `next build` + `next start` in Debian's Chromium (no browser download
 * is possible here). Four consoles run side by side:
 * - embedded: the platform in-process on PGlite, captcha off (most tests);
 * - standalone: the console calling a separate platform process through CUSTOMS_API_URL;
 * - captcha: embedded with the captcha check on;
 * - pipeline: the console calling a platform that its test starts and stops (platform outage).
 */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  },
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
};

const consoleEnv = (dataDir: string, extra: Record<string, string> = {}) => ({
  SESSION_PASSWORD: E2E.sessionPassword,
  CUSTOMS_DATA_DIR: dataDir,
  NODE_ENV: 'production',
  ...extra,
});

export default defineConfig({
  testDir: './e2e',
  outputDir: process.env.E2E_PORT_OFFSET ? `test-results-${process.env.E2E_PORT_OFFSET}` : 'test-results',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: { trace: 'retain-on-failure', screenshot: 'only-on-failure' },
  projects: [
    { name: 'embedded', testIgnore: [/standalone\.spec\.ts/, /captcha\.spec\.ts/, /pipeline\.spec\.ts/], use: { ...chromium, baseURL: E2E.embedded.url } },
    { name: 'standalone', testMatch: /standalone\.spec\.ts/, use: { ...chromium, baseURL: E2E.standalone.url } },
    { name: 'captcha', testMatch: /captcha\.spec\.ts/, use: { ...chromium, baseURL: E2E.captcha.url } },
    { name: 'pipeline', testMatch: /pipeline\.spec\.ts/, use: { ...chromium, baseURL: E2E.pipeline.url } },
  ],
  webServer: [
    {
      command: `rm -rf ${E2E.embedded.dataDir} && npx next start -p ${E2E.embedded.port}`,
      url: `${E2E.embedded.url}/login`,
      env: consoleEnv(E2E.embedded.dataDir, { LOGIN_CAPTCHA: 'off' }),
      timeout: 120_000,
      reuseExistingServer: false,
    },
    {
      command: `rm -rf ${E2E.platform.dataDir} && npx tsx customs-api/server.ts`,
      url: `${E2E.platform.url}/health`,
      env: { CUSTOMS_DATA_DIR: E2E.platform.dataDir, CUSTOMS_API_PORT: String(E2E.platform.port), LOGIN_CAPTCHA: 'off' },
      timeout: 120_000,
      reuseExistingServer: false,
    },
    {
      command: `npx next start -p ${E2E.standalone.port}`,
      url: `${E2E.standalone.url}/login`,
      env: consoleEnv(E2E.standalone.dataDir, { CUSTOMS_API_URL: E2E.platform.url }),
      timeout: 120_000,
      reuseExistingServer: false,
    },
    {
      command: `rm -rf ${E2E.captcha.dataDir} && npx next start -p ${E2E.captcha.port}`,
      url: `${E2E.captcha.url}/login`,
      env: consoleEnv(E2E.captcha.dataDir, { LOGIN_CAPTCHA: 'on' }),
      timeout: 120_000,
      reuseExistingServer: false,
    },
    {
      // Its platform is started and stopped by e2e/pipeline.spec.ts itself (on a fresh data folder).
      command: `rm -rf ${E2E.pipelinePlatform.dataDir} && npx next start -p ${E2E.pipeline.port}`,
      url: `${E2E.pipeline.url}/login`,
      env: consoleEnv(E2E.pipeline.dataDir, { CUSTOMS_API_URL: E2E.pipelinePlatform.url }),
      timeout: 120_000,
      reuseExistingServer: false,
    },
  ],
});
