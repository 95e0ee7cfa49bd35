import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';

/** A dependency that does not answer within this is as good as down for a load balancer. */
const CHECK_TIMEOUT_MS = 2_000;

type Check = 'ok' | 'down' | 'not configured';

async function check(probe: () => Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Check>((resolve) => {
    timer = setTimeout(() => resolve('down'), CHECK_TIMEOUT_MS);
  });
  const answer = probe().then(
    (): Check => 'ok',
    (): Check => 'down',
  );
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * For orchestrators, outside /api and its rate limit: `/healthz` says the process answers,
 * `/readyz` that it can serve (database, and Redis when configured, and not under pressure). While the server shuts
 * down, Fastify answers 503 to new requests, readyz included, and finishes the ones in flight.
 */
const healthRoutes: FastifyPluginAsync = async (app) => {
  const unlimited = { config: { rateLimit: false } } as const;
  app.get('/healthz', unlimited, async () => ({ status: 'ok' }));
  app.get('/readyz', unlimited, async (_request, reply) => {
    // From the moment shutdown begins, a balancer polling readyz on a kept-alive socket hears 503.
    if (app.closing()) return reply.status(503).send({ status: 'closing' });
    const { redis } = app;
    const checks = {
      database: await check(() => app.db.execute(sql`select 1`)),
      redis: redis ? await check(() => redis.ping()) : ('not configured' as const),
    };
    // Busy (plugins/under-pressure.ts): the API refuses requests now; a balancer should send them elsewhere.
    const busy = app.hasDecorator('isUnderPressure') && app.isUnderPressure();
    const ready = checks.database === 'ok' && checks.redis !== 'down' && !busy;
    return reply
      .status(ready ? 200 : 503)
      .send({ status: ready ? 'ok' : busy ? 'busy' : 'unavailable', checks });
  });
};

export default healthRoutes;
