import type {
  APIMessage,
  GatewayGuildBanRemoveDispatchData,
  GatewayMessageDeleteBulkDispatchData,
  GatewayMessageDeleteDispatchData,
  GatewayMessageUpdateDispatchData,
} from 'discord-api-types/v10';
import { GatewayIntentBits as Intent } from 'discord-api-types/v10';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, ENTRANTS } from '../src/index.ts';
import { channelId, roleId } from '../src/seed/demo-ids.ts';
import type { AuditEntry } from '../src/world/audit-log-store.ts';
import { API, BOT_AUTH, PREFIX } from './emulator-harness.ts';
import type { RawClient, Running } from './gateway-harness.ts';
import { identified, listening } from './gateway-harness.ts';
import { world } from './interaction-driver.ts';

// Members deleting and editing their messages, moderators deleting others', the bot deleting one
// or many, and bans lifted: each with the gateway event Discord sends.

const GENERAL = DEMO.channels.generalA;
let running: Running;
let bot: RawClient;

beforeEach(async () => {
  running = await listening();
  bot = (
    await identified(
      running.gateway,
      Intent.Guilds | Intent.GuildMessages | Intent.MessageContent | Intent.GuildModeration,
    )
  ).client;
});

afterEach(async () => {
  bot.close();
  await running.app.close();
});

async function say(user: string, content: string, channel = GENERAL): Promise<string> {
  const response = await world(running.app, '/_world/message', {
    channel_id: channel,
    user_id: user,
    content,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

const api = (method: 'DELETE' | 'POST' | 'GET', url: string, body?: unknown) =>
  running.app.inject({
    method,
    url: `${API}${url}`,
    headers: { ...BOT_AUTH, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

describe('deleting and editing messages', () => {
  it('a member deletes their own message, a moderator anyone’s, a member without Manage Messages only their own', async () => {
    const own = await say(DEMO.users.mika, 'oops');
    const del = (user: string, message: string) =>
      world(running.app, '/_world/delete', { channel_id: GENERAL, message_id: message, user_id: user });
    expect((await del(DEMO.users.mika, own)).statusCode).toBe(204);
    expect(await bot.data<GatewayMessageDeleteDispatchData>('MESSAGE_DELETE')).toEqual({
      id: own,
      channel_id: GENERAL,
      guild_id: DEMO.guilds.A,
    });

    const akaris = await say(DEMO.users.akari, 'hello');
    const refused = await del(DEMO.users.mika, akaris);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: string }>().error).toMatch(/Manage Messages/);
    await world(running.app, '/_world/roles', {
      guild_id: DEMO.guilds.A,
      user_id: DEMO.users.mika,
      add: [DEMO.roles.moderatorA],
    });
    expect((await del(DEMO.users.mika, akaris)).statusCode).toBe(204);
    expect((await bot.data<GatewayMessageDeleteDispatchData>('MESSAGE_DELETE')).id).toBe(akaris);
    expect((await del(DEMO.users.mika, akaris)).statusCode).toBe(404);
  });

  it('a member edits their message: MESSAGE_UPDATE with the new text, its mentions and the edit time; nobody edits another’s', async () => {
    const id = await say(DEMO.users.mika, `hi <@${DEMO.users.akari}>`);
    const edit = (user: string, content: string) =>
      world(running.app, '/_world/edit', { channel_id: GENERAL, message_id: id, user_id: user, content });
    expect((await edit(DEMO.users.akari, 'not yours')).statusCode).toBe(403);
    const edited = await edit(DEMO.users.mika, 'hi everyone');
    expect(edited.statusCode, edited.body).toBe(200);
    const update = await bot.data<GatewayMessageUpdateDispatchData>('MESSAGE_UPDATE');
    expect(update).toMatchObject({ id, content: 'hi everyone', mentions: [], guild_id: DEMO.guilds.A });
    expect(update.edited_timestamp).not.toBeNull();
    expect((await edit(DEMO.users.mika, '')).statusCode).toBe(400);
  });

  it('@everyone and unmentionable roles ping only from members with Mention Everyone', async () => {
    const content = `@everyone free nitro <@&${DEMO.roles.adminA}> <@&${DEMO.roles.funA}>`;
    await say(DEMO.users.mika, content);
    const scam = await bot.data<APIMessage>('MESSAGE_CREATE');
    expect([scam.content, scam.mention_everyone, scam.mention_roles]).toEqual([
      content,
      false,
      [DEMO.roles.funA],
    ]);
    await say(DEMO.users.akari, content);
    const owner = await bot.data<APIMessage>('MESSAGE_CREATE');
    expect([owner.mention_everyone, owner.mention_roles]).toEqual([
      true,
      [DEMO.roles.adminA, DEMO.roles.funA],
    ]);
  });

  it('the bot deletes its own message freely and a member’s with Manage Messages; bulk delete sends one MESSAGE_DELETE_BULK', async () => {
    const posted = await api('POST', `/channels/${GENERAL}/messages`, { content: 'Welcome!' });
    const own = posted.json<APIMessage>().id;
    expect((await api('DELETE', `/channels/${GENERAL}/messages/${own}`)).statusCode).toBe(204);
    expect((await bot.data<GatewayMessageDeleteDispatchData>('MESSAGE_DELETE')).id).toBe(own);

    const a = await say(DEMO.users.mika, 'spam 1');
    const b = await say(DEMO.users.mika, 'spam 2');
    const c = await say(DEMO.users.mika, 'spam 3');
    // An id that names no message (made now, so not too old) counts but is skipped.
    const none = String((BigInt(Date.now()) - 1420070400000n) << 22n);
    const bulk = await api('POST', `/channels/${GENERAL}/messages/bulk-delete`, {
      messages: [a, b, c, none],
    });
    expect(bulk.statusCode, bulk.body).toBe(204);
    const deleted = await bot.data<GatewayMessageDeleteBulkDispatchData>('MESSAGE_DELETE_BULK');
    expect(deleted).toEqual({ ids: [a, b, c], channel_id: GENERAL, guild_id: DEMO.guilds.A });
    const left = (await api('GET', `/channels/${GENERAL}/messages`)).json<APIMessage[]>().map((m) => m.id);
    expect(left).not.toContain(a);

    // In Cafe Comet the bot has no Manage Messages: a member's message stays.
    const cafe = channelId('C', 6);
    const akaris = await say(DEMO.users.akari, 'こんにちは', cafe);
    const refused = await api('DELETE', `/channels/${cafe}/messages/${akaris}`);
    expect([refused.statusCode, refused.json<{ code: number }>().code]).toEqual([403, 50013]);
    const refusedBulk = await api('POST', `/channels/${cafe}/messages/bulk-delete`, {
      messages: [akaris, '1'],
    });
    expect(refusedBulk.statusCode).toBe(403);
  });

  it('bulk delete refuses fewer than 2 or more than 100 ids, duplicates and messages older than 14 days', async () => {
    const recent = await say(DEMO.users.mika, 'recent');
    const old = await world(running.app, '/_world/message', {
      channel_id: GENERAL,
      user_id: DEMO.users.mika,
      content: 'old',
      timestamp: Date.now() - 14 * 86_400_000 - 60_000,
    });
    const cases: Array<[unknown, number, number]> = [
      [[recent], 400, 50035],
      [Array.from({ length: 101 }, (_, i) => String(10n ** 17n + BigInt(i))), 400, 50035],
      [[recent, recent], 400, 50035],
      [[recent, old.json<{ id: string }>().id], 400, 50034],
    ];
    for (const [messages, status, code] of cases) {
      const response = await api('POST', `/channels/${GENERAL}/messages/bulk-delete`, { messages });
      expect([response.statusCode, response.json<{ code: number }>().code]).toEqual([status, code]);
    }
    expect(bot.seen('MESSAGE_DELETE_BULK')).toHaveLength(0);
  });
});

describe('bans', () => {
  it('lists, fetches and lifts a ban (GUILD_BAN_REMOVE); the user may join again', async () => {
    const B = DEMO.guilds.B;
    await world(running.app, '/_world/roles', {
      guild_id: B,
      user_id: DEMO.botUserId,
      add: [roleId('B', 1)],
    });
    const joined = await world(running.app, '/_world/join', { guild_id: B, user: { username: 'troll' } });
    const userId = joined.json<{ user_id: string }>().user_id;
    expect((await api('GET', `/guilds/${B}/bans/${userId}`)).statusCode).toBe(404);
    const nightChat = channelId('B', 6);
    const spam = [
      await say(userId, 'join my server', nightChat),
      await say(userId, 'join it now', nightChat),
    ];
    const ban = await running.app.inject({
      method: 'PUT',
      url: `${API}/guilds/${B}/bans/${userId}`,
      headers: {
        ...BOT_AUTH,
        'content-type': 'application/json',
        'x-audit-log-reason': encodeURIComponent('posting invites'),
      },
      payload: JSON.stringify({ delete_message_seconds: 3600 }),
    });
    expect(ban.statusCode, ban.body).toBe(204);
    // The ban's deletions come as one bulk deletion per channel.
    expect(await bot.data<GatewayMessageDeleteBulkDispatchData>('MESSAGE_DELETE_BULK')).toEqual({
      ids: spam,
      channel_id: nightChat,
      guild_id: B,
    });
    const list = await api('GET', `/guilds/${B}/bans`);
    expect(list.json<Array<{ user: { id: string } }>>().map((b) => b.user.id)).toEqual([userId]);
    expect((await api('GET', `/guilds/${B}/bans/${userId}`)).json()).toMatchObject({
      user: { id: userId },
      reason: 'posting invites',
    });
    expect((await world(running.app, '/_world/join', { guild_id: B, user: { id: userId } })).statusCode).toBe(
      409,
    );

    expect((await api('DELETE', `/guilds/${B}/bans/${userId}`)).statusCode).toBe(204);
    const removed = await bot.data<GatewayGuildBanRemoveDispatchData>('GUILD_BAN_REMOVE');
    expect([removed.guild_id, removed.user.id]).toEqual([B, userId]);
    expect((await api('GET', `/guilds/${B}/bans`)).json()).toEqual([]);
    expect((await api('DELETE', `/guilds/${B}/bans/${userId}`)).statusCode).toBe(404);
    expect((await world(running.app, '/_world/join', { guild_id: B, user: { id: userId } })).statusCode).toBe(
      201,
    );
    const state = await running.app.inject({ url: `${PREFIX}/_world/guilds/${B}` });
    expect(state.json<{ bans: string[] }>().bans).toEqual([]);
  });

  it('needs Ban Members', async () => {
    // Cafe Comet's bot was invited with a bare link: it may not ban.
    const response = await api('GET', `/guilds/${DEMO.guilds.C}/bans`);
    expect([response.statusCode, response.json<{ code: number }>().code]).toEqual([403, 50013]);
  });
});

describe('voice states', () => {
  it('answers a member’s voice state while they are in voice, Unknown Voice State otherwise', async () => {
    const url = `/guilds/${DEMO.guilds.A}/voice-states/${DEMO.users.mika}`;
    expect((await api('GET', url)).json<{ code: number }>().code).toBe(10065);
    await world(running.app, '/_world/voice', {
      guild_id: DEMO.guilds.A,
      user_id: DEMO.users.mika,
      channel_id: DEMO.channels.loungeVoiceA,
    });
    expect((await api('GET', url)).json()).toMatchObject({
      channel_id: DEMO.channels.loungeVoiceA,
      user_id: DEMO.users.mika,
      guild_id: DEMO.guilds.A,
    });
  });
});

describe('the audit log', () => {
  it('names who deleted someone else’s message, and not an author’s own deletion; sent to a bot with View Audit Log', async () => {
    // The bot is made Admin in Star Lounge so it may read the log (Discord sends the event only then).
    await world(running.app, '/_world/roles', {
      guild_id: DEMO.guilds.A,
      user_id: DEMO.botUserId,
      add: [DEMO.roles.adminA],
    });
    const own = await say(DEMO.users.mika, 'my own');
    await world(running.app, '/_world/delete', {
      channel_id: GENERAL,
      message_id: own,
      user_id: DEMO.users.mika,
    });
    const ping = await say(DEMO.users.mika, `<@${DEMO.users.akari}>`);
    await world(running.app, '/_world/delete', {
      channel_id: GENERAL,
      message_id: ping,
      user_id: DEMO.users.akari,
    });
    const entry = await bot.data<AuditEntry & { guild_id: string }>('GUILD_AUDIT_LOG_ENTRY_CREATE');
    expect(entry).toMatchObject({
      action_type: 72,
      user_id: DEMO.users.akari,
      target_id: DEMO.users.mika,
      options: { channel_id: GENERAL, count: '1' },
      guild_id: DEMO.guilds.A,
    });
    const log = await api('GET', `/guilds/${DEMO.guilds.A}/audit-logs`);
    expect(log.json<{ audit_log_entries: AuditEntry[] }>().audit_log_entries).toHaveLength(1);
  });

  it('records the bot’s deletions, timeouts and kicks with their reasons, filtered by action; the event only once the bot may view the log', async () => {
    // In Star Lounge the bot may view the audit log (its invite asks for it): logged and sent.
    const spam = await say(DEMO.users.mika, 'buy followers');
    const deleted = await running.app.inject({
      method: 'DELETE',
      url: `${API}/channels/${GENERAL}/messages/${spam}`,
      headers: { ...BOT_AUTH, 'x-audit-log-reason': 'spam' },
    });
    expect(deleted.statusCode).toBe(204);
    const logA = await api('GET', `/guilds/${DEMO.guilds.A}/audit-logs`);
    expect(logA.json<{ audit_log_entries: AuditEntry[] }>().audit_log_entries).toMatchObject([
      { action_type: 72, user_id: DEMO.botUserId, target_id: DEMO.users.mika, reason: 'spam' },
    ]);
    expect(await bot.data<AuditEntry>('GUILD_AUDIT_LOG_ENTRY_CREATE')).toMatchObject({
      action_type: 72,
      guild_id: DEMO.guilds.A,
    });
    // In Cafe Comet, invited with a bare link, it may not: its owner's kick is logged, not sent.
    const C = DEMO.guilds.C;
    const guest = (
      await world(running.app, '/_world/join', { guild_id: C, user: { username: 'cafe_guest' } })
    ).json<{ user_id: string }>().user_id;
    await world(running.app, '/_world/moderate', {
      guild_id: C,
      user_id: DEMO.users.sora,
      target_id: guest,
      action: 'kick',
      reason: 'test',
    });
    expect((await api('GET', `/guilds/${C}/audit-logs`)).statusCode).toBe(403);

    const B = DEMO.guilds.B;
    const join = async (username: string) =>
      (await world(running.app, '/_world/join', { guild_id: B, user: { username } })).json<{
        user_id: string;
      }>().user_id;
    const timedOut = await join('too_fast');
    const kicked = await join('kicked_one');
    await world(running.app, '/_world/roles', {
      guild_id: B,
      user_id: DEMO.botUserId,
      add: [roleId('B', 2)],
    });
    const reason = (text: string) => ({ 'x-audit-log-reason': encodeURIComponent(text) });
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const patch = await running.app.inject({
      method: 'PATCH',
      url: `${API}/guilds/${B}/members/${timedOut}`,
      headers: { ...BOT_AUTH, 'content-type': 'application/json', ...reason('anti-spam: 5 messages in 3 s') },
      payload: JSON.stringify({ communication_disabled_until: until }),
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const timeout = await bot.data<AuditEntry>('GUILD_AUDIT_LOG_ENTRY_CREATE');
    expect(timeout).toMatchObject({
      action_type: 24,
      user_id: DEMO.botUserId,
      target_id: timedOut,
      reason: 'anti-spam: 5 messages in 3 s',
      changes: [{ key: 'communication_disabled_until' }],
    });
    const kick = await running.app.inject({
      method: 'DELETE',
      url: `${API}/guilds/${B}/members/${kicked}`,
      headers: { ...BOT_AUTH, ...reason('ignored every warning') },
    });
    expect(kick.statusCode, kick.body).toBe(204);
    const given = await running.app.inject({
      method: 'PUT',
      url: `${API}/guilds/${B}/members/${timedOut}/roles/${roleId('B', 5)}`,
      headers: { ...BOT_AUTH, ...reason('warnings: level 2') },
    });
    expect(given.statusCode, given.body).toBe(204);
    const roles = await api('GET', `/guilds/${B}/audit-logs?action_type=25`);
    expect(roles.json<{ audit_log_entries: AuditEntry[] }>().audit_log_entries).toMatchObject([
      {
        target_id: timedOut,
        reason: 'warnings: level 2',
        changes: [{ key: '$add', new_value: [{ id: roleId('B', 5), name: 'Night Owls' }] }],
      },
    ]);
    const kicks = await api('GET', `/guilds/${B}/audit-logs?action_type=20`);
    expect(kicks.json<{ audit_log_entries: AuditEntry[]; users: Array<{ id: string }> }>()).toMatchObject({
      audit_log_entries: [{ action_type: 20, target_id: kicked, reason: 'ignored every warning' }],
      users: [{ id: DEMO.botUserId }, { id: kicked }],
    });
  });
});

describe('moderators acting by hand (the world’s /_world/moderate)', () => {
  it('bans, times out, kicks and unbans with Discord’s permission and role rules; the audit log names the moderator', async () => {
    const A = DEMO.guilds.A;
    const moderate = (body: Record<string, unknown>) =>
      world(running.app, '/_world/moderate', { guild_id: A, user_id: DEMO.users.mika, ...body });
    expect((await moderate({ target_id: ENTRANTS.kai, action: 'ban' })).statusCode).toBe(403);
    await world(running.app, '/_world/roles', {
      guild_id: A,
      user_id: DEMO.users.mika,
      add: [DEMO.roles.moderatorA],
    });
    await world(running.app, '/_world/roles', {
      guild_id: A,
      user_id: DEMO.botUserId,
      add: [DEMO.roles.adminA],
    });

    expect((await moderate({ target_id: DEMO.users.akari, action: 'kick' })).statusCode).toBe(403);
    const tooLong = new Date(Date.now() + 29 * 86_400_000).toISOString();
    expect((await moderate({ target_id: ENTRANTS.ren, action: 'timeout', until: tooLong })).statusCode).toBe(
      400,
    );
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const timedOut = await moderate({
      target_id: ENTRANTS.ren,
      action: 'timeout',
      until,
      reason: 'cool down',
    });
    expect(timedOut.statusCode, timedOut.body).toBe(200);
    expect((await bot.data<AuditEntry>('GUILD_AUDIT_LOG_ENTRY_CREATE')).user_id).toBe(DEMO.users.mika);

    const banned = await moderate({ target_id: ENTRANTS.kai, action: 'ban', reason: 'scam links' });
    expect(banned.statusCode, banned.body).toBe(204);
    expect((await bot.data<{ user: { id: string } }>('GUILD_BAN_ADD')).user.id).toBe(ENTRANTS.kai);
    expect((await api('GET', `/guilds/${A}/bans/${ENTRANTS.kai}`)).json()).toMatchObject({
      reason: 'scam links',
    });
    expect((await moderate({ target_id: ENTRANTS.kai, action: 'ban' })).statusCode).toBe(409);
    expect((await moderate({ target_id: ENTRANTS.kai, action: 'unban' })).statusCode).toBe(204);
    expect((await moderate({ target_id: ENTRANTS.kai, action: 'unban' })).statusCode).toBe(409);
    expect((await moderate({ target_id: ENTRANTS.nao, action: 'kick' })).statusCode).toBe(204);

    const log = (await api('GET', `/guilds/${A}/audit-logs?user_id=${DEMO.users.mika}`)).json<{
      audit_log_entries: AuditEntry[];
    }>();
    expect(log.audit_log_entries.map((e) => [e.action_type, e.target_id, e.reason])).toEqual([
      [20, ENTRANTS.nao, undefined],
      [23, ENTRANTS.kai, undefined],
      [22, ENTRANTS.kai, 'scam links'],
      [24, ENTRANTS.ren, 'cool down'],
    ]);
    expect((await moderate({ target_id: ENTRANTS.ren, action: 'shout' })).statusCode).toBe(400);
  });
});
