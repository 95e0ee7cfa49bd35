import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@hoshi/db';
import { auditLog, guildSettings } from '@hoshi/db/schema';
import { DATABASES, freshPostgres, GUILDS, USERS } from './helpers.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = 2;
const SAVES_PER_ROUND = 12;
/** A start of the real server per round (tsx, PGlite on disk): minutes when every core is busy. */
const TIMEOUT_MS = 600_000;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

/** Servers started and not yet ended: a test that fails or times out leaves none running. */
const running = new Set<ChildProcess>();
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
});

/** The real server (src/main.ts) in its own process, in demo mode. */
async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  running.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child);
      resolve();
    }),
  );
  const base = `http://localhost:${port}`;
  // Up once /healthz answers; a process that ended first never will. No count of tries: how long
  // a start takes depends on the machine's load, and the test's own timeout bounds the wait.
  while (child.exitCode === null && child.signalCode === null) {
    const up = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { base, kill: () => child.kill('SIGKILL'), exited };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server ended before it answered (exit ${child.exitCode ?? child.signalCode})`);
}

/** The browser's sign-in over HTTP: login → the emulator's authorize form → exchange. */
async function signInOverHttp(base: string, userId: string) {
  const login = await fetch(`${base}/api/discord/login`, { redirect: 'manual' });
  const stateCookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const authorize = new URL(login.headers.get('location') ?? '');
  const form = new URLSearchParams(authorize.searchParams);
  form.set('user_id', userId);
  const consent = await fetch(`${base}${authorize.pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const back = new URL(consent.headers.get('location') ?? '');
  const exchange = await fetch(`${base}/api/discord/exchange`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: stateCookie },
    body: JSON.stringify({ code: back.searchParams.get('code'), state: back.searchParams.get('state') }),
  });
  const body = (await exchange.json()) as { access_token: string };
  return { token: body.access_token, headers: { authorization: `Bearer ${body.access_token}` } };
}

/**
 * Crash safety: saves stream in while the server is killed with SIGKILL mid-save, then restarted
 * on the same data. Every save the server acknowledged must be there, with its audit row, once.
 */
describe.each(DATABASES)('SIGKILL during a stream of saves on $name', (database) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hoshi-crash-'));
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await drop?.();
  });

  it('loses no acknowledged save', { timeout: TIMEOUT_MS }, async () => {
    const pg = database.url ? await freshPostgres(database.url) : undefined;
    drop = pg?.drop;
    const env = { DATA_DIR: dataDir, ...(pg ? { DATABASE_URL: pg.url } : {}) };
    const acked: number[] = [];
    let killedInFlight = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const server = await startServer(env);
      const { token, headers } = await signInOverHttp(server.base, USERS.akari);
      const url = `${server.base}/api/save/guilds/${GUILDS.A}/greetings`;
      const current = await fetch(`${server.base}/api/guilds/${GUILDS.A}/info/greetings`, { headers });
      let doc = ((await current.json()) as { settings: { version: number; join: { message: string } } })
        .settings;
      const save = () =>
        fetch(url, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            ...doc,
            token,
            join: { ...doc.join, message: `round ${round} v${doc.version}` },
          }),
        });
      for (let i = 0; i < SAVES_PER_ROUND; i++) {
        const res = await save();
        expect(res.status).toBe(200);
        doc = ((await res.json()) as { data: typeof doc }).data;
        acked.push(doc.version);
      }
      // One more save on its way when the process dies.
      const last = save().then(
        () => undefined,
        () => undefined,
      );
      server.kill();
      killedInFlight += 1;
      await last;
      await server.exited;
    }
    const handle = await openDatabase({ databaseUrl: pg?.url, dataDir: pg ? undefined : dataDir });
    try {
      const where = and(eq(guildSettings.guildId, GUILDS.A), eq(guildSettings.feature, 'greetings'));
      const [row] = await handle.db.select().from(guildSettings).where(where);
      const audits = await handle.db.select().from(auditLog).where(eq(auditLog.guildId, GUILDS.A));
      const versions = audits
        .filter((a) => a.action === 'save:greetings')
        .map((a) => (a.after as { version: number }).version);
      const max = Math.max(...acked);
      expect(row?.version).toBeGreaterThanOrEqual(max);
      expect(row?.version).toBeLessThanOrEqual(max + 1);
      for (const version of acked) expect(versions, `version ${version}`).toContain(version);
      expect(new Set(versions).size).toBe(versions.length);
      console.info(
        `crash on ${database.name}: ${acked.length} acknowledged saves, ${killedInFlight} SIGKILLs mid-save, 0 lost`,
      );
    } finally {
      await handle.close();
    }
  });
});
