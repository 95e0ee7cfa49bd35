import { GatewayIntentBits as Intent } from 'discord-api-types/v10';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../src/index.ts';
import type { Payload, Running } from './gateway-harness.ts';
import { RawClient, identified, listening } from './gateway-harness.ts';
import { manualClock } from './emulator-harness.ts';

// What a hostile client sends: every op a client may send, with random JSON in every field. The
// server stays up (another session still answers heartbeats) and the socket either gets an answer
// or is closed with one of Discord's close codes for a bad payload.

const INTENTS = Intent.Guilds | Intent.GuildMembers | Intent.GuildMessages;
const CLIENT_OPS = [1, 2, 3, 4, 6, 8] as const;
/** Close codes a client's own bad payload may earn (docs: opcodes-and-status-codes). */
const CLIENT_FAULT_CODES = [4001, 4002, 4003, 4004, 4005, 4007, 4010, 4013, 4014];

let running: Running;
let witness: RawClient;
/** The emulator's clock: each socket below starts 5 s after the last, as max_concurrency 1 asks. */
const clock = manualClock(Date.now());

beforeAll(async () => {
  running = await listening({ heartbeatIntervalMs: 60_000, now: clock.now });
  witness = (await identified(running.gateway, INTENTS)).client;
});
afterAll(async () => {
  witness.close();
  await running.app.close();
});

const anyJson = fc.jsonValue({ maxDepth: 3 });
/** A value of any JSON type, with snowflake-looking and out-of-range strings and numbers mixed in. */
const field = fc.oneof(
  anyJson,
  fc.constantFrom('not-a-snowflake', '-1', '18446744073709551616', '1e3', '', DEMO.guilds.A, ' 1'),
  fc.constantFrom(2 ** 53, -1, 1.5, 1e308, 0),
);
const dataFor = (op: number) =>
  fc
    .oneof(
      anyJson,
      fc.record(
        {
          token: fc.oneof(fc.constant(DEMO.botToken), field),
          intents: fc.oneof(fc.constant(INTENTS), field),
          shard: fc.oneof(fc.constant([0, 1]), field),
          properties: fc.oneof(fc.constant({ os: 'l', browser: 'b', device: 'd' }), field),
          large_threshold: field,
          presence: field,
          compress: field,
          session_id: field,
          seq: field,
          guild_id: fc.oneof(fc.constant(DEMO.guilds.A), field),
          query: field,
          limit: field,
          user_ids: fc.oneof(fc.array(field, { maxLength: 3 }), field),
          presences: field,
          nonce: field,
          channel_id: field,
          self_mute: field,
          self_deaf: field,
          since: field,
          activities: fc.oneof(fc.array(field, { maxLength: 2 }), field),
          status: field,
          afk: field,
        },
        { requiredKeys: [] },
      ),
    )
    .map((d) => ({ op, d }));

async function stillUp(): Promise<void> {
  const before = witness.received.length;
  witness.send(1, null);
  const ack = await witness.next((p: Payload) => p.op === 11, 'HEARTBEAT_ACK');
  expect(ack.op).toBe(11);
  expect(witness.received.length).toBeGreaterThan(before);
}

/** Sends a payload on a fresh or an identified socket; resolves with a close code or 'answered'. */
async function probe(identify: boolean, payload: { op: number; d: unknown }): Promise<number | 'answered'> {
  clock.advance(5000);
  const client = identify
    ? (await identified(running.gateway, INTENTS)).client
    : await RawClient.open(`${running.gateway}?v=10&encoding=json`);
  try {
    if (!identify) await client.next((p) => p.op === 10, 'HELLO');
    client.socket.send(JSON.stringify(payload));
    // The payload, then a heartbeat: its ACK (or op 9 for a resume) shows the payload was taken
    // without a close.
    client.send(1, null);
    const outcome = await Promise.race([
      client.closed.then((c) => c.code),
      client
        .next((p) => p.op === 11 || p.op === 9, 'an answer')
        .then(() => 'answered' as const)
        .catch(() => client.closed.then((c) => c.code)),
    ]);
    return outcome;
  } finally {
    client.close();
  }
}

describe('a hostile gateway client', () => {
  it('REQUEST_GUILD_MEMBERS with a guild_id that is not a snowflake closes that socket with 4002', async () => {
    clock.advance(5000);
    const { client } = await identified(running.gateway, INTENTS);
    client.send(8, { guild_id: 'not-a-snowflake', query: '', limit: 0 });
    expect((await client.closed).code).toBe(4002);
    await stillUp();
  });

  it('a field of the wrong type in any op is a decode error (4002)', async () => {
    const cases: [number, unknown][] = [
      [1, 'seq'],
      [3, { since: null, activities: 'none', status: 'online', afk: false }],
      [4, { guild_id: DEMO.guilds.A, channel_id: 'x', self_mute: false, self_deaf: false }],
      [8, { guild_id: DEMO.guilds.A, user_ids: ['1', 'two'] }],
      [8, { guild_id: DEMO.guilds.A, query: '', limit: 1000 }],
      [8, { guild_id: '18446744073709551616', query: '', limit: 0 }],
    ];
    for (const [op, d] of cases) expect([op, await probe(true, { op, d })]).toEqual([op, 4002]);
    expect(
      await probe(false, { op: 2, d: { token: DEMO.botToken, intents: INTENTS, properties: 'x' } }),
    ).toBe(4002);
    expect(await probe(false, { op: 6, d: { token: DEMO.botToken, session_id: 's', seq: -1 } })).toBe(4002);
    await stillUp();
  });

  it('random JSON at every op never stops the server: the socket is answered or closed for its fault', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.constantFrom(...CLIENT_OPS).chain(dataFor),
        async (identify, payload) => {
          const outcome = await probe(identify, payload);
          if (outcome !== 'answered') expect(CLIENT_FAULT_CODES).toContain(outcome);
          await stillUp();
        },
      ),
      { numRuns: 150 },
    );
  }, 120_000);
});
