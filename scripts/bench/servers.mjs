// Starting and stopping the servers the bench measures, and signing in over HTTP as a browser does.
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The tests' fresh PostgreSQL database, one definition for both (TypeScript, through tsx). */
export const { freshPostgres } = await tsImport('../../packages/db/src/fresh-postgres.ts', import.meta.url);

export const serverBundle = path.join(root, 'apps/demo/dist/main.js');
export const AKARI = '100000000000000001';
export const STAR_LOUNGE = '200000000000000001';

// Whatever this run started goes with it, even when a step throws.
const children = new Set();
process.on('exit', () => children.forEach((child) => child.kill('SIGKILL')));

let nextPort = 3400 + Math.floor(Math.random() * 400);
export const freePort = () => nextPort++;

export async function waitForAnswer(url, timeoutMs = 120_000) {
  const started = Date.now();
  for (;;) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The built server (or `source: true` for TypeScript through tsx) with its own data dir. */
export function startHoshi({ env = {}, source = false, dataDir } = {}) {
  const port = freePort();
  const dir = dataDir ?? path.join(root, 'data', `bench-${randomBytes(4).toString('hex')}`);
  mkdirSync(dir, { recursive: true });
  const args = source ? ['--import', 'tsx', path.join(root, 'apps/demo/src/main.ts')] : [serverBundle];
  const started = Date.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  const base = `http://localhost:${port}`;
  return {
    base,
    port,
    pid: child.pid,
    dataDir: dir,
    /** Milliseconds from spawn to the first answer of /api/config. */
    // A server that exits before answering fails the wait at once rather than after its timeout.
    ready: Promise.race([
      waitForAnswer(`${base}/api/config`).then(() => Date.now() - started),
      new Promise((_, reject) =>
        child.once('exit', (code) => reject(new Error(`the server exited (${code}) before answering`))),
      ),
    ]),
    stop: () => stop(child),
  };
}

/**
 * `npm start` as a person runs it (the builds already fresh), on the given data dir: milliseconds
 * from spawn to the first answer of /api/config. npm, the date checks and source maps included.
 */
export async function timeNpmStart(dataDir) {
  const started = Date.now();
  return withNpmStart(dataDir, async () => Date.now() - started);
}

/**
 * `npm start` on `dataDir` in its own process group (npm's child, scripts/start.mjs, which runs
 * the server, stops with it): `measure(pid)` once /api/config answers, then the group is stopped.
 */
async function withNpmStart(dataDir, measure) {
  const port = freePort();
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  const group = { kill: (signal) => process.kill(-child.pid, signal) };
  children.add(group);
  try {
    await waitForAnswer(`http://localhost:${port}/api/config`);
    return await measure(child.pid);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    group.kill('SIGTERM');
    await exited;
    children.delete(group);
  }
}

/** The processes of a process group, each with its resident memory (VmRSS) in MB. */
function groupMemory(pgid) {
  const rows = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // Field 5 of /proc/PID/stat, counted after the command's closing parenthesis, is the group.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== pgid) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${name}/status`, 'utf8'));
      const command = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').filter(Boolean);
      const shown = command.map((part) => path.relative(root, part) || part).join(' ');
      if (rss) rows.push({ command: shown.length > 60 ? `${shown.slice(0, 57)}…` : shown, mb: Math.round(Number(rss[1]) / 1024) });
    } catch {
      // A process that ended while it was read.
    }
  }
  return rows;
}

/**
 * What the demo's processes hold once idle: `npm start` as a person runs it (the builds already
 * fresh) on the given data dir, each process of its group read from /proc once the site answers
 * and the demo has had `settleMs` to connect its bot and go quiet.
 */
export async function idleMemory(dataDir, settleMs = 20_000) {
  return withNpmStart(dataDir, async (pid) => {
    await new Promise((r) => setTimeout(r, settleMs));
    const processes = groupMemory(pid);
    return { processes, totalMb: processes.reduce((sum, p) => sum + p.mb, 0) };
  });
}

export async function startBare(bytes) {
  const port = freePort();
  const child = fork(path.join(root, 'scripts/bench/bare-server.mjs'), [String(port), String(bytes)], {
    stdio: 'ignore',
  });
  children.add(child);
  await new Promise((resolve) => child.once('message', resolve));
  return { url: `http://127.0.0.1:${port}/bare`, pid: child.pid, stop: () => stop(child) };
}

function stop(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

const cookieValue = (response, name) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);

/** login → the emulator's authorize form → exchange; answers the token and the session cookie. */
export async function signIn(base, userId = AKARI) {
  const login = await fetch(`${base}/api/discord/login`, { redirect: 'manual' });
  const state = cookieValue(login, 'hoshi_oauth_state');
  const authorize = new URL(login.headers.get('location'));
  const form = new URLSearchParams(authorize.searchParams);
  form.set('user_id', userId);
  const consent = await fetch(`${base}${authorize.pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const back = new URL(consent.headers.get('location'));
  const exchange = await fetch(`${base}/api/discord/exchange`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `hoshi_oauth_state=${state}` },
    body: JSON.stringify({ code: back.searchParams.get('code'), state: back.searchParams.get('state') }),
  });
  if (!exchange.ok) throw new Error(`sign-in failed: ${exchange.status} ${await exchange.text()}`);
  const { access_token: token } = await exchange.json();
  return { token, session: cookieValue(exchange, 'hoshi_session') };
}
