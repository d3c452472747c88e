#!/usr/bin/env node
// `npm run bench`: performance figures for BENCHMARKS.md (never assertions in tests).
// Needs a build (`npm run build`). Starts `next start` on a scratch database, logs in like a
// browser does, measures what the browser downloads and how fast tabs switch in Chromium.
import { spawn } from 'node:child_process';
import { constants, publicEncrypt } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const port = Number(process.env.BENCH_PORT ?? 3900);
const base = `http://localhost:${port}`;
const dataDir = path.join(os.tmpdir(), `cbec-bench-${process.pid}`);
const targets = { loginKb: 150, shellKb: 280 };

async function waitFor(url, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

async function post(pathname, body, headers = {}) {
  return fetch(`${base}${pathname}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

async function loginCookie(username, password) {
  const key = (await (await post('/api/jwt/getPublicKey', {})).json()).data;
  const cipher = publicEncrypt({ key: key.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password)).toString('base64');
  const response = await post('/api/auth/login', { username, password: cipher, keyId: key.keyId, captcha: '', captchaId: '' });
  const cookie = response.headers.get('set-cookie');
  if (!cookie) throw new Error(`login failed: ${await response.text()}`);
  return cookie.split(';')[0];
}

/** Sum of the gzip sizes of every script the page loads on first visit. */
async function firstLoadJs(pathname, cookie) {
  const html = await (await fetch(`${base}${pathname}`, { headers: cookie ? { cookie } : {} })).text();
  // noModule scripts are legacy polyfills that current browsers never download.
  const tags = [...html.matchAll(/<script([^>]*)\ssrc="([^"]+\.js)"([^>]*)>/g)].filter((match) => !/nomodule/i.test(`${match[1]}${match[3]}`));
  const scripts = [...new Set(tags.map((match) => match[2]))];
  let gzip = 0;
  for (const src of scripts) gzip += gzipSync(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer()), { level: 9 }).length;
  return { scripts: scripts.length, kb: gzip / 1024 };
}

const DICTIONARY_CODES = ['traf_mode', 'country', 'currency', 'unit', 'declare_port', 'wrapType', 'expu_tradeMode_type', 'invt_tradeMode_type', 'freightMark', 'invt_detail_currency', 'dataType', 'commonAppStatus', 'tj_consumption_ratio', 'tj_group_method', 'tradeMode', 'id_type', 'buyer_id_type'];

/**
 * Tab switching with 20 kept-alive pages: every tab is visited once (so its page is mounted and
 * hidden, not unmounted), then the time from a click on a tab to the next painted frame showing
 * its page is measured, and the JS heap with all of them alive.
 */
async function tabSwitching(cookie) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const split = cookie.indexOf('=');
    await context.addCookies([{ name: cookie.slice(0, split), value: cookie.slice(split + 1), url: base }]);
    const page = await context.newPage();
    const paths = ['/customsDeclaration/imports', '/log', ...DICTIONARY_CODES.map((code) => `/dictionarymanaged/dictionary?dicCode=${code}`)];
    for (const path of paths) {
      await page.goto(`${base}${path}`);
      await page.locator('[role="tablist"][aria-busy="false"]').waitFor();
    }
    const tabs = page.locator('[data-testid="tab"]');
    const count = await tabs.count();
    for (let index = 0; index < count; index++) {
      await tabs.nth(index).click();
      await page.waitForTimeout(150);
    }
    const timings = [];
    for (let round = 0; round < 3; round++) {
      for (let index = 0; index < count; index++) {
        const fullPath = await tabs.nth(index).getAttribute('data-full-path');
        timings.push(
          await page.evaluate(async (target) => {
            const tab = document.querySelector(`[data-testid="tab"][data-full-path="${CSS.escape(target)}"]`);
            const start = performance.now();
            tab.click();
            // Up to ~5 s of frames: a switch that never shows its page counts as 5 s, not a hang.
            for (let frame = 0; frame < 300; frame++) {
              await new Promise((resolve) => requestAnimationFrame(resolve));
              const pane = document.querySelector(`[data-testid="tab-pane"][data-full-path="${CSS.escape(target)}"]`);
              if (pane && pane.getClientRects().length > 0) break;
            }
            await new Promise((resolve) => requestAnimationFrame(resolve));
            return performance.now() - start;
          }, fullPath),
        );
      }
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    timings.sort((a, b) => a - b);
    const at = (q) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))];
    return { tabs: count, switches: timings.length, p50: at(0.5), p95: at(0.95), heapMb: heap.usedSize / 2 ** 20 };
  } finally {
    await browser.close();
  }
}

const server = spawn(path.join('node_modules', '.bin', 'next'), ['start', '-p', String(port)], {
  env: { ...process.env, NODE_ENV: 'production', LOGIN_CAPTCHA: 'off', CUSTOMS_DATA_DIR: dataDir, SESSION_PASSWORD: 'bench-session-password-at-least-32-chars' },
  stdio: 'ignore',
});
try {
  await waitFor(`${base}/login`);
  const cookie = await loginCookie('admin', 'Admin@12345');
  const login = await firstLoadJs('/login');
  const shell = await firstLoadJs('/index', cookie);
  console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, node ${process.version}, ${new Date().toISOString().slice(0, 10)}`);
  console.log('| page | scripts | first-load JS (gzip) | target |');
  console.log('|---|---|---|---|');
  console.log(`| /login | ${login.scripts} | ${login.kb.toFixed(1)} KB | ≤ ${targets.loginKb} KB |`);
  console.log(`| shell (/index) | ${shell.scripts} | ${shell.kb.toFixed(1)} KB | ≤ ${targets.shellKb} KB |`);
  const tabs = await tabSwitching(cookie);
  console.log('');
  console.log('| open tabs (kept alive) | switches | switch p50 | switch p95 | JS heap after GC | target |');
  console.log('|---|---|---|---|---|---|');
  console.log(`| ${tabs.tabs} | ${tabs.switches} | ${tabs.p50.toFixed(1)} ms | ${tabs.p95.toFixed(1)} ms | ${tabs.heapMb.toFixed(1)} MB | ≤ 50 ms per switch |`);
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
