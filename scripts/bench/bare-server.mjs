// The baseline: a bare Fastify route answering a fixed body of the given size, with nothing
// else in the way. `node bare-server.mjs <port> <bytes>`.
import Fastify from 'fastify';

const [port, bytes] = process.argv.slice(2).map(Number);
const body = JSON.stringify({ data: 'x'.repeat(Math.max(0, bytes - 11)) });
const app = Fastify({ logger: false });
app.get('/bare', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port, host: '127.0.0.1' });
process.send?.('ready');
