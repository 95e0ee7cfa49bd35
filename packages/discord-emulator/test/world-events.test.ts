import type {
  GatewayChannelCreateDispatchData,
  GatewayGuildCreateDispatchData,
  GatewayGuildMemberAddDispatchData,
  GatewayGuildMemberRemoveDispatchData,
  GatewayGuildMemberUpdateDispatchData,
  GatewayMessageCreateDispatchData,
  GatewayVoiceStateUpdateDispatchData,
} from 'discord-api-types/v10';
import { GatewayIntentBits as Intent } from 'discord-api-types/v10';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, ENTRANTS } from '../src/index.ts';
import { snowflakeTime } from '../src/snowflake.ts';
import { PREFIX, submitAuthorize } from './emulator-harness.ts';
import type { RawClient, Running } from './gateway-harness.ts';
import { botRest, identified, listening, world } from './gateway-harness.ts';

// Each world action and each bot REST call changes the world and reports it as Discord would.

const INTENTS =
  Intent.Guilds |
  Intent.GuildMembers |
  Intent.GuildModeration |
  Intent.GuildVoiceStates |
  Intent.GuildMessages;
const { A } = DEMO.guilds;
let running: Running;
let bot: RawClient;

beforeEach(async () => {
  running = await listening();
  bot = (await identified(running.gateway, INTENTS)).client;
});

afterEach(async () => {
  bot.close();
  await running.app.close();
});

const rest = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown) =>
  botRest(running.app)(method, path, body);

async function guildState() {
  const response = await running.app.inject({ method: 'GET', url: `${PREFIX}/_world/guilds/${A}` });
  return response.json<{
    members: Array<{ user_id: string; roles: string[]; premium_since: string | null; nick: string | null }>;
    voice_states: Array<{ user_id: string; channel_id: string }>;
    channels: Array<{ id: string; name: string }>;
    messages: Record<string, Array<{ id: string; content: string; author: { id: string } }>>;
  }>();
}

describe('world controls', () => {
  it('leave, voice, boost and roles send their events and show in the guild state', async () => {
    expect(
      (await world(running.app, '/_world/leave', { guild_id: A, user_id: ENTRANTS.kai })).statusCode,
    ).toBe(204);
    expect((await bot.data<GatewayGuildMemberRemoveDispatchData>('GUILD_MEMBER_REMOVE')).user.id).toBe(
      ENTRANTS.kai,
    );

    const join = { guild_id: A, user_id: DEMO.users.akari, channel_id: DEMO.channels.loungeVoiceA };
    await world(running.app, '/_world/voice', join);
    const joined = await bot.data<GatewayVoiceStateUpdateDispatchData>('VOICE_STATE_UPDATE');
    expect([joined.user_id, joined.channel_id, joined.member?.user.id]).toEqual([
      DEMO.users.akari,
      DEMO.channels.loungeVoiceA,
      DEMO.users.akari,
    ]);
    await world(running.app, '/_world/voice', { ...join, channel_id: null });
    const left = await bot.data<GatewayVoiceStateUpdateDispatchData>('VOICE_STATE_UPDATE');
    expect(left.channel_id).toBeNull();
    expect(left.session_id).toBe(joined.session_id);

    await world(running.app, '/_world/boost', { guild_id: A, user_id: ENTRANTS.ren });
    expect(
      (await bot.data<GatewayGuildMemberUpdateDispatchData>('GUILD_MEMBER_UPDATE')).premium_since,
    ).toEqual(expect.any(String));
    await world(running.app, '/_world/roles', { guild_id: A, user_id: ENTRANTS.ren, add: [DEMO.roles.funA] });
    expect((await bot.data<GatewayGuildMemberUpdateDispatchData>('GUILD_MEMBER_UPDATE')).roles).toContain(
      DEMO.roles.funA,
    );

    const state = await guildState();
    expect(state.members.some((m) => m.user_id === ENTRANTS.kai)).toBe(false);
    const ren = state.members.find((m) => m.user_id === ENTRANTS.ren);
    expect(ren?.roles).toContain(DEMO.roles.funA);
    expect(ren?.premium_since).not.toBeNull();
    expect(state.voice_states).toEqual([]);
  });

  it('a message given a timestamp gets an id encoding that time', async () => {
    const at = Date.UTC(2026, 0, 2, 3, 4, 5);
    const response = await world(running.app, '/_world/message', {
      channel_id: DEMO.channels.generalA,
      user_id: DEMO.users.mika,
      content: 'from the past',
      timestamp: new Date(at).toISOString(),
    });
    expect(response.statusCode).toBe(201);
    const message = await bot.data<GatewayMessageCreateDispatchData>('MESSAGE_CREATE');
    expect(snowflakeTime(message.id)).toBe(at);
    expect(Date.parse(message.timestamp)).toBe(at);
    expect((await guildState()).messages[DEMO.channels.generalA]?.map((m) => m.content)).toEqual([
      'from the past',
    ]);
  });

  it('several messages in one request are posted in order, each its own MESSAGE_CREATE', async () => {
    const message = (content: string) => ({
      channel_id: DEMO.channels.generalA,
      user_id: DEMO.users.mika,
      content,
    });
    const response = await world(running.app, '/_world/messages', {
      messages: [message('one'), message('two')],
    });
    expect(response.statusCode).toBe(201);
    const answered = response.json<{ messages: Array<{ id: string; content: string }> }>().messages;
    expect(answered.map((m) => m.content)).toEqual(['one', 'two']);
    const first = await bot.data<GatewayMessageCreateDispatchData>('MESSAGE_CREATE');
    const second = await bot.data<GatewayMessageCreateDispatchData>('MESSAGE_CREATE');
    expect([first.id, second.id]).toEqual(answered.map((m) => m.id));

    // The first refused stops the rest and is named; those before it stay posted.
    const refused = await world(running.app, '/_world/messages', {
      messages: [
        message('three'),
        { ...message('x'), channel_id: DEMO.channels.loungeVoiceA },
        message('four'),
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string }>().error).toMatch(/^messages\[1\]: .*not a text channel/);
    expect((await guildState()).messages[DEMO.channels.generalA]?.map((m) => m.content)).toEqual([
      'one',
      'two',
      'three',
    ]);
    expect((await world(running.app, '/_world/messages', { messages: [] })).statusCode).toBe(400);
  });

  it('several joins in one request are made in order, each its own GUILD_MEMBER_ADD', async () => {
    const response = await world(running.app, '/_world/joins', {
      joins: [
        { guild_id: A, user: { username: 'first_star' } },
        { guild_id: A, user: { username: 'second_star' } },
      ],
    });
    expect(response.statusCode).toBe(201);
    const joined = response.json<{ joins: Array<{ user_id: string; username: string }> }>().joins;
    expect(joined.map((j) => j.username)).toEqual(['first_star', 'second_star']);
    const first = await bot.data<GatewayGuildMemberAddDispatchData>('GUILD_MEMBER_ADD');
    const second = await bot.data<GatewayGuildMemberAddDispatchData>('GUILD_MEMBER_ADD');
    expect([first.user.id, second.user.id]).toEqual(joined.map((j) => j.user_id));

    // The first refused stops the rest and is named; those before it stay members.
    const refused = await world(running.app, '/_world/joins', {
      joins: [
        { guild_id: A, user: { username: 'third_star' } },
        { guild_id: A, user: { username: 'first_star' } },
        { guild_id: A, user: { username: 'fourth_star' } },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string }>().error).toBe('joins[1]: The username "first_star" is taken.');
    const third = await bot.data<GatewayGuildMemberAddDispatchData>('GUILD_MEMBER_ADD');
    expect(third.user.username).toBe('third_star');
    const members = (await guildState()).members.map((m) => m.user_id);
    expect(members).toEqual(expect.arrayContaining([...joined.map((j) => j.user_id), third.user.id]));
    expect((await world(running.app, '/_world/joins', { joins: [] })).statusCode).toBe(400);
  });

  it('a bot joining a guild through the invite gets its GUILD_CREATE', async () => {
    const response = await submitAuthorize(running.app, DEMO.users.akari, {
      scope: 'bot',
      guild_id: DEMO.guilds.D,
      permissions: '8',
    });
    expect(response.statusCode).toBe(302);
    const created = await bot.next(
      (p) => p.t === 'GUILD_CREATE' && (p.d as GatewayGuildCreateDispatchData).id === DEMO.guilds.D,
      'GUILD_CREATE for D',
    );
    expect((created.d as GatewayGuildCreateDispatchData).name).toBe('Quiet Garden');
  });

  it('refuses bad bodies with a clear message', async () => {
    const cases: Array<[string, unknown, number, RegExp]> = [
      ['/_world/join', { guild_id: A, user: { username: 'No Spaces!' } }, 400, /username/],
      ['/_world/join', { guild_id: A, user: { id: DEMO.users.akari } }, 409, /already in/],
      ['/_world/join', { guild_id: '123', user: { username: 'x_y' } }, 404, /no guild/],
      ['/_world/join', { guild_id: DEMO.guilds.D, user: { id: DEMO.botUserId } }, 400, /invite/],
      [
        '/_world/message',
        { channel_id: DEMO.channels.loungeVoiceA, user_id: DEMO.users.mika, content: 'x' },
        400,
        /not a text channel/,
      ],
      [
        '/_world/message',
        { channel_id: DEMO.channels.generalA, user_id: DEMO.users.mika, content: 'x', timestamp: 'soon' },
        400,
        /timestamp/,
      ],
      [
        '/_world/voice',
        { guild_id: A, user_id: DEMO.users.mika, channel_id: DEMO.channels.generalA },
        400,
        /not a voice channel/,
      ],
      ['/_world/roles', { guild_id: A, user_id: DEMO.users.mika, add: [DEMO.roles.botA] }, 400, /managed/],
      ['/_world/leave', { guild_id: A, user_id: DEMO.users.sora }, 404, /not a member/],
      ['/_world/boost', [], 400, /JSON object/],
    ];
    for (const [path, body, status, message] of cases) {
      const response = await world(running.app, path, body);
      expect(response.statusCode, `${path} ${JSON.stringify(body)}`).toBe(status);
      expect(response.json<{ error: string }>().error).toMatch(message);
    }
  });

  it('answers only this machine: another address gets 403 from every control route', async () => {
    const stranger = { remoteAddress: '203.0.113.9' };
    const requests = [
      {
        method: 'POST' as const,
        url: `${PREFIX}/_world/join`,
        payload: { guild_id: A, user: { username: 'intruder' } },
      },
      { method: 'GET' as const, url: `${PREFIX}/_world/guilds/${A}` },
      { method: 'POST' as const, url: `${PREFIX}/_faults`, payload: { status: 500 } },
      { method: 'GET' as const, url: `${PREFIX}/_stats` },
      { method: 'POST' as const, url: `${PREFIX}/_gateway`, payload: { action: 'close' } },
      { method: 'GET' as const, url: `${PREFIX}/world` },
    ];
    for (const request of requests) {
      const response = await running.app.inject({ ...request, ...stranger });
      expect(response.statusCode, request.url).toBe(403);
    }
    const local = await running.app.inject({ ...requests[3], remoteAddress: '::ffff:127.0.0.1' } as never);
    expect(local.statusCode).toBe(200);
    expect(
      (await guildState()).members.some((m) => m.user_id !== DEMO.botUserId && m.nick === 'intruder'),
    ).toBe(false);
  });
});

describe('the world page', () => {
  it('is served here with its controls, reading the world from /_world', async () => {
    const page = await running.app.inject({ method: 'GET', url: `${PREFIX}/world` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    for (const control of ['id="compose"', 'id="join-new"', 'id="join-existing"', 'id="guild"'])
      expect(page.body).toContain(control);
    expect(page.body).toContain(`data-base="${PREFIX}"`);
    // No inline script: the API server's CSP allows scripts from 'self' only.
    expect(page.body).toContain('<script src="world.js" defer></script>');
    const script = await running.app.inject({ method: 'GET', url: `${PREFIX}/world.js` });
    expect([script.statusCode, script.headers['content-type']]).toEqual([
      200,
      'text/javascript; charset=utf-8',
    ]);
    expect(script.body).toContain("fetch(base + '/_world')");
    const overview = await running.app.inject({ method: 'GET', url: `${PREFIX}/_world` });
    const body = overview.json<{ guilds: Array<{ id: string; bot_present: boolean }> }>();
    expect(body.guilds.find((g) => g.id === DEMO.guilds.D)?.bot_present).toBe(false);
    expect(body.guilds.find((g) => g.id === A)?.bot_present).toBe(true);
  });
});

describe('the bot’s REST calls reach the gateway', () => {
  it('its own message, a role and a voice move come back as events', async () => {
    const sent = await rest('POST', `/channels/${DEMO.channels.generalA}/messages`, {
      content: 'Hello from Hoshi',
    });
    expect(sent.statusCode).toBe(200);
    const own = await bot.data<GatewayMessageCreateDispatchData>('MESSAGE_CREATE');
    // Its own messages keep their content even without the MESSAGE_CONTENT intent.
    expect([own.author.id, own.content, own.guild_id]).toEqual([DEMO.botUserId, 'Hello from Hoshi', A]);

    expect(
      (await rest('PUT', `/guilds/${A}/members/${ENTRANTS.kai}/roles/${DEMO.roles.funA}`)).statusCode,
    ).toBe(204);
    const update = await bot.data<GatewayGuildMemberUpdateDispatchData>('GUILD_MEMBER_UPDATE');
    expect([update.user.id, update.roles.includes(DEMO.roles.funA)]).toEqual([ENTRANTS.kai, true]);

    await world(running.app, '/_world/voice', {
      guild_id: A,
      user_id: ENTRANTS.yuki,
      channel_id: DEMO.channels.loungeVoiceA,
    });
    await bot.dispatch('VOICE_STATE_UPDATE');
    expect(
      (await rest('PATCH', `/guilds/${A}/members/${ENTRANTS.yuki}`, { channel_id: DEMO.channels.afkVoiceA }))
        .statusCode,
    ).toBe(200);
    expect((await bot.data<GatewayVoiceStateUpdateDispatchData>('VOICE_STATE_UPDATE')).channel_id).toBe(
      DEMO.channels.afkVoiceA,
    );

    const state = await guildState();
    expect(state.voice_states).toEqual([{ user_id: ENTRANTS.yuki, channel_id: DEMO.channels.afkVoiceA }]);
    expect(state.messages[DEMO.channels.generalA]?.map((m) => [m.author.id, m.content])).toEqual([
      [DEMO.botUserId, 'Hello from Hoshi'],
    ]);
  });

  it('channel create, modify and delete come back as CHANNEL_CREATE / UPDATE / DELETE, and the room’s members leave voice', async () => {
    const made = await rest('POST', `/guilds/${A}/channels`, {
      name: 'Room 1',
      type: 2,
      parent_id: DEMO.channels.voiceCategoryA,
    });
    const id = made.json<{ id: string }>().id;
    expect((await bot.data<GatewayChannelCreateDispatchData>('CHANNEL_CREATE')).id).toBe(id);
    await rest('PATCH', `/channels/${id}`, { name: 'Room 2', user_limit: 4 });
    expect((await bot.data<GatewayChannelCreateDispatchData>('CHANNEL_UPDATE')).name).toBe('Room 2');
    await world(running.app, '/_world/voice', { guild_id: A, user_id: DEMO.users.mika, channel_id: id });
    await bot.dispatch('VOICE_STATE_UPDATE');
    expect((await rest('DELETE', `/channels/${id}`)).statusCode).toBe(200);
    expect((await bot.data<GatewayVoiceStateUpdateDispatchData>('VOICE_STATE_UPDATE')).channel_id).toBeNull();
    expect((await bot.data<GatewayChannelCreateDispatchData>('CHANNEL_DELETE')).id).toBe(id);
    expect((await guildState()).channels.some((c) => c.id === id)).toBe(false);
  });

  it('a kick and a ban remove the member; the banned cannot join again', async () => {
    // The bot gets Admin in Star Lounge (above everyone but the owner) to be allowed to moderate.
    await world(running.app, '/_world/roles', {
      guild_id: A,
      user_id: DEMO.botUserId,
      add: [DEMO.roles.adminA],
    });
    expect((await rest('DELETE', `/guilds/${A}/members/${ENTRANTS.hikari}`)).statusCode).toBe(204);
    expect((await bot.data<GatewayGuildMemberRemoveDispatchData>('GUILD_MEMBER_REMOVE')).user.id).toBe(
      ENTRANTS.hikari,
    );
    expect((await rest('PUT', `/guilds/${A}/bans/${ENTRANTS.nao}`, {})).statusCode).toBe(204);
    expect((await bot.data<GatewayGuildMemberRemoveDispatchData>('GUILD_MEMBER_REMOVE')).user.id).toBe(
      ENTRANTS.nao,
    );
    expect((await bot.data<GatewayGuildMemberRemoveDispatchData>('GUILD_BAN_ADD')).user.id).toBe(
      ENTRANTS.nao,
    );
    const again = await world(running.app, '/_world/join', { guild_id: A, user: { id: ENTRANTS.nao } });
    expect(again.statusCode).toBe(409);
    const timeout = new Date(Date.now() + 3 * 86_400_000).toISOString();
    expect(
      (await rest('PATCH', `/guilds/${A}/members/${ENTRANTS.ren}`, { communication_disabled_until: timeout }))
        .statusCode,
    ).toBe(200);
    const update = await bot.data<GatewayGuildMemberUpdateDispatchData>('GUILD_MEMBER_UPDATE');
    expect(Date.parse(update.communication_disabled_until ?? '')).toBe(Date.parse(timeout));
    // A timed-out member cannot talk until the timeout ends, as on Discord.
    const muted = await world(running.app, '/_world/message', {
      channel_id: DEMO.channels.generalA,
      user_id: ENTRANTS.ren,
      content: 'let me speak',
    });
    expect([muted.statusCode, muted.json<{ error: string }>().error]).toEqual([
      409,
      expect.stringMatching(/timed out/),
    ]);
  });
});
