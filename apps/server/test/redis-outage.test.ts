import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../src/config.ts';
import { closeTestApp, createTestApp, GUILDS, signIn, USERS, type Session } from './helpers.ts';

// Redis down (docs/security.md): a private redis-server of this test's own, stopped to make the
// outage and started again on the same port; the shared Redis is never touched.

const A = GUILDS.A;

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  // Ready when it says it accepts connections.
  await new Promise<void>((resolve, reject) => {
    child.once('exit', () => reject(new Error('redis-server exited')));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve();
    });
  });
  return child;
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGKILL');
  await once(child, 'exit');
}

/** Until the app's Redis client reaches a status (an event, not a clock). */
async function status(app: FastifyInstance, want: (s: string) => boolean) {
  const redis = app.redis!;
  while (!want(redis.status))
    await Promise.race([once(redis, 'close'), once(redis, 'ready'), once(redis, 'end')]);
}

describe('with REDIS_URL set and Redis stopped', () => {
  let port: number;
  let redis: ChildProcess;
  let app: FastifyInstance;
  let akari: Session;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    app = await createTestApp(
      {},
      { redisUrl: `redis://127.0.0.1:${port}`, limits: { ...testConfig().limits, requestsPerMinute: 1000 } },
    );
    akari = await signIn(app, USERS.akari);
  });
  afterAll(async () => {
    await closeTestApp(app);
    await stopRedis(redis);
  });

  it('reads and sign-in keep working, and the log says once that Redis is away and once that it is back', async () => {
    const warn = vi.spyOn(app.log, 'warn');
    const info = vi.spyOn(app.log, 'info');
    await stopRedis(redis);
    await status(app, (s) => s !== 'ready');

    for (let i = 0; i < 3; i++) {
      expect((await app.inject({ url: '/api/config' })).statusCode).toBe(200);
      const read = await app.inject({ url: `/api/guilds/${A}/leaderboard`, headers: akari.headers });
      expect(read.statusCode).toBe(200);
    }
    const mika = await signIn(app, USERS.mika);
    expect(mika.token).toBeTruthy();

    const away = warn.mock.calls.filter(([, msg]) => String(msg).startsWith('Redis is away'));
    expect(away).toHaveLength(1);

    redis = await startRedis(port);
    await status(app, (s) => s === 'ready');
    expect(info.mock.calls.filter(([msg]) => msg === 'Redis is back')).toHaveLength(1);
  }, 60_000);

  it('refuses a save the other instances could not hear of (503, Retry-After) before writing it', async () => {
    const stored = async () =>
      (await app.inject({ url: `/api/guilds/${A}/info/xp`, headers: akari.headers })).json<{
        settings: { version: number; rate: number };
      }>().settings;
    const before = await stored();
    const save = () =>
      app.inject({
        method: 'POST',
        url: `/api/save/guilds/${A}/xp`,
        headers: akari.headers,
        payload: { ...before, rate: before.rate === 2 ? 3 : 2, token: akari.token },
      });
    await stopRedis(redis);
    await status(app, (s) => s !== 'ready');
    const refused = await save();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toMatchObject({ error: { code: 'cache_unavailable' } });
    expect((await stored()).version).toBe(before.version);

    redis = await startRedis(port);
    await status(app, (s) => s === 'ready');
    const saved = await save();
    expect(saved.statusCode).toBe(200);
    expect((await stored()).version).toBe(before.version + 1);
  }, 60_000);
});
