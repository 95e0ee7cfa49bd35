import type {
  GatewayGuildCreateDispatchData,
  GatewayGuildMemberAddDispatchData,
  GatewayGuildMembersChunkDispatchData,
  GatewayHelloData,
  GatewayMessageCreateDispatchData,
  GatewayReadyDispatchData,
} from 'discord-api-types/v10';
import { GatewayIntentBits as Intent } from 'discord-api-types/v10';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO } from '../src/index.ts';
import type { Running } from './gateway-harness.ts';
import { RawClient, identified, listening, world } from './gateway-harness.ts';
import { manualClock } from './emulator-harness.ts';

// The gateway protocol with a bare WebSocket client, as Discord's gateway documentation describes.

const ALL =
  Intent.Guilds |
  Intent.GuildMembers |
  Intent.GuildVoiceStates |
  Intent.GuildMessages |
  Intent.MessageContent;
const IDENTITY = { os: 'linux', browser: 'raw', device: 'raw' };
let running: Running | undefined;
const clients: RawClient[] = [];
/** The emulator's clock: each session below starts 5 s after the last, as max_concurrency 1 asks. */
let clock = manualClock(Date.now());

afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  await running?.app.close();
  running = undefined;
  clock = manualClock(Date.now());
});

const start = () => listening({ now: clock.now });

async function open(query = '?v=10&encoding=json'): Promise<RawClient> {
  running ??= await start();
  const client = await RawClient.open(`${running.gateway}${query}`);
  clients.push(client);
  return client;
}

async function session(intents: number, shard: [number, number] = [0, 1]) {
  running ??= await start();
  clock.advance(5000);
  const result = await identified(running.gateway, intents, shard);
  clients.push(result.client);
  return result;
}

const join = (guildId: string, username: string) =>
  world(running!.app, '/_world/join', { guild_id: guildId, user: { username } });

describe('connecting', () => {
  it('GET /gateway/bot names this emulator’s WebSocket, which says HELLO and answers heartbeats', async () => {
    running = await listening({ heartbeatIntervalMs: 45000 });
    const answer = await fetch(`${running.base}/api/v10/gateway/bot`, {
      headers: { authorization: `Bot ${DEMO.botToken}` },
    });
    const body = (await answer.json()) as { url: string; shards: number };
    expect(body.url).toBe(running.gateway);
    expect(body.shards).toBe(1);

    const client = await open();
    const hello = await client.next((p) => p.op === 10, 'HELLO');
    expect((hello.d as GatewayHelloData).heartbeat_interval).toBe(45000);
    client.send(1, null);
    expect((await client.next((p) => p.op === 11, 'HEARTBEAT_ACK')).op).toBe(11);
  });

  it('closes 4004 for a wrong token', async () => {
    const client = await open();
    client.send(2, { token: 'not-the-token', intents: 1, properties: IDENTITY });
    expect((await client.closed).code).toBe(4004);
  });

  it('refuses zlib compression, other encodings and versions with Discord’s close codes', async () => {
    expect((await (await open('?v=10&encoding=json&compress=zlib-stream')).closed).code).toBe(4002);
    expect((await (await open('?v=10&encoding=etf')).closed).code).toBe(4002);
    expect((await (await open('?v=9&encoding=json')).closed).code).toBe(4012);
  });

  it('gates privileged intents (4014) and refuses unknown bits (4013)', async () => {
    const presences = await open();
    presences.send(2, { token: DEMO.botToken, intents: Intent.GuildPresences, properties: IDENTITY });
    expect((await presences.closed).code).toBe(4014);
    const unknown = await open();
    unknown.send(2, { token: DEMO.botToken, intents: 1 << 30, properties: IDENTITY });
    expect((await unknown.closed).code).toBe(4013);
  });

  it('closes a payload before IDENTIFY with 4003, a second IDENTIFY with 4005, a bad shard with 4010', async () => {
    const early = await open();
    early.send(3, { status: 'online', activities: [], since: null, afk: false });
    expect((await early.closed).code).toBe(4003);
    const { client } = await session(Intent.Guilds);
    client.send(2, { token: DEMO.botToken, intents: 1, properties: IDENTITY });
    expect((await client.closed).code).toBe(4005);
    const badShard = await open();
    badShard.send(2, { token: DEMO.botToken, intents: 1, shard: [2, 2], properties: IDENTITY });
    expect((await badShard.closed).code).toBe(4010);
  });

  it('closes a client that stops heartbeating (4009)', async () => {
    running = await listening({ heartbeatIntervalMs: 30 });
    const client = await open();
    expect((await client.closed).code).toBe(4009);
  });
});

describe('a session', () => {
  it('READY lists the guilds unavailable, then one GUILD_CREATE each with the world in it', async () => {
    running = await start();
    await world(running.app, '/_world/voice', {
      guild_id: DEMO.guilds.A,
      user_id: DEMO.users.mika,
      channel_id: DEMO.channels.loungeVoiceA,
    });
    const { client, ready } = await session(ALL);
    const data = ready.d as GatewayReadyDispatchData;
    expect(data.session_id).toMatch(/^[0-9a-f]{32}$/);
    expect(data.resume_gateway_url).toBe(running.gateway);
    expect(data.user.id).toBe(DEMO.botUserId);
    expect(data.guilds).toEqual([
      { id: DEMO.guilds.A, unavailable: true },
      { id: DEMO.guilds.B, unavailable: true },
      { id: DEMO.guilds.C, unavailable: true },
    ]);
    const creates = [await client.dispatch('GUILD_CREATE'), await client.dispatch('GUILD_CREATE')];
    const a = creates[0]?.d as GatewayGuildCreateDispatchData;
    expect(a.id).toBe(DEMO.guilds.A);
    expect(a.channels.some((c) => c.id === DEMO.channels.generalA)).toBe(true);
    expect(a.roles.some((r) => r.id === DEMO.roles.botA)).toBe(true);
    expect(a.members.some((m) => m.user.id === DEMO.users.akari)).toBe(true);
    expect(a.member_count).toBe(1234);
    expect(a.voice_states).toEqual([
      expect.objectContaining({ user_id: DEMO.users.mika, channel_id: DEMO.channels.loungeVoiceA }),
    ]);
    // Sequence numbers count every dispatch of the session.
    expect([ready.s, creates[0]?.s, creates[1]?.s]).toEqual([1, 2, 3]);
  });

  it('sends events only to sessions whose intents ask for them, and message content only with MESSAGE_CONTENT', async () => {
    const withMembers = (await session(ALL)).client;
    const without = (await session(Intent.Guilds | Intent.GuildMessages)).client;
    await join(DEMO.guilds.A, 'intent_test');
    const added = await withMembers.data<GatewayGuildMemberAddDispatchData>('GUILD_MEMBER_ADD');
    expect(added.user.username).toBe('intent_test');

    await world(running!.app, '/_world/message', {
      channel_id: DEMO.channels.generalA,
      user_id: DEMO.users.mika,
      content: 'hello stars',
    });
    expect((await withMembers.data<GatewayMessageCreateDispatchData>('MESSAGE_CREATE')).content).toBe(
      'hello stars',
    );
    const gated = await without.data<GatewayMessageCreateDispatchData>('MESSAGE_CREATE');
    expect(gated.content).toBe('');
    expect(gated.author.id).toBe(DEMO.users.mika);
    // A message that mentions the bot keeps its content even without the intent.
    await world(running!.app, '/_world/message', {
      channel_id: DEMO.channels.generalA,
      user_id: DEMO.users.mika,
      content: `<@${DEMO.botUserId}> hi`,
    });
    expect((await without.data<GatewayMessageCreateDispatchData>('MESSAGE_CREATE')).content).toBe(
      `<@${DEMO.botUserId}> hi`,
    );
    expect(without.seen('GUILD_MEMBER_ADD')).toEqual([]);
  });

  it('REQUEST_GUILD_MEMBERS answers chunks; everyone needs GUILD_MEMBERS (else 4014)', async () => {
    const { client } = await session(ALL);
    client.send(8, { guild_id: DEMO.guilds.A, user_ids: [DEMO.users.mika, '1'], nonce: 'n1' });
    const chunk = await client.data<GatewayGuildMembersChunkDispatchData>('GUILD_MEMBERS_CHUNK');
    expect(chunk.members.map((m) => m.user.id)).toEqual([DEMO.users.mika]);
    expect([chunk.chunk_index, chunk.chunk_count, chunk.nonce, chunk.not_found]).toEqual([0, 1, 'n1', ['1']]);

    const { client: plain } = await session(Intent.Guilds);
    plain.send(8, { guild_id: DEMO.guilds.A, query: '', limit: 0 });
    expect((await plain.closed).code).toBe(4014);
  });

  it('RESUME replays what the session missed in order, then RESUMED', async () => {
    const { client, ready } = await session(ALL);
    const { session_id } = ready.d as GatewayReadyDispatchData;
    await client.dispatch('GUILD_CREATE');
    await client.dispatch('GUILD_CREATE');
    const last = (await client.dispatch('GUILD_CREATE')).s as number;
    // Drop mid-burst: one of three joins gets through, two are missed.
    await world(running!.app, '/_gateway', { action: 'close', afterDispatches: 1 });
    for (const name of ['one', 'two', 'three']) await join(DEMO.guilds.A, `burst_${name}`);
    await client.closed;
    expect(
      client.seen('GUILD_MEMBER_ADD').map((p) => (p.d as GatewayGuildMemberAddDispatchData).user.username),
    ).toEqual(['burst_one']);

    const again = await open();
    await again.next((p) => p.op === 10, 'HELLO');
    again.send(6, { token: DEMO.botToken, session_id, seq: last + 1 });
    const replayed = [await again.dispatch('GUILD_MEMBER_ADD'), await again.dispatch('GUILD_MEMBER_ADD')];
    expect(replayed.map((p) => (p.d as GatewayGuildMemberAddDispatchData).user.username)).toEqual([
      'burst_two',
      'burst_three',
    ]);
    expect(replayed.map((p) => p.s)).toEqual([last + 2, last + 3]);
    expect((await again.dispatch('RESUMED')).s).toBe(last + 4);
  });

  it('answers a resume of an unknown session with INVALID_SESSION (false), a seq from the future with 4007', async () => {
    const stranger = await open();
    await stranger.next((p) => p.op === 10, 'HELLO');
    stranger.send(6, { token: DEMO.botToken, session_id: 'f'.repeat(32), seq: 1 });
    expect((await stranger.next((p) => p.op === 9, 'INVALID_SESSION')).d).toBe(false);

    const { ready } = await session(Intent.Guilds);
    const { session_id } = ready.d as GatewayReadyDispatchData;
    const future = await open();
    await future.next((p) => p.op === 10, 'HELLO');
    future.send(6, { token: DEMO.botToken, session_id, seq: 999 });
    expect((await future.closed).code).toBe(4007);
  });

  it('the switch sends RECONNECT (op 7) and INVALID_SESSION (op 9, resumable or not)', async () => {
    const { client, ready } = await session(Intent.Guilds);
    expect((await world(running!.app, '/_gateway', { action: 'reconnect' })).json()).toEqual({ sessions: 1 });
    expect((await client.next((p) => p.op === 7, 'RECONNECT')).d).toBeNull();
    await world(running!.app, '/_gateway', { action: 'invalid_session', resumable: true });
    expect((await client.next((p) => p.op === 9, 'INVALID_SESSION')).d).toBe(true);
    await world(running!.app, '/_gateway', { action: 'invalid_session' });
    expect((await client.next((p) => p.op === 9, 'INVALID_SESSION')).d).toBe(false);
    // Not resumable: the session is gone.
    const again = await open();
    await again.next((p) => p.op === 10, 'HELLO');
    again.send(6, {
      token: DEMO.botToken,
      session_id: (ready.d as GatewayReadyDispatchData).session_id,
      seq: 1,
    });
    expect((await again.next((p) => p.op === 9, 'INVALID_SESSION')).d).toBe(false);
    const bad = await world(running!.app, '/_gateway', { action: 'explode' });
    expect(bad.statusCode).toBe(400);
  });

  it('2 shards: each gets READY and events for its own guilds only', async () => {
    running = await start();
    const otherShardGuild = (((BigInt(DEMO.guilds.A) >> 22n) + 1n) << 22n).toString();
    await world(running.app, '/_world/guilds', {
      id: otherShardGuild,
      name: 'Shard Two',
      owner_id: DEMO.users.mika,
    });
    const zero = await session(ALL, [0, 2]);
    const one = await session(ALL, [1, 2]);
    expect((zero.ready.d as GatewayReadyDispatchData).guilds.map((g) => g.id)).toEqual([
      DEMO.guilds.A,
      DEMO.guilds.B,
      DEMO.guilds.C,
    ]);
    expect((one.ready.d as GatewayReadyDispatchData).guilds.map((g) => g.id)).toEqual([otherShardGuild]);
    expect((one.ready.d as GatewayReadyDispatchData).shard).toEqual([1, 2]);

    await join(otherShardGuild, 'on_one');
    await join(DEMO.guilds.B, 'on_zero');
    expect((await one.client.data<GatewayGuildMemberAddDispatchData>('GUILD_MEMBER_ADD')).user.username).toBe(
      'on_one',
    );
    expect(
      (await zero.client.data<GatewayGuildMemberAddDispatchData>('GUILD_MEMBER_ADD')).user.username,
    ).toBe('on_zero');
    expect(one.client.seen('GUILD_MEMBER_ADD')).toHaveLength(1);
    expect(zero.client.seen('GUILD_MEMBER_ADD')).toHaveLength(1);
  });
});
