#!/usr/bin/env node
// `npm run bench`: performance figures for BENCHMARKS.md (never assertions in tests).
// Needs a build (`npm run build`). Starts `next start` on a scratch database, logs in like a
// browser does, and measures what the browser downloads.
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
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
