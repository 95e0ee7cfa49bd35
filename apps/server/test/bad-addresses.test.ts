import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { describeAppOn, PGLITE } from './helpers.ts';

const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** A GET over a real socket: what Node's own parser refuses never reaches `inject`. */
function rawGet(port: number, url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = request({ port, host: '127.0.0.1', path: url, headers }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

/** A built web app of one page: pages fall back to it. */
function oneEmptyPage(): string {
  const webDist = mkdtempSync(path.join(tmpdir(), 'hoshi-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Hoshi</title>');
  return webDist;
}

const appConfig = { webDist: oneEmptyPage() };

describeAppOn(PGLITE, 'addresses and headers the router or the parser refuses', appConfig, (test, the) => {
  test.each(['/api/guilds/%ED%A0%80/info', '/api/%E0%A4%A'])(
    'answers %s with our JSON error and the JSON headers',
    async (url) => {
      const res = await the.app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: { code: 'invalid_request', message: 'The address is not valid.', issues: [] },
      });
      expect(res.headers['content-security-policy']).toBe(API_CSP);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    },
  );

  test("answers a page address it cannot decode with the app's not-found page, under the page headers", async () => {
    const res = await the.app.inject({ url: '/%E0%A4%A' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<title>Hoshi</title>');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  test('answers an unknown API path with the JSON headers, not the page ones', async () => {
    const res = await the.app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
    expect(res.headers['content-security-policy']).toBe(API_CSP);
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  test('answers oversized headers with our JSON error and the JSON headers', async () => {
    await the.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = the.app.server.address() as AddressInfo;
    const res = await rawGet(port, '/api/config', { 'x-padding': 'x'.repeat(20_000) });
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({
      error: { code: 'headers_too_large', message: 'The request headers are too large.', issues: [] },
    });
    expect(res.headers['content-security-policy']).toBe(API_CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // The same server still answers a normal request.
    expect((await rawGet(port, '/api/config', {})).status).toBe(200);
  });
});
