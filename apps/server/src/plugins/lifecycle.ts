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
    // Callback style, as every per-request hook here: an async one costs each answer a promise.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (closing) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'lifecycle' },
);
