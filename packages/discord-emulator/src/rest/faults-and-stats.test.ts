import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO } from '../index.ts';
import { API, BOT_AUTH, PREFIX, makeEmulator } from '../../test/emulator-harness.ts';

let app: FastifyInstance;
afterEach(() => app.close());

const botGet = (path: string) => app.inject({ url: `${API}${path}`, headers: BOT_AUTH });
const armFault = (fault: object) => app.inject({ method: 'POST', url: `${PREFIX}/_faults`, payload: fault });

describe('fault switch', () => {
  it('429 answers Discord’s rate-limit body and headers once, then normal again', async () => {
    app = makeEmulator();
    expect((await armFault({ status: 429, retryAfter: 2 })).statusCode).toBe(201);
    const limited = await botGet('/users/@me');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      message: 'You are being rate limited.',
      retry_after: 2,
      global: false,
    });
    expect(limited.headers['retry-after']).toBe('2');
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    expect(limited.headers['x-ratelimit-reset-after']).toBe('2.000');
    expect(limited.headers['x-ratelimit-scope']).toBe('user');
    expect((await botGet('/users/@me')).statusCode).toBe(200);
  });

  it('5xx faults answer that status for `count` requests', async () => {
    app = makeEmulator();
    await armFault({ status: 500, count: 2 });
    expect((await botGet('/users/@me')).statusCode).toBe(500);
    const second = await botGet('/users/@me');
    expect(second.statusCode).toBe(500);
    expect(second.json()).toEqual({ message: '500: Internal Server Error', code: 0 });
    expect((await botGet('/users/@me')).statusCode).toBe(200);
  });

  it('a route filter only hits matching paths', async () => {
    app = makeEmulator();
    await armFault({ status: 503, route: '/channels' });
    expect((await botGet(`/guilds/${DEMO.guilds.A}/roles`)).statusCode).toBe(200);
    expect((await botGet(`/guilds/${DEMO.guilds.A}/channels`)).statusCode).toBe(503);
    expect((await botGet(`/guilds/${DEMO.guilds.A}/channels`)).statusCode).toBe(200);
  });

  it('DELETE /_faults disarms everything', async () => {
    app = makeEmulator();
    await armFault({ status: 502, count: 5 });
    expect((await app.inject({ method: 'DELETE', url: `${PREFIX}/_faults` })).statusCode).toBe(204);
    expect((await botGet('/users/@me')).statusCode).toBe(200);
  });

  it('a delay-only fault (status 0) answers normally after the delay', async () => {
    app = makeEmulator();
    expect((await armFault({ status: 0, delayMs: 30 })).statusCode).toBe(201);
    expect((await botGet('/users/@me')).statusCode).toBe(200);
    expect((await armFault({ status: 0 })).statusCode).toBe(400);
  });

  it('DELETE /_faults also ends the delay of a request that is waiting one out', async () => {
    app = makeEmulator();
    await armFault({ status: 0, delayMs: 600_000 });
    const held = botGet('/users/@me');
    // The request has taken the fault (none is left armed) and sits out its delay…
    await vi.waitFor(
      async () => expect((await app.inject({ url: `${PREFIX}/_faults` })).json()).toEqual({ pending: [] }),
      { timeout: 15_000, interval: 10 },
    );
    // …until Discord is back: it answers now, not in ten minutes.
    await app.inject({ method: 'DELETE', url: `${PREFIX}/_faults` });
    expect((await held).statusCode).toBe(200);
  });

  it('rejects faults it cannot produce', async () => {
    app = makeEmulator();
    expect((await armFault({ status: 404 })).statusCode).toBe(400);
    expect((await armFault({ status: 429, count: 0 })).statusCode).toBe(400);
  });
});

describe('stats', () => {
  it('counts REST requests per Discord-style route template and resets', async () => {
    app = makeEmulator();
    await botGet(`/guilds/${DEMO.guilds.A}/channels`);
    await botGet(`/guilds/${DEMO.guilds.B}/channels`);
    await botGet(`/guilds/${DEMO.guilds.A}/members/${DEMO.users.akari}`);
    await botGet('/users/@me/guilds');
    await app.inject({ url: `${PREFIX}/oauth2/authorize` });
    const stats = (await app.inject({ url: `${PREFIX}/_stats` })).json();
    expect(stats).toEqual({
      total: 4,
      routes: { 'GET /guilds/:id/channels': 2, 'GET /guilds/:id/members/:id': 1, 'GET /users/@me/guilds': 1 },
      statuses: { '200': 4 },
    });
    expect((await app.inject({ method: 'DELETE', url: `${PREFIX}/_stats` })).statusCode).toBe(204);
    expect((await app.inject({ url: `${PREFIX}/_stats` })).json()).toEqual({
      total: 0,
      routes: {},
      statuses: {},
    });
  });
});

describe('headers', () => {
  it('every REST answer carries rate-limit headers, errors included', async () => {
    app = makeEmulator();
    for (const response of [
      await botGet('/users/@me'),
      await botGet(`/guilds/${DEMO.guilds.D}`),
      await app.inject({ url: `${API}/users/@me` }),
    ]) {
      for (const name of [
        'x-ratelimit-limit',
        'x-ratelimit-remaining',
        'x-ratelimit-reset',
        'x-ratelimit-reset-after',
        'x-ratelimit-bucket',
      ]) {
        expect(response.headers[name], name).toEqual(expect.any(String));
      }
    }
  });

  it('remaining counts down within a bucket', async () => {
    app = makeEmulator({ now: () => 1_700_000_000_000 });
    const first = await botGet('/users/@me');
    const second = await botGet('/users/@me');
    expect(Number(second.headers['x-ratelimit-remaining'])).toBe(
      Number(first.headers['x-ratelimit-remaining']) - 1,
    );
  });

  it('the browser may call the API cross-origin: CORS headers and preflight', async () => {
    app = makeEmulator();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: `${API}/users/@me/guilds`,
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/authorization/i);
    expect((await botGet('/users/@me/guilds')).headers['access-control-allow-origin']).toBe('*');
  });

  it('unknown API paths answer Discord’s 404 body', async () => {
    app = makeEmulator();
    const response = await botGet('/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: '404: Not Found', code: 0 });
  });
});
