import type { FastifyPluginAsync } from 'fastify';
import { loopbackOnly } from './control-access.ts';
import type { FaultStatus } from './rest/fault-switch.ts';
import type { EmulatorState } from './state.ts';

const FAULT_STATUSES: readonly number[] = [0, 429, 500, 502, 503];

interface FaultBody {
  status?: unknown;
  count?: unknown;
  route?: unknown;
  retryAfter?: unknown;
  delayMs?: unknown;
}

/** Test switches outside Discord's API: make REST answers fail, and count what was asked. */
export const controlRoutes: FastifyPluginAsync<{ state: EmulatorState }> = async (app, { state }) => {
  app.addHook('onRequest', loopbackOnly);

  app.post('/_faults', async (request, reply) => {
    const body = (request.body ?? {}) as FaultBody;
    const { status, count = 1, route, retryAfter = 1, delayMs = 0 } = body;
    if (typeof status !== 'number' || !FAULT_STATUSES.includes(status))
      return reply.code(400).send({ error: 'status must be one of 0 (delay only), 429, 500, 502, 503' });
    if (typeof delayMs !== 'number' || !Number.isInteger(delayMs) || delayMs < 0 || delayMs > 600_000)
      return reply.code(400).send({ error: 'delayMs must be a whole number of milliseconds up to 600000' });
    if (status === 0 && delayMs === 0) return reply.code(400).send({ error: 'status 0 needs a delayMs' });
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1)
      return reply.code(400).send({ error: 'count must be a positive integer' });
    if (route !== undefined && (typeof route !== 'string' || route.length === 0))
      return reply.code(400).send({ error: 'route must be a non-empty string' });
    if (typeof retryAfter !== 'number' || !(retryAfter >= 0))
      return reply.code(400).send({ error: 'retryAfter must be a number of seconds' });
    const fault = {
      status: status as FaultStatus,
      remaining: count,
      route: route,
      retryAfter,
      delayMs,
    };
    state.faults.arm(fault);
    return reply.code(201).send({ armed: fault });
  });

  app.get('/_faults', async () => ({ pending: state.faults.pending() }));

  app.delete('/_faults', async (_request, reply) => {
    state.faults.clear();
    return reply.code(204).send();
  });

  app.get('/_stats', async () => state.stats.snapshot());

  app.delete('/_stats', async (_request, reply) => {
    state.stats.reset();
    return reply.code(204).send();
  });
};
