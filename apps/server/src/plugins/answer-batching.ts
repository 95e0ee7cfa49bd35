import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The answers to reads made in one turn of the event loop are written together, once the turn's
 * requests have been read and handled (Node's check phase), rather than each as soon as it is
 * ready. On loopback (a reverse proxy on the same machine, or the bench's client) the kernel
 * delivers the bytes and wakes the reader inside the server's own write. Written one by one, each
 * answer woke a reader that had gone back to sleep waiting for it: 40 % of a cached read's CPU
 * on PGlite. Written together, the reader is woken once for the lot. An answer waits at most for
 * the rest of the turn it was made in. Writes are answered at once: a save's answer would wait
 * behind the work its own commit starts (the in-process bot rereading the settings, in demo
 * mode). docs/decisions.md, "Cached reads…".
 */
export default fp(
  async function answerBatching(app: FastifyInstance) {
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (request.method === 'GET') setImmediate(done, null, payload);
      else done(null, payload);
    });
  },
  { name: 'answer-batching' },
);
