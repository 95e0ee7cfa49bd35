import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import answerBatching from './answer-batching.ts';

/**
 * What else a turn does (another request's work, scheduled by the handler here) comes before a
 * read's answer, and after a write's.
 */
async function order(method: 'GET' | 'POST') {
  const app = Fastify();
  await app.register(answerBatching);
  const seen: string[] = [];
  app.route({
    method,
    url: '/',
    handler: async () => {
      setImmediate(() => seen.push('the rest of the turn'));
      return { ok: true };
    },
  });
  const answer = await app.inject({ method, url: '/' });
  seen.push('answered');
  expect(answer.json()).toEqual({ ok: true });
  await new Promise((resolve) => setImmediate(resolve));
  await app.close();
  return seen;
}

describe('answer batching', () => {
  it("writes a read's answer once the rest of its turn has run", async () => {
    expect(await order('GET')).toEqual(['the rest of the turn', 'answered']);
  });

  it('answers a write at once', async () => {
    expect(await order('POST')).toEqual(['answered', 'the rest of the turn']);
  });

  it('answers a read that cannot be written as Fastify does, and still sends the rest of its turn', async () => {
    const app = Fastify();
    await app.register(answerBatching);
    // Node refuses a header with a line break when the answer is written.
    app.get('/unwritable', async (_request, reply) => reply.header('x-broken', 'a\nb').send({ ok: false }));
    app.get('/fine', async () => ({ ok: true }));
    const [unwritable, fine] = await Promise.all([app.inject('/unwritable'), app.inject('/fine')]);
    expect(unwritable.statusCode).toBe(500);
    expect(unwritable.json()).toMatchObject({ code: 'ERR_INVALID_CHAR' });
    expect(fine.json()).toEqual({ ok: true });
    await app.close();
  });
});
