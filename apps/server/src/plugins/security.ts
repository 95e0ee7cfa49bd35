import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

type HelmetMiddleware = ReturnType<typeof helmet>;

/** What helmet's middleware does to a response, as headers (it only sets and removes headers). */
export function securityHeadersOf(middleware: HelmetMiddleware): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  let failed: unknown;
  middleware(request, response, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

/**
 * An API call, not a navigation: a browser navigating to an API path (the sign-in popup through
 * `/api/discord/login`'s redirect) gets a page's headers, since every redirect of a navigation
 * counts for the opener policy — without it the popup would lose its opener.
 */
const answersJson = (request: FastifyRequest) =>
  request.url.startsWith('/api/') && request.headers['sec-fetch-mode'] !== 'navigate';

/**
 * The headers of a JSON answer, each doing something for an API whose data needs a Bearer token:
 * the answer is never sniffed into a script or page (nosniff), shown as a document it may load
 * nothing and be framed nowhere (CSP), and no other site may read it as a subresource (CORP; the
 * cookie-carrying refresh answers a token). What guards a page (its script policy, the opener
 * and referrer policies, X-Frame-Options, which CSP's frame-ancestors replaces) means nothing on
 * a JSON answer, and every header is work on every answer.
 */
export function apiSecurityHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const hsts = documentHeaders['strict-transport-security'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
  };
}

/** Security headers: a page's (with its CSP) on documents, a short set on JSON answers. */
export default fp(
  async function security(app: FastifyInstance) {
    const { config } = app;
    const discordOrigins = [config.discord.browserApiBase, config.discord.cdnBase]
      .map((u) => new URL(u).origin)
      .filter((o) => o !== new URL(config.publicUrl).origin);
    const https = config.secureCookies;
    // helmet's middleware, built once: @fastify/helmet builds it again on every request (CSP
    // parsing included), a tenth of a settings read's time.
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
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
    });
    // The headers helmet sets do not depend on the request: computed once, then each answer gets
    // them in one step (running helmet's dozen middlewares per request was a tenth of a read).
    const documentHeaders = securityHeadersOf(securityHeaders);
    // JSON answers are never rendered as a page: what guards a document (the page's CSP, opener
    // and cross-domain policies) means nothing there, so the API sends the short set OWASP's REST
    // guidance gives, a third of the bytes of every answer.
    const apiHeaders = apiSecurityHeaders(documentHeaders);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(answersJson(request) ? apiHeaders : documentHeaders);
      done();
    });
  },
  { name: 'security', dependencies: ['config'] },
);
