import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeTestApp, createTestApp } from './helpers.ts';

/** The built web app: history fallback, long caching of hashed assets, precompressed bodies. */
describe('serving the web app', () => {
  let app: FastifyInstance;
  const script = 'console.log("hoshi");'.repeat(100);
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'hoshi-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    mkdirSync(path.join(dist, 'images'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Hoshi</title>');
    writeFileSync(path.join(dist, 'assets/app-abc123.js'), script);
    writeFileSync(path.join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(dist, 'assets/app-abc123.js.gz'), gzipSync(script));
    writeFileSync(path.join(dist, 'images/sleepy.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = await createTestApp({}, { webDist: dist });
  });
  afterAll(() => closeTestApp(app));

  it.each(['/', '/dashboard', '/dashboard/servers/200000000000000001/xp', '/auth/discord/callback?code=x'])(
    'answers the app shell for the page %s',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>Hoshi</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('caches hashed assets for a year, unchanging', async () => {
    const asset = await app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves images under /images fresh for a day, then revalidated in the background', async () => {
    const image = await app.inject({ url: '/images/sleepy.svg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    const again = await app.inject({
      url: '/images/sleepy.svg',
      headers: { 'if-none-match': String(image.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('sends the gzip copy to browsers without brotli', async () => {
    const res = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
  });

  it('sends the brotli copy to browsers that accept it', async () => {
    const res = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
    const plain = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.body).toBe(script);
  });

  it('sends a page asked for under another host name to PUBLIC_URL, path and query kept', async () => {
    const res = await app.inject({
      url: '/dashboard/servers/1?lang=ja',
      headers: { host: '127.0.0.1:3000' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('http://localhost:3000/dashboard/servers/1?lang=ja');
    const home = await app.inject({ url: '/', headers: { host: '192.0.2.7:3000' } });
    expect(home.headers.location).toBe('http://localhost:3000/');
  });

  it('serves the site on its own host name, and the API and emulator on any', async () => {
    expect((await app.inject({ url: '/dashboard', headers: { host: 'localhost:3000' } })).statusCode).toBe(
      200,
    );
    const api = await app.inject({ url: '/api/config', headers: { host: '127.0.0.1:3000' } });
    expect(api.statusCode).toBe(200);
    const emulator = await app.inject({
      url: '/discord-emulator/api/v10/users/@me',
      headers: { host: '127.0.0.1:3000' },
    });
    expect(emulator.statusCode).not.toBe(302);
  });

  it('answers a missing file with a 404, not the app shell', async () => {
    const res = await app.inject({ url: '/images/missing.png' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});

/** The public pages' prerendered first paint, in the visitor's language (docs/decisions/0055-moving-around-a-server-page-titles-prerendered-public.md). */
describe('serving the prerendered public pages', () => {
  let app: FastifyInstance;
  let production: FastifyInstance;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'hoshi-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Hoshi</title><div id="root"></div>');
    // Each page as a production server sends it, and as a demo server does (drawn with the badge).
    for (const [folder, mark] of [
      ['', ''],
      ['demo', 'demo '],
    ] as const) {
      for (const language of ['en', 'ja']) {
        mkdirSync(path.join(dist, 'prerendered', folder, language), { recursive: true });
        for (const page of ['home', 'about', 'activities', 'not-found']) {
          writeFileSync(
            path.join(dist, 'prerendered', folder, language, `${page}.html`),
            `<p>${mark}${language} ${page}</p>`,
          );
        }
      }
    }
    app = await createTestApp({}, { webDist: dist });
    production = await createTestApp({}, { webDist: dist, demo: false });
  });
  afterAll(() => Promise.all([closeTestApp(app), closeTestApp(production)]));

  it('sends a demo server the pages drawn with the demo badge, a production server the others', async () => {
    expect(app.config.demo).toBe(true);
    expect((await app.inject({ url: '/?lang=ja' })).body).toBe('<p>demo ja home</p>');
    expect((await app.inject({ url: '/lost' })).body).toBe('<p>demo en not-found</p>');
    expect((await production.inject({ url: '/?lang=ja' })).body).toBe('<p>ja home</p>');
    const lost = await production.inject({ url: '/lost' });
    expect(lost.statusCode).toBe(404);
    expect(lost.body).toBe('<p>en not-found</p>');
  });

  it.each([
    ['/', 'demo en home'],
    ['/?lang=ja', 'demo ja home'],
    ['/aboutme', 'demo en about'],
    ['/aboutme/?lang=ja', 'demo ja about'],
    ['/activities?lang=en', 'demo en activities'],
  ])('sends %s its prerendered page', async (url, body) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(`<p>${body}</p>`);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('Cookie');
  });

  it('follows the language the visitor chose before (its cookie) unless the query asks otherwise', async () => {
    const saved = await app.inject({ url: '/activities', headers: { cookie: 'theme=x; lang=ja' } });
    expect(saved.body).toBe('<p>demo ja activities</p>');
    const asked = await app.inject({ url: '/activities?lang=en', headers: { cookie: 'lang=ja' } });
    expect(asked.body).toBe('<p>demo en activities</p>');
    const unknown = await app.inject({ url: '/?lang=fr', headers: { cookie: 'lang=de' } });
    expect(unknown.body).toBe('<p>demo en home</p>');
  });

  it('answers a path that is no page with the not-found page and a 404', async () => {
    const res = await app.inject({ url: '/no/such/page?lang=ja' });
    expect(res.statusCode).toBe(404);
    // An appeal page is only a server's id.
    expect((await app.inject({ url: '/appeal/general' })).statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toBe('<p>demo ja not-found</p>');
  });

  it.each([
    '/dashboard',
    '/dashboard/servers/1/xp',
    '/activities/whack',
    '/auth/discord/callback?code=x',
    '/appeal/200000000000000001?lang=ja',
  ])('keeps the app shell for %s, which only the app draws', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Hoshi</title>');
  });
});
