import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@hoshi/db';
import { createTestApp, describeAppOn, freshPostgres, GUILDS, PGLITE, signIn, USERS } from './helpers.ts';

describeAppOn(PGLITE, 'health and readiness', {}, (test, the) => {
  test('/healthz says the process is up; /readyz that the database answers', async () => {
    const health = await the.app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await the.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'not configured' } });
  });

  test('/readyz answers 503 naming the database when it does not answer', async () => {
    const { execute } = the.app.db;
    // The database goes away under a running server.
    Object.defineProperty(the.app.db, 'execute', {
      configurable: true,
      value: () => Promise.reject(new Error('connection lost')),
    });
    try {
      const ready = await the.app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'down', redis: 'not configured' },
      });
      expect((await the.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      Object.defineProperty(the.app.db, 'execute', { configurable: true, value: execute });
    }
  });
});

describe('graceful shutdown', () => {
  it('finishes a request in flight, and refuses new ones while closing', async () => {
    const app = await createTestApp({});
    const akari = await signIn(app, USERS.akari);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    // Discord asks for a 1 s pause, which the server waits out: the request is in flight meanwhile.
    await app.inject({
      method: 'POST',
      url: '/discord-emulator/_faults',
      payload: { status: 429, retryAfter: 1, route: '/users/@me/guilds', count: 1 },
    });
    const inFlight = fetch(`${base}/api/guilds/${GUILDS.A}/info`, { headers: akari.headers });
    while ((await app.inject({ url: '/discord-emulator/_faults' })).json().pending.length > 0) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const closing = app.close();
    // New requests, once closing has begun: refused at the socket, or 503.
    const probe = () =>
      fetch(`${base}/readyz`).then(
        (r) => r.status,
        () => 'refused' as const,
      );
    let late = await probe();
    for (let i = 0; i < 100 && late === 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      late = await probe();
    }
    expect([503, 'refused']).toContain(late);
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { id: string }).id).toBe(GUILDS.A);
    await closing;
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('migrations with several instances starting together', () => {
  it('run once, under an advisory lock', async () => {
    const fresh = await freshPostgres(url ?? '');
    try {
      const handles = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ databaseUrl: fresh.url })));
      await Promise.all(handles.map((h) => h.close()));
      const client = new pg.Client({ connectionString: fresh.url });
      await client.connect();
      const { rows } = await client.query('SELECT hash FROM drizzle.__drizzle_migrations');
      await client.end();
      expect(rows.length).toBeGreaterThanOrEqual(3);
      expect(new Set(rows.map((r: { hash: string }) => r.hash)).size).toBe(rows.length);
    } finally {
      await fresh.drop();
    }
  });
});
