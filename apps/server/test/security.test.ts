import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeTestApp, createTestApp } from './helpers.ts';

describe('security headers and rate limits', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({});
  });
  afterAll(() => closeTestApp(app));

  it('sends a CSP that allows only our own scripts and no framing', async () => {
    const res = await app.inject({ url: '/api/config' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // The login popup posts back to its opener.
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('does not upgrade requests to https when the site is served over http', async () => {
    const res = await app.inject({ url: '/api/config' });
    expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
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
    expect(statuses.slice(0, 120).every((s) => s === 401)).toBe(true);
    expect(statuses[120]).toBe(429);
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
    expect(res.json().error.code).toBeDefined();
  });
});
