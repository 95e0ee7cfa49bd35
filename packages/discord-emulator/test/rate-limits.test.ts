import { Agent, request } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO } from '../src/index.ts';
import { API, BOT_AUTH, PREFIX, bearer, makeEmulator, manualClock, signIn } from './emulator-harness.ts';
import type { Running } from './gateway-harness.ts';
import { RawClient, listening, world } from './gateway-harness.ts';
import { checkAgainstDocument } from './openapi-validator.ts';
import { pressed } from './rest-cases-interactions.ts';

// Discord's limits, on by default: per-route buckets, the global limit per bot token, the
// invalid-request ban, and the gateway's session starts (docs/decisions/0051-the-emulators-gateway-and-world.md).

let app: FastifyInstance | undefined;
let running: Running | undefined;
const clients: RawClient[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  await app?.close();
  await running?.app.close();
  app = undefined;
  running = undefined;
});

const send = (target: FastifyInstance, channelId: string, content: string) =>
  target.inject({
    method: 'POST',
    url: `${API}/channels/${channelId}/messages`,
    headers: BOT_AUTH,
    payload: { content },
  });

const stats = async (target: FastifyInstance) =>
  (await target.inject({ url: `${PREFIX}/_stats` })).json<{ statuses: Record<string, number> }>();

describe('per-route buckets', () => {
  it('allows 5 messages per 5 s in a channel, with Discord’s headers, then answers 429 until the bucket resets', async () => {
    const clock = manualClock();
    app = makeEmulator({ now: clock.now });
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push(await send(app, DEMO.channels.generalA, `m${i}`));
      clock.advance(100);
    }
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((a) => a.headers['x-ratelimit-limit'])).toEqual(['5', '5', '5', '5', '5']);
    expect(answers.map((a) => a.headers['x-ratelimit-remaining'])).toEqual(['4', '3', '2', '1', '0']);
    expect(answers.map((a) => a.headers['x-ratelimit-reset-after'])).toEqual([
      '5.000',
      '4.900',
      '4.800',
      '4.700',
      '4.600',
    ]);
    expect(new Set(answers.map((a) => a.headers['x-ratelimit-bucket'])).size).toBe(1);
    expect(answers[0]?.headers['x-ratelimit-reset']).toBe(((clock.now() - 500 + 5000) / 1000).toFixed(3));

    const limited = await send(app, DEMO.channels.generalA, 'one too many');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: 'You are being rate limited.',
      retry_after: 4.5,
      global: false,
      code: 0,
    });
    expect(limited.headers).toMatchObject({
      'retry-after': '5',
      'x-ratelimit-scope': 'user',
      'x-ratelimit-limit': '5',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset-after': '4.500',
      'x-ratelimit-bucket': answers[0]?.headers['x-ratelimit-bucket'],
    });
    expect(limited.headers['x-ratelimit-global']).toBeUndefined();
    expect(checkAgainstDocument('/channels/{channel_id}/messages', 'POST', limited)).toEqual([]);

    // Another channel is another bucket; the message was not posted.
    expect((await send(app, DEMO.channels.welcomeA, 'elsewhere')).statusCode).toBe(200);
    const listed = await app.inject({
      url: `${API}/channels/${DEMO.channels.generalA}/messages`,
      headers: BOT_AUTH,
    });
    expect(listed.json<{ content: string }[]>().map((m) => m.content)).not.toContain('one too many');

    clock.advance(4500);
    const again = await send(app, DEMO.channels.generalA, 'after the reset');
    expect(again.statusCode).toBe(200);
    expect(again.headers['x-ratelimit-remaining']).toBe('4');
  });

  it('other routes have buckets of their own; a test may change a route’s bucket', async () => {
    const clock = manualClock();
    app = makeEmulator({
      now: clock.now,
      limits: { routes: { 'GET /guilds/:id/roles': { limit: 2, windowMs: 10_000 } } },
    });
    const roles = (guild: string) => app!.inject({ url: `${API}/guilds/${guild}/roles`, headers: BOT_AUTH });
    expect((await roles(DEMO.guilds.A)).headers['x-ratelimit-limit']).toBe('2');
    expect((await roles(DEMO.guilds.A)).statusCode).toBe(200);
    const limited = await roles(DEMO.guilds.A);
    expect([
      limited.statusCode,
      limited.headers['retry-after'],
      limited.headers['x-ratelimit-scope'],
    ]).toEqual([429, '10', 'user']);
    expect((await roles(DEMO.guilds.B)).statusCode).toBe(200);
    const channels = await app.inject({ url: `${API}/guilds/${DEMO.guilds.A}/channels`, headers: BOT_AUTH });
    expect([channels.statusCode, channels.headers['x-ratelimit-limit']]).toEqual([200, '50']);
  });

  it('refuses limits that cannot be limits', async () => {
    for (const [limits, named] of [
      [{ globalPerSecond: 0 }, /globalPerSecond/],
      [{ routes: { 'GET /users/@me': { limit: 1.5, windowMs: 1000 } } }, /GET \/users\/@me/],
    ] as const) {
      app = makeEmulator({ limits });
      await expect(app.ready()).rejects.toThrow(named);
    }
  });
});

/** A GET over a connection of its own (an agent with one socket): the bot's several processes. */
function httpGet(agent: Agent, url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string; port: number }>(
    (resolve, reject) => {
      const req = request(url, { agent, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        const port = res.socket.localPort ?? 0;
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, port }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('the global limit', () => {
  it('allows 50 requests a second per bot token across all its connections, then 429 global', async () => {
    const clock = manualClock();
    running = await listening({ now: clock.now });
    const base = `${running.base}/api/v10`;
    const agents = [
      new Agent({ keepAlive: true, maxSockets: 1 }),
      new Agent({ keepAlive: true, maxSockets: 1 }),
    ];
    const auth = { authorization: `Bot ${DEMO.botToken}` };
    const answers = [];
    // 30 requests on each connection, on routes of different buckets.
    for (let i = 0; i < 30; i += 1)
      for (const [n, agent] of agents.entries())
        answers.push(
          await httpGet(agent, `${base}/guilds/${n === 0 ? DEMO.guilds.A : DEMO.guilds.B}/channels`, auth),
        );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(50);
    expect(answers.slice(0, 50).every((a) => a.status === 200)).toBe(true);
    const limited = answers[50];
    expect(limited?.status).toBe(429);
    expect(JSON.parse(limited?.body ?? '')).toEqual({
      message: 'You are being rate limited.',
      retry_after: 1,
      global: true,
      code: 0,
    });
    expect(limited?.headers).toMatchObject({
      'retry-after': '1',
      'x-ratelimit-global': 'true',
      'x-ratelimit-scope': 'global',
    });
    // Two sockets carried them: the limit is the token's, not a connection's.
    expect(new Set(answers.map((a) => a.port)).size).toBe(2);

    // A person's token has a budget of its own, and the world's people act outside the bot's.
    const user = await signIn(running.app, DEMO.users.akari, 'identify guilds');
    expect((await httpGet(agents[0]!, `${base}/users/@me`, bearer(user))).status).toBe(200);
    const said = await world(running.app, '/_world/message', {
      channel_id: DEMO.channels.generalA,
      user_id: DEMO.users.mika,
      content: 'people are not the bot',
    });
    expect(said.statusCode).toBe(201);

    clock.advance(1000);
    expect((await httpGet(agents[1]!, `${base}/users/@me`, auth)).status).toBe(200);
    for (const agent of agents) agent.destroy();
  });
});

describe('outside the global limit', () => {
  it('an interaction’s answer, as Discord’s interaction endpoints are', async () => {
    const clock = manualClock();
    app = makeEmulator({ now: clock.now });
    const { id, token } = await pressed(app);
    // Interaction answers carry no token: the address's budget, spent here, is the one they would use.
    for (let i = 0; i < 50; i += 1) await app.inject({ url: `${API}/gateway` });
    expect((await app.inject({ url: `${API}/gateway` })).headers['x-ratelimit-scope']).toBe('global');
    const answered = await app.inject({
      method: 'POST',
      url: `${API}/interactions/${id}/${token}/callback`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ type: 6 }),
    });
    expect(answered.statusCode).toBe(204);
  });
});

describe('the invalid-request limit', () => {
  it('bans a bot after 10,000 answers 401, 403 or 429 in 10 minutes, as Discord’s Cloudflare does, for an hour', async () => {
    const clock = manualClock();
    app = makeEmulator({ now: clock.now });
    const forbidden = () => app!.inject({ url: `${API}/guilds/${DEMO.guilds.D}`, headers: BOT_AUTH });
    const fine = () => app!.inject({ url: `${API}/users/@me`, headers: BOT_AUTH });
    expect((await forbidden()).statusCode).toBe(403);
    // The rest of the first 9,999 in the same second: 49 more 403s, then the global limit's 429s.
    for (let i = 1; i < 9999; i += 1) await forbidden();
    clock.advance(1000);
    expect((await fine()).statusCode).toBe(200);
    expect((await forbidden()).statusCode).toBe(403);

    const refused = await fine();
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toBe('error code: 1015');
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.headers['x-ratelimit-scope']).toBeUndefined();
    // A person is not the bot: their requests go on.
    const user = await signIn(app, DEMO.users.akari, 'identify');
    expect((await app.inject({ url: `${API}/users/@me`, headers: bearer(user) })).statusCode).toBe(200);

    clock.advance(59 * 60_000);
    expect((await fine()).statusCode).toBe(429);
    clock.advance(60_000);
    expect((await fine()).statusCode).toBe(200);
  });

  it('counts invalid answers over 10 minutes only', async () => {
    const clock = manualClock();
    // Raised: 5,000 requests within one second of this clock, not spread over 100 seconds of it,
    // to keep the test short; what it counts (403s) is the same.
    app = makeEmulator({ now: clock.now, limits: { globalPerSecond: 10_000 } });
    const forbidden = () => app!.inject({ url: `${API}/guilds/${DEMO.guilds.D}`, headers: BOT_AUTH });
    for (let i = 0; i < 5000; i += 1) await forbidden();
    clock.advance(10 * 60_000);
    for (let i = 0; i < 5000; i += 1) await forbidden();
    clock.advance(1000);
    expect((await app.inject({ url: `${API}/users/@me`, headers: BOT_AUTH })).statusCode).toBe(200);
  });
});

describe('/_stats', () => {
  it('counts answers by status, 429s included', async () => {
    const clock = manualClock();
    app = makeEmulator({ now: clock.now });
    for (let i = 0; i < 6; i += 1) await send(app, DEMO.channels.generalA, `m${i}`);
    await app.inject({ url: `${API}/guilds/${DEMO.guilds.D}`, headers: BOT_AUTH });
    await app.inject({ url: `${API}/users/@me` });
    expect((await stats(app)).statuses).toEqual({ '200': 5, '429': 1, '403': 1, '401': 1 });
  });
});

const IDENTIFY = (shard: [number, number]) => ({
  token: DEMO.botToken,
  intents: 1,
  shard,
  properties: { os: 'linux', browser: 'test', device: 'test' },
});

async function identify(shard: [number, number]): Promise<RawClient> {
  const client = await RawClient.open(`${running!.gateway}?v=10&encoding=json`);
  clients.push(client);
  await client.next((p) => p.op === 10, 'HELLO');
  client.send(2, IDENTIFY(shard));
  return client;
}

const sessionStartLimit = async () =>
  (await running!.app.inject({ url: `${API}/gateway/bot`, headers: BOT_AUTH })).json<{
    session_start_limit: { total: number; remaining: number; max_concurrency: number };
  }>().session_start_limit;

describe('the gateway’s session starts', () => {
  it('answers an identify faster than max_concurrency allows with INVALID_SESSION (false), as Discord does', async () => {
    const clock = manualClock();
    running = await listening({ now: clock.now });
    expect(await sessionStartLimit()).toMatchObject({ total: 1000, remaining: 1000, max_concurrency: 1 });
    const first = await identify([0, 2]);
    await first.dispatch('READY');
    clock.advance(4999);
    const early = await identify([1, 2]);
    expect((await early.next((p) => p.op === 9, 'INVALID_SESSION')).d).toBe(false);
    expect(early.seen('READY')).toEqual([]);
    expect((await sessionStartLimit()).remaining).toBe(999);

    clock.advance(1);
    const later = await identify([1, 2]);
    await later.dispatch('READY');
    expect((await sessionStartLimit()).remaining).toBe(998);
  });

  it('with max_concurrency 2, shards 0 and 1 start together, shard 2 waits for shard 0', async () => {
    const clock = manualClock();
    // Raised: what a larger bot's max_concurrency allows is what this test is about.
    running = await listening({ now: clock.now, limits: { maxConcurrency: 2 } });
    expect((await sessionStartLimit()).max_concurrency).toBe(2);
    await (await identify([0, 3])).dispatch('READY');
    await (await identify([1, 3])).dispatch('READY');
    const third = await identify([2, 3]);
    expect((await third.next((p) => p.op === 9, 'INVALID_SESSION')).d).toBe(false);
  });

  it('the day’s starts spent, the next identify ends every session of the bot (4004)', async () => {
    const clock = manualClock();
    running = await listening({ now: clock.now, limits: { sessionStartTotal: 2 } });
    const first = await identify([0, 1]);
    await first.dispatch('READY');
    clock.advance(5000);
    const second = await identify([0, 1]);
    await second.dispatch('READY');
    expect((await sessionStartLimit()).remaining).toBe(0);
    clock.advance(5000);
    const third = await identify([0, 1]);
    expect((await third.closed).code).toBe(4004);
    expect([(await first.closed).code, (await second.closed).code]).toEqual([4004, 4004]);

    clock.advance(24 * 60 * 60_000);
    expect((await sessionStartLimit()).remaining).toBe(2);
    await (await identify([0, 1])).dispatch('READY');
  });
});
