import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once a graceful shutdown has begun. */
    closing(): boolean;
  }
}

/**
 * Graceful shutdown: app.close() stops accepting connections and waits for the requests in
 * flight. A request that was in flight on a keep-alive socket must not hold the shutdown open
 * until that socket's idle timeout: its answer closes the connection.
 */
export default fp(
  async function lifecycle(app: FastifyInstance) {
    let closing = false;
    app.decorate('closing', () => closing);
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (closing) reply.header('connection', 'close');
      return payload;
    });
  },
  { name: 'lifecycle' },
);
