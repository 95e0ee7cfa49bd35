import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import helmet from 'helmet';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sets the headers of an answer that no hook prepared (a refused address, a JSON 404). */
    securityHeaders: (request: FastifyRequest, reply: FastifyReply) => void;
  }
}

/** HSTS as helmet words it: a year, subdomains included. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers of a JSON answer, each doing something for an API whose data needs a Bearer token:
 * the answer is never sniffed into a script or page (nosniff), shown as a document it may load
 * nothing and be framed nowhere (CSP), and no other site may read it as a subresource (CORP; the
 * cookie-carrying refresh answers a token). What guards a page (its script policy, the opener
 * and referrer policies, X-Frame-Options, which CSP's frame-ancestors replaces) means nothing on
 * a JSON answer.
 */
export function apiSecurityHeaders(https: boolean): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
    ...(https ? { 'strict-transport-security': HSTS } : {}),
  };
}

/**
 * The one API route a browser navigates to: the sign-in popup opens `/api/discord/login`, whose
 * redirect counts for the opener policy like a page (without it the popup loses its opener).
 */
const NAVIGATED = '/api/discord/login';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * The demo's Discord emulator answers JSON too: its REST API, the world's controls (what the bot
 * bench and the tests drive, a request per member's message), faults and stats. Its pages (the
 * world page and its script, the sign-in page) and files keep helmet's page set.
 */
const EMULATOR_JSON = /^\/discord-emulator\/(api\/|_world(\/|$)|_faults$|_stats$)/;

/** Routes answered with the short JSON set rather than helmet's. */
const answersJson = (url: string) => isApi(url) || EMULATOR_JSON.test(url);

/**
 * The inline scripts the build allows on its prerendered pages (the one that applies a returning
 * visitor's theme before the first paint), as CSP hash sources; none without a build.
 */
export function builtScriptHashes(webDist: string): string[] {
  let text: string;
  try {
    text = readFileSync(path.join(webDist, 'prerendered', 'csp.json'), 'utf8');
  } catch {
    return [];
  }
  const { scriptSrc } = JSON.parse(text) as { scriptSrc?: unknown };
  if (
    !Array.isArray(scriptSrc) ||
    !scriptSrc.every((s) => typeof s === 'string' && /^'sha256-[\w+/=]+'$/.test(s))
  )
    throw new Error(`${webDist}/prerendered/csp.json lists no script hashes`);
  return scriptSrc as string[];
}

/**
 * Security headers. Pages, files and the emulator's pages get @fastify/helmet's (with our CSP);
 * JSON answers (ours and the emulator's) get a short fixed set from a hook of their own: @fastify/helmet builds helmet's
 * middleware again on every request (6.7 µs measured, a third of a cached read), for four
 * headers that never change (docs/decisions/0057-the-request-paths-faults-and-the-frameworks-own.md).
 */
export default fp(
  async function security(app: FastifyInstance) {
    const { config } = app;
    const discordOrigins = [config.discord.browserApiBase, config.discord.cdnBase]
      .map((u) => new URL(u).origin)
      .filter((o) => o !== new URL(config.publicUrl).origin);
    const https = config.secureCookies;
    const pageOptions = {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...builtScriptHashes(config.webDist)],
          // react-select sets inline styles.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https://cdn.discordapp.com', ...discordOrigins],
          connectSrc: ["'self'", 'https://discord.com', ...discordOrigins],
          fontSrc: ["'self'", 'data:'],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: https ? [] : null,
        },
      },
      hsts: https,
      // The login popup must keep window.opener to post its result back.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    } satisfies FastifyHelmetOptions;
    const apiHeaders = apiSecurityHeaders(https);

    app.addHook('onRoute', (route) => {
      if (!answersJson(route.url) || route.url === NAVIGATED) return;
      route.helmet = false;
      const existing = route.onRequest ?? [];
      route.onRequest = [
        ...(Array.isArray(existing) ? existing : [existing]),
        async (_request: FastifyRequest, reply: FastifyReply) => {
          void reply.headers(apiHeaders);
        },
      ];
    });
    await app.register(fastifyHelmet, pageOptions);

    // For answers that no hook prepared: a refused address, a 404 under /api.
    const pageHelmet = helmet(pageOptions);
    app.decorate('securityHeaders', (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.raw.url ?? '/';
      if (!isApi(pathname.split('?')[0] ?? '/')) {
        pageHelmet(request.raw, reply.raw, () => undefined);
        return;
      }
      // The not-found route went through helmet's hook: its page set gives way to the JSON one.
      for (const name of reply.raw.getHeaderNames()) reply.raw.removeHeader(name);
      void reply.headers(apiHeaders);
    });
  },
  { name: 'security', dependencies: ['config'] },
);
