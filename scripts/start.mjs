#!/usr/bin/env node
// `npm start`: build when the sources changed, migrate and seed the platform database,
// then serve the console (with the embedded platform unless CUSTOMS_API_URL is set).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);
const port = process.env.PORT ?? '3000';
const dataDir = process.env.CUSTOMS_DATA_DIR ?? '.data';
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function newestSourceTime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSourceTime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function needsBuild() {
  const buildId = path.join(root, '.next', 'BUILD_ID');
  if (process.argv.includes('--rebuild') || !existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  const sources = ['app', 'components', 'lib', 'messages', 'customs-api', 'public', 'proxy.ts', 'next.config.js', 'package.json'];
  return sources.some((source) => existsSync(source) && (statSync(source).isDirectory() ? newestSourceTime(source) : statSync(source).mtimeMs) > built);
}

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function sessionPassword() {
  if (process.env.SESSION_PASSWORD) return process.env.SESSION_PASSWORD;
  const file = path.join(dataDir, 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  console.warn(`[start] SESSION_PASSWORD is not set: using the local demo secret in ${file}. Set SESSION_PASSWORD (32+ characters, the same on every instance) in production.`);
  return readFileSync(file, 'utf8').trim();
}

if (needsBuild()) {
  console.info('[start] building the console (next build)…');
  run(bin('next'), ['build']);
}

const env = { ...process.env, SESSION_PASSWORD: sessionPassword(), NODE_ENV: 'production' };
if (!process.env.CUSTOMS_API_URL) {
  console.info('[start] migrating and seeding the embedded platform database…');
  run(bin('tsx'), ['customs-api/seed/cli.ts'], env);
}

const server = spawn(bin('next'), ['start', '-p', port], { stdio: ['inherit', 'pipe', 'inherit'], env });
let announced = false;
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!announced && /Ready in/.test(chunk.toString())) {
    announced = true;
    console.info(`
  CBEC customs console is running: http://localhost:${port}
  Platform: ${process.env.CUSTOMS_API_URL ?? `embedded (${process.env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${dataDir}/pglite`})`}
  Demo accounts:
    admin    / Admin@12345     every module
    operator / Operator@12345  a subset of modules
    nomenu   / Nomenu@12345    no modules (login is refused)
`);
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
