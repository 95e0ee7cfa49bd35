import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

declare module 'fastify' {
  interface FastifyInstance {
    badPageAddress: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}

const notFoundBody = (request: FastifyRequest) => ({
  error: {
    code: 'not_found',
    message: `No route ${request.method} ${request.url.split('?')[0]}`,
    issues: [],
  },
});

/**
 * Hashed assets never change; the pages are revalidated so a deploy is picked up at once. The
 * rest (/images, the icon) keep their names across deploys: a day fresh, then a week served from
 * cache while the browser revalidates in the background (an ETag makes that a 304).
 */
function cacheControl(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  // The shell and the prerendered pages (and their compressed copies).
  if (/\.html(?:\.br|\.gz)?$/.test(filePath)) return 'no-cache';
  return 'public, max-age=86400, stale-while-revalidate=604800';
}

const PRERENDERED: Record<string, string> = { '/': 'home', '/aboutme': 'about', '/activities': 'activities' };
/**
 * The app's other pages (signed in, the games, the sign-in callback, a server's ban appeal page):
 * the app shell draws them.
 */
const APP_PAGE = /^\/(?:dashboard(?:\/|$)|auth\/discord\/callback$|activities\/|appeal\/\d{17,20}$)/;

/** Which prerendered page a path shows, null for a page only the app draws, 'not-found' for no page. */
export function prerenderedPage(pathname: string): string | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (PRERENDERED[trimmed]) return PRERENDERED[trimmed];
  return APP_PAGE.test(trimmed) ? null : 'not-found';
}

/** docs/product.md#session-and-sign-in's order: a valid `lang` in the query, else the visitor's saved choice, else en. */
export function requestedLanguage(url: string, cookieHeader: string | undefined): 'en' | 'ja' {
  const query = new URLSearchParams(url.split('?')[1] ?? '').get('lang');
  if (query === 'en' || query === 'ja') return query;
  return /(?:^|;\s*)lang=ja(?:;|$)/.test(cookieHeader ?? '') ? 'ja' : 'en';
}

/** The API and the emulator answer on any host name; only the site itself has one address. */
const servedAnywhere = (url: string) => /^\/(?:api|discord-emulator)(?:[/?]|$)/.test(url);

/**
 * Serves the built web app (hashed assets cached for a year) with history fallback to
 * index.html. A page asked for under another host name (127.0.0.1 for localhost, a bare IP, an
 * old domain) is sent to PUBLIC_URL's origin: sign-in returns there, and its cookies and popup
 * messages only work on that one origin.
 */
export default fp(
  async function web(app: FastifyInstance) {
    const site = new URL(app.config.publicUrl);
    const toSite = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      if (
        (request.method !== 'GET' && request.method !== 'HEAD') ||
        servedAnywhere(request.url) ||
        request.hostname.toLowerCase() === site.hostname.toLowerCase()
      ) {
        done();
        return;
      }
      // 302, not 308: a browser would remember a permanent one past a change of PUBLIC_URL.
      void reply.redirect(`${site.origin}${request.url}`, 302);
    };
    // Only what serves the site checks the host (its files here, its pages in the not-found
    // handler below): the API's requests go without this hook.
    app.addHook('onRoute', (route) => {
      if (servedAnywhere(route.url)) return;
      const existing = route.onRequest ?? [];
      route.onRequest = [...(Array.isArray(existing) ? existing : [existing]), toSite];
    });

    const root = app.config.webDist;
    const built = existsSync(path.join(root, 'index.html'));
    if (built) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // The build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs).
        preCompressed: true,
        setHeaders(res, filePath) {
          res.header('Cache-Control', cacheControl(filePath));
        },
      });
    } else {
      app.log.warn(`web app not built at ${root}: run npm run build`);
    }

    const spa = (reply: FastifyReply) => reply.type('text/html').sendFile('index.html', root);
    // The public pages' first paint, prerendered at build time in each language (docs/decisions/0055-moving-around-a-server-page-titles-prerendered-public.md).
    const prerendered = existsSync(path.join(root, 'prerendered'));
    // A demo server's pages are drawn with the demo badge (the build draws both).
    const prerenderedFolder = app.config.demo ? 'prerendered/demo' : 'prerendered';
    const page = (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
      const target = prerenderedPage(pathname);
      if (!prerendered || !target) return spa(reply);
      // The language the page will show: asked for in the query, else the one the visitor chose
      // before (a cookie the app keeps beside its stored choice), else English.
      const language = requestedLanguage(request.url, request.headers.cookie);
      void reply.header('Vary', 'Cookie');
      if (target === 'not-found') void reply.status(404);
      return reply.type('text/html').sendFile(`${prerenderedFolder}/${language}/${target}.html`, root);
    };

    // An address no route can decode: the app's own not-found page when it is built, else JSON.
    // Fastify answers it with a bare reply (no decorators such as sendFile), so the shell is read.
    app.decorate('badPageAddress', async (request: FastifyRequest, reply: FastifyReply) => {
      app.securityHeaders(request, reply);
      if (!built) return reply.status(404).send(notFoundBody(request));
      // The prerendered not-found page when there is one (its first paint needs no script).
      const notFoundPage = path.join(root, prerenderedFolder, 'en', 'not-found.html');
      const shell = await readFile(prerendered ? notFoundPage : path.join(root, 'index.html'));
      return reply
        .status(404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(shell);
    });

    app.setNotFoundHandler({ preHandler: toSite }, (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isPage =
        request.method === 'GET' &&
        !pathname.startsWith('/api/') &&
        !pathname.startsWith('/discord-emulator/') &&
        // Files (with an extension) that do not exist are real 404s, not pages.
        !path.extname(pathname);
      if (built && isPage) return page(request, reply, pathname);
      if (pathname.startsWith('/api/')) app.securityHeaders(request, reply);
      return reply.status(404).send(notFoundBody(request));
    });
  },
  { name: 'web', dependencies: ['config', 'security'] },
);
