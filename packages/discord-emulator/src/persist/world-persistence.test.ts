import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, ENTRANTS } from '../index.ts';
import { API, BOT_AUTH, PREFIX, makeEmulator } from '../../test/emulator-harness.ts';

// The world's own changes (members, roles, boosts, channels, bans, guilds) survive a restart the
// way the bot install always has; messages and voice states are live only (docs/decisions/0051-the-emulators-gateway-and-world.md).

let dir: string;
const open: FastifyInstance[] = [];
const { A } = DEMO.guilds;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'discord-emulator-world-'));
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((a) => a.close()));
  await rm(dir, { recursive: true, force: true });
});

async function start(): Promise<FastifyInstance> {
  const app = makeEmulator({ persistPath: join(dir, 'state.json') });
  open.push(app);
  await app.ready();
  return app;
}

async function control(app: FastifyInstance, path: string, body: unknown) {
  const response = await app.inject({ method: 'POST', url: `${PREFIX}${path}`, payload: body as object });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.statusCode === 204 ? {} : response.json<Record<string, string>>();
}

const bot = (
  app: FastifyInstance,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
) =>
  app.inject({
    method,
    url: `${API}${path}`,
    headers: body === undefined ? BOT_AUTH : { ...BOT_AUTH, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

async function stateOf(app: FastifyInstance, guildId: string = A) {
  const response = await app.inject({ method: 'GET', url: `${PREFIX}/_world/guilds/${guildId}` });
  const {
    messages: _messages,
    voice_states: _voice,
    thread_members: _threadMembers,
    channels,
    ...rest
  } = response.json<{
    channels: Array<Record<string, unknown>>;
    messages: unknown;
    voice_states: unknown;
    thread_members: unknown;
    members: Array<{ user_id: string; username: string }>;
    bans: string[];
  }>();
  // Messages (and who is in a thread) are live only, and so is the pointer to a channel's last one.
  return { ...rest, channels: channels.map(({ last_message_id: _last, ...c }) => c) };
}

describe('world changes across a restart', () => {
  it('members, roles, boosts, channels, bans and made guilds come back the same', async () => {
    const first = await start();
    const { user_id: newcomer } = await control(first, '/_world/join', {
      guild_id: A,
      user: { username: 'keeps_me' },
    });
    await control(first, '/_world/roles', { guild_id: A, user_id: ENTRANTS.kai, add: [DEMO.roles.funA] });
    await control(first, '/_world/boost', { guild_id: A, user_id: ENTRANTS.kai });
    await control(first, '/_world/leave', { guild_id: A, user_id: ENTRANTS.hikari });
    await control(first, '/_world/roles', { guild_id: A, user_id: DEMO.botUserId, add: [DEMO.roles.adminA] });
    const naoBan = await first.inject({
      method: 'PUT',
      url: `${API}/guilds/${A}/bans/${ENTRANTS.nao}`,
      headers: { ...BOT_AUTH, 'x-audit-log-reason': 'raid%20links' },
    });
    expect(naoBan.statusCode).toBe(204);
    // A ban lifted stays lifted.
    expect((await bot(first, 'PUT', `/guilds/${A}/bans/${ENTRANTS.ren}`, {})).statusCode).toBe(204);
    expect((await bot(first, 'DELETE', `/guilds/${A}/bans/${ENTRANTS.ren}`)).statusCode).toBe(204);
    const room = (await bot(first, 'POST', `/guilds/${A}/channels`, { name: 'Room 1', type: 2 })).json<{
      id: string;
    }>();
    expect((await bot(first, 'PATCH', `/channels/${room.id}`, { name: 'Room 9' })).statusCode).toBe(200);
    expect((await bot(first, 'DELETE', `/channels/${DEMO.channels.loungeVoiceA}`)).statusCode).toBe(200);
    // A thread, a forum's new tag and a post carrying it come back too.
    const thread = await bot(first, 'POST', `/channels/${DEMO.channels.generalA}/threads`, {
      name: 'Kept thread',
      type: 11,
    });
    expect(thread.statusCode).toBe(201);
    const tags = await bot(first, 'PATCH', `/channels/${DEMO.channels.ideasForumA}`, {
      available_tags: [{ name: 'Kept tag' }],
    });
    const tag = tags.json<{ available_tags: { id: string }[] }>().available_tags[0]?.id;
    const forumPost = await bot(first, 'POST', `/channels/${DEMO.channels.ideasForumA}/threads`, {
      name: 'Kept post',
      message: { content: 'first' },
      applied_tags: [tag],
    });
    expect(forumPost.statusCode).toBe(201);
    const { id: made } = await control(first, '/_world/guilds', {
      name: 'Made Here',
      owner_id: DEMO.users.mika,
    });
    await control(first, '/_world/message', {
      channel_id: DEMO.channels.generalA,
      user_id: DEMO.users.mika,
      content: 'live only',
    });
    const before = await stateOf(first);
    const madeBefore = await stateOf(first, made);
    await first.close();

    const second = await start();
    expect(await stateOf(second)).toEqual(before);
    expect(await stateOf(second, made)).toEqual(madeBefore);
    const after = (await stateOf(second)) as {
      members: Array<{ user_id: string; username: string }>;
      bans: string[];
    };
    expect(after.members.find((m) => m.user_id === newcomer)?.username).toBe('keeps_me');
    expect(after.bans).toEqual([ENTRANTS.nao]);
    const naoAfter = await second.inject({
      url: `${API}/guilds/${A}/bans/${ENTRANTS.nao}`,
      headers: BOT_AUTH,
    });
    expect(naoAfter.json<{ reason: string | null }>().reason).toBe('raid links');
    // Ids made after the restart never repeat one from before it.
    const { user_id: later } = await control(second, '/_world/join', {
      guild_id: A,
      user: { username: 'after_restart' },
    });
    expect(BigInt(later as string) > BigInt(made as string)).toBe(true);
    const file = JSON.parse(await readFile(join(dir, 'state.json'), 'utf8')) as {
      worldChanges: Array<{ kind: string }>;
    };
    expect(new Set(file.worldChanges.map((c) => c.kind))).toEqual(
      new Set([
        'member-joined',
        'member-updated',
        'guild-boosted',
        'member-left',
        'member-banned',
        'member-unbanned',
        'channel-created',
        'channel-updated',
        'channel-deleted',
        'guild-created',
      ]),
    );
  });
});
