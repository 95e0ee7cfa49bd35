import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config.ts';
import { closeTestApp, createTestApp, signIn, USERS } from './helpers.ts';

const randomBearer = () => ({ authorization: `Bearer ${randomBytes(16).toString('hex')}` });
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('security headers and rate limits', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({});
  });
  afterAll(() => closeTestApp(app));

  it('sends pages a CSP that allows only our own scripts and no framing', async () => {
    const res = await app.inject({ url: '/dashboard' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // The login popup posts back to its opener.
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it("allows the build's inline scripts by their hashes, and no inline script without a build", async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'hoshi-web-'));
    const hash = `'sha256-${randomBytes(32).toString('base64')}'`;
    mkdirSync(path.join(webDist, 'prerendered'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Hoshi</title>');
    writeFileSync(path.join(webDist, 'prerendered', 'csp.json'), JSON.stringify({ scriptSrc: [hash] }));
    const built = await createTestApp({}, { webDist });
    try {
      const csp = String((await built.inject({ url: '/dashboard' })).headers['content-security-policy']);
      expect(csp).toContain(`script-src 'self' ${hash};`);
    } finally {
      await closeTestApp(built);
    }
    // A list that is not hashes (a broken build) stops the server rather than widening its CSP.
    writeFileSync(
      path.join(webDist, 'prerendered', 'csp.json'),
      JSON.stringify({ scriptSrc: ["'unsafe-inline'"] }),
    );
    await expect(createTestApp({}, { webDist })).rejects.toThrow(/no script hashes/);
    rmSync(webDist, { recursive: true, force: true });
    const unbuilt = await createTestApp({}, { webDist });
    try {
      const page = String((await unbuilt.inject({ url: '/dashboard' })).headers['content-security-policy']);
      expect(page).toContain("script-src 'self';");
    } finally {
      await closeTestApp(unbuilt);
    }
    // Three servers start: slow on a loaded machine.
  }, 120_000);

  it('sends JSON answers the short set: nothing may load, frame, sniff or embed them', async () => {
    const res = await app.inject({ url: '/api/config' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    // A page's headers mean nothing on JSON: not sent.
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['referrer-policy']).toBeUndefined();
  });

  it("sends the emulator's JSON the short set and its world page helmet's", async () => {
    for (const url of ['/discord-emulator/_world', '/discord-emulator/api/v10/gateway']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBeUndefined();
    }
    const page = await app.inject({ url: '/discord-emulator/world' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('does not upgrade requests to https when the site is served over http', async () => {
    const res = await app.inject({ url: '/dashboard' });
    expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it("keeps the opener policy on the sign-in popup's redirect, which the browser navigates to", async () => {
    const res = await app.inject({ url: '/api/discord/login', headers: { 'sec-fetch-mode': 'navigate' } });
    expect(res.statusCode).toBe(302);
    // Any redirect without it would switch the popup's browsing context group: no opener to post to.
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('tells browsers to keep to https, on pages and answers alike, when the site is served over it', async () => {
    const secure = await createTestApp({}, { publicUrl: 'https://hoshi.example', secureCookies: true });
    try {
      for (const url of ['/dashboard', '/api/config']) {
        const res = await secure.inject({ url, headers: { host: 'hoshi.example' } });
        expect(res.headers['strict-transport-security'], url).toMatch(/^max-age=\d{7,}/);
      }
    } finally {
      await closeTestApp(secure);
    }
  });

  it('limits sign-in attempts per address and answers 429 in the error format', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await app.inject({ url: '/api/discord/login', remoteAddress: '10.9.9.9' })).statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 302)).toBe(true);
    const limited = await app.inject({ url: '/api/discord/login', remoteAddress: '10.9.9.9' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    // The refusal says when to come back, and what the limit is.
    const retry = Number(limited.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    expect(limited.headers['x-ratelimit-limit']).toBe('30');
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    // Another caller is not affected.
    expect((await app.inject({ url: '/api/discord/login', remoteAddress: '10.9.9.10' })).statusCode).toBe(
      302,
    );
  });

  it('limits the refresh every page load makes to 120 a minute per address, not 30', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) {
      statuses.push((await app.inject({ url: '/api/refresh', remoteAddress: '10.9.9.20' })).statusCode);
    }
    expect(statuses.slice(0, 120).every((s) => s === 204)).toBe(true);
    expect(statuses[120]).toBe(429);
  });

  it('guards HEAD like GET: a guild page without a token answers 401, not its headers', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/api/guilds/200000000000000001/info/xp' });
    expect(res.statusCode).toBe(401);
  });

  it('answers unknown API paths with a JSON 404, never the web page', async () => {
    const res = await app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('never answers 500 to an oversized body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/discord/exchange',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ code: 'x'.repeat(300_000), state: 's' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
      message: 'Request body is too large',
      issues: [],
    });
  });
});

/** Probe finding 1: a made-up Bearer must not buy a fresh bucket. */
describe('rate-limit keys', () => {
  const LIMIT = 20;
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({}, { limits: { ...testConfig().limits, requestsPerMinute: LIMIT } });
  });
  afterAll(() => closeTestApp(app));

  it('counts requests with random Bearers against their address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT * 2; i++) {
      const res = await app.inject({
        url: '/api/config',
        headers: randomBearer(),
        remoteAddress: '10.1.0.1',
      });
      statuses.push(res.statusCode);
    }
    expect(count(statuses, 200)).toBe(LIMIT);
    expect(count(statuses, 429)).toBe(LIMIT);
  });

  it('keeps the sign-in limit per address whatever Bearer is sent, so Discord is not flooded', async () => {
    const stats = () => app.inject({ url: '/discord-emulator/_stats' }).then((r) => r.json());
    const tokenCalls = async () => ((await stats()).routes['POST /oauth2/token'] as number | undefined) ?? 0;
    const before = await tokenCalls();
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/discord/exchange',
        headers: randomBearer(),
        remoteAddress: '10.1.0.2',
        cookies: { hoshi_oauth_state: 'chosen-by-the-attacker' },
        payload: { code: `code-${i}`, state: 'chosen-by-the-attacker' },
      });
      statuses.push(res.statusCode);
    }
    expect(count(statuses, 429)).toBe(20);
    expect(await tokenCalls()).toBe(before + 30);
  });

  it('gives a user one bucket for all their sessions, and other users their own', async () => {
    const first = await signIn(app, USERS.akari);
    const second = await signIn(app, USERS.akari);
    const mika = await signIn(app, USERS.mika);
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++) {
      const headers = i % 2 ? first.headers : second.headers;
      statuses.push(
        (await app.inject({ url: '/api/validate', headers, remoteAddress: `10.2.0.${i}` })).statusCode,
      );
    }
    expect(count(statuses, 200)).toBe(LIMIT);
    const over = await app.inject({
      url: '/api/validate',
      headers: first.headers,
      remoteAddress: '10.2.1.1',
    });
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('rate_limited');
    expect((await app.inject({ url: '/api/validate', headers: mika.headers })).statusCode).toBe(200);
  });
});
