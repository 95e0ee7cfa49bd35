import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * Demo mode: the emulator's own pages (the world page) carry their script inline, which the
 * site's CSP (`script-src 'self'`) refuses. Those answers get the CSP with each inline script's
 * sha256 allowed — that script and nothing else — so the page works without loosening the site's
 * policy anywhere else.
 */
export default fp(
  async function emulatorPageScripts(app: FastifyInstance) {
    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.url.startsWith('/discord-emulator/') || typeof payload !== 'string') return payload;
      if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
      const hashes = [...payload.matchAll(INLINE_SCRIPT)].map(
        (match) =>
          `'sha256-${createHash('sha256')
            .update(match[1] ?? '')
            .digest('base64')}'`,
      );
      const csp = reply.getHeader('content-security-policy');
      if (hashes.length === 0 || typeof csp !== 'string') return payload;
      reply.header(
        'content-security-policy',
        csp.replace("script-src 'self'", `script-src 'self' ${hashes.join(' ')}`),
      );
      return payload;
    });
  },
  { name: 'emulator-page-scripts', dependencies: ['security'] },
);
