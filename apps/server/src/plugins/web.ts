import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

const notFoundBody = (request: FastifyRequest) => ({
  error: {
    code: 'not_found',
    message: `No route ${request.method} ${request.url.split('?')[0]}`,
    issues: [],
  },
});

/** Hashed assets never change; the shell is revalidated so a deploy is picked up at once. */
function cacheControl(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (path.basename(filePath) === 'index.html') return 'no-cache';
  return 'public, max-age=3600';
}

/** Serves the built web app (hashed assets cached for a year) with history fallback to index.html. */
export default fp(
  async function web(app: FastifyInstance) {
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

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isPage =
        request.method === 'GET' &&
        !pathname.startsWith('/api/') &&
        !pathname.startsWith('/discord-emulator/') &&
        // Files (with an extension) that do not exist are real 404s, not pages.
        !path.extname(pathname);
      if (built && isPage) return spa(reply);
      return reply.status(404).send(notFoundBody(request));
    });
  },
  { name: 'web', dependencies: ['config'] },
);
