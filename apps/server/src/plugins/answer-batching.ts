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
 * mode). docs/decisions/0071-cached-reads-and-the-leaderboards-first-page-what.md.
 */
export default fp(
  async function answerBatching(app: FastifyInstance) {
    // One immediate per turn sends them all, one after another (one each cost 5–8 % more).
    const held: (() => void)[] = [];
    const sendHeld = () => {
      for (const send of held.splice(0)) send();
    };
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.method !== 'GET') return done(null, payload);
      const send = () => {
        // What Fastify does when an answer cannot be written (a header Node refuses): the error
        // is answered instead, through the error handler, and the turn's other answers still go.
        try {
          done(null, payload);
        } catch (err) {
          reply.send(err);
        }
      };
      if (held.push(send) === 1) setImmediate(sendHeld);
    });
  },
  { name: 'answer-batching' },
);
