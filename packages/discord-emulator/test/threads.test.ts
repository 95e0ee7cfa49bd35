import type {
  GatewayThreadCreateDispatchData,
  GatewayThreadMembersUpdateDispatchData,
} from 'discord-api-types/v10';
import { GatewayIntentBits as Intent } from 'discord-api-types/v10';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../src/index.ts';
import { channelId } from '../src/seed/demo-ids.ts';
import { PREFIX } from './emulator-harness.ts';
import type { RawClient, Running } from './gateway-harness.ts';
import { botRest, identified, listening, world } from './gateway-harness.ts';

// Threads and forum posts as Discord makes them: the REST answer, THREAD_CREATE (newly_created),
// THREAD_MEMBERS_UPDATE under the intents that carry it, messages counted in the thread.

const { A } = DEMO.guilds;
const { generalA: GENERAL, ideasForumA: FORUM } = DEMO.channels;
let running: Running;
const clients: RawClient[] = [];

beforeEach(async () => {
  // Raised: the full-guild case makes Discord's 1000 threads first.
  running = await listening({
    limits: { globalPerSecond: 100_000, defaultRoute: { limit: 100_000, windowMs: 1000 } },
  });
});

afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await running.app.close();
});

async function bot(intents: number) {
  const { client } = await identified(running.gateway, intents);
  clients.push(client);
  return client;
}

const rest = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown) =>
  botRest(running.app)(method, path, body);

interface ThreadView {
  id: string;
  type: number;
  parent_id: string;
  owner_id: string;
  message_count: number;
  member_count: number;
  total_message_sent: number;
  applied_tags?: string[];
  thread_metadata: { archived: boolean; locked: boolean; auto_archive_duration: number; invitable?: boolean };
}

async function channelsOfA() {
  const res = await running.app.inject({ url: `${PREFIX}/_world/guilds/${A}` });
  return res.json<{
    channels: (ThreadView & { name: string })[];
    messages: Record<string, { id: string }[]>;
  }>();
}

describe('threads', () => {
  it('a thread in a text channel: 201 with the bot as member, THREAD_CREATE newly_created, then its members', async () => {
    const withMembers = await bot(Intent.Guilds | Intent.GuildMembers);
    const made = await rest('POST', `/channels/${GENERAL}/threads`, {
      name: '  Club feedback — fan  ',
      type: 11,
      auto_archive_duration: 1440,
    });
    expect(made.statusCode).toBe(201);
    const thread = made.json<ThreadView & { name: string; member: { user_id: string } }>();
    expect(thread).toMatchObject({
      name: 'Club feedback — fan',
      type: 11,
      parent_id: GENERAL,
      owner_id: DEMO.botUserId,
      message_count: 0,
      member_count: 1,
      thread_metadata: { archived: false, locked: false, auto_archive_duration: 1440 },
      member: { user_id: DEMO.botUserId },
    });
    const created = await withMembers.data<GatewayThreadCreateDispatchData>('THREAD_CREATE');
    expect([created.id, created.newly_created]).toEqual([thread.id, true]);
    const members = await withMembers.data<GatewayThreadMembersUpdateDispatchData>('THREAD_MEMBERS_UPDATE');
    expect(members.added_members?.map((m) => m.user_id)).toEqual([DEMO.botUserId]);

    // Another member added.
    expect((await rest('PUT', `/channels/${thread.id}/thread-members/${DEMO.users.mika}`)).statusCode).toBe(
      204,
    );
    const added = await withMembers.data<GatewayThreadMembersUpdateDispatchData>('THREAD_MEMBERS_UPDATE');
    expect([added.member_count, added.added_members?.map((m) => m.user_id)]).toEqual([2, [DEMO.users.mika]]);
    expect(added.added_members?.[0]?.member?.user.id).toBe(DEMO.users.mika);
    // Added again: nothing changes, nothing is sent.
    expect((await rest('PUT', `/channels/${thread.id}/thread-members/${DEMO.users.mika}`)).statusCode).toBe(
      204,
    );

    // Messages go to the thread through the message route and are counted.
    expect((await rest('POST', `/channels/${thread.id}/messages`, { content: 'hello' })).statusCode).toBe(
      200,
    );
    const written = await world(running.app, '/_world/message', {
      channel_id: thread.id,
      user_id: DEMO.users.akari,
      content: 'hi back',
    });
    expect(written.statusCode).toBe(201);
    const kept = (await channelsOfA()).channels.find((c) => c.id === thread.id);
    expect([kept?.message_count, kept?.total_message_sent, kept?.member_count]).toEqual([2, 2, 3]);
  });

  it('without GUILD_MEMBERS, THREAD_MEMBERS_UPDATE comes only when the bot itself was added', async () => {
    const guildsOnly = await bot(Intent.Guilds);
    const thread = (
      await rest('POST', `/channels/${GENERAL}/threads`, { name: 'x', type: 11 })
    ).json<ThreadView>();
    const own = await guildsOnly.data<GatewayThreadMembersUpdateDispatchData>('THREAD_MEMBERS_UPDATE');
    expect(own.added_members?.map((m) => m.user_id)).toEqual([DEMO.botUserId]);
    await rest('PUT', `/channels/${thread.id}/thread-members/${DEMO.users.mika}`);
    // A later event proves the member's update was passed over, not late.
    await rest('PATCH', `/channels/${GENERAL}`, { topic: 'after' });
    await guildsOnly.dispatch('CHANNEL_UPDATE');
    expect(guildsOnly.seen('THREAD_MEMBERS_UPDATE')).toHaveLength(1);
  });

  it('a forum post: the thread with its first message (the same id) and its tags', async () => {
    const client = await bot(Intent.Guilds | Intent.GuildMessages | Intent.MessageContent);
    const patched = await rest('PATCH', `/channels/${FORUM}`, {
      available_tags: [{ name: 'Club feedback' }],
    });
    expect(patched.statusCode).toBe(200);
    const tag = patched.json<{ available_tags: { id: string; name: string }[] }>().available_tags[0]!;
    expect(tag.name).toBe('Club feedback');
    const made = await rest('POST', `/channels/${FORUM}/threads`, {
      name: 'Club feedback — fan',
      message: { content: 'The answer', embeds: [{ title: 'Club feedback' }] },
      applied_tags: [tag.id],
    });
    expect(made.statusCode).toBe(201);
    const post = made.json<ThreadView & { message: { id: string; channel_id: string } }>();
    expect(post.applied_tags).toEqual([tag.id]);
    expect([post.message.id, post.message.channel_id]).toEqual([post.id, post.id]);
    expect([post.message_count, post.total_message_sent]).toEqual([0, 1]);
    expect((await client.data<GatewayThreadCreateDispatchData>('THREAD_CREATE')).applied_tags).toEqual([
      tag.id,
    ]);
    expect((await client.data<{ id: string }>('MESSAGE_CREATE')).id).toBe(post.id);
    // A forum takes posts, not messages.
    expect((await rest('POST', `/channels/${FORUM}/messages`, { content: 'x' })).json()).toMatchObject({
      code: 40058,
    });
  });

  it("refuses Discord's way: a private thread without the permission, a guild at 1000 active threads", async () => {
    // Cafe Comet's bot came with a bare link: no Create Private Threads.
    const bare = await rest('POST', `/channels/${channelId('C', 6)}/threads`, { name: 'x', type: 12 });
    expect(bare.json()).toEqual({ message: 'Missing Permissions', code: 50013 });
    // Where it has it, a private thread that only its owner may invite to.
    const made = await rest('POST', `/channels/${GENERAL}/threads`, {
      name: 'Ticket',
      type: 12,
      invitable: false,
    });
    expect(made.json<ThreadView>().thread_metadata.invitable).toBe(false);
    // Deleted by who manages threads: gone from the guild.
    expect((await rest('DELETE', `/channels/${made.json<ThreadView>().id}`)).statusCode).toBe(200);
    expect((await channelsOfA()).channels.some((c) => c.id === made.json<ThreadView>().id)).toBe(false);
    // A guild at Discord's 1000 active threads makes no more.
    for (let i = 0; i < 1000; i += 1)
      await rest('POST', `/channels/${GENERAL}/threads`, { name: `t${i}`, type: 11 });
    const full = await rest('POST', `/channels/${GENERAL}/threads`, { name: 'one more', type: 11 });
    expect(full.json()).toEqual({ message: 'Maximum number of active threads reached', code: 160006 });
  });

  it('a channel deleted takes its threads, their messages and members with it', async () => {
    const room = (await rest('POST', `/guilds/${A}/channels`, { name: 'Short lived' })).json<{
      id: string;
    }>();
    const thread = (
      await rest('POST', `/channels/${room.id}/threads`, { name: 'inside', type: 11 })
    ).json<ThreadView>();
    await rest('POST', `/channels/${thread.id}/messages`, { content: 'hello' });
    expect((await channelsOfA()).messages[thread.id]).toHaveLength(1);
    expect((await rest('DELETE', `/channels/${room.id}`)).statusCode).toBe(200);
    const after = await channelsOfA();
    expect(after.channels.some((c) => c.id === thread.id)).toBe(false);
    expect(after.messages[thread.id]).toBeUndefined();
  });

  it('a guild at 500 channels makes no more; threads do not count', async () => {
    const existing = (await channelsOfA()).channels.filter((c) => ![10, 11, 12].includes(c.type)).length;
    const made = await world(running.app, '/_world/channels', {
      guild_id: A,
      channels: Array.from({ length: 500 - existing }, (_, i) => ({ name: `Room ${i}` })),
    });
    expect(made.statusCode).toBe(201);
    const refused = await rest('POST', `/guilds/${A}/channels`, { name: 'one more' });
    expect(refused.json()).toEqual({
      message: 'Maximum number of guild channels reached (500)',
      code: 30013,
    });
    const thread = await rest('POST', `/channels/${GENERAL}/threads`, { name: 'still', type: 11 });
    expect(thread.statusCode).toBe(201);
    const over = await world(running.app, '/_world/channels', { guild_id: A, channels: [{ name: 'x' }] });
    expect(over.statusCode).toBe(409);
  });
});
