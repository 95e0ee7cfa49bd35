import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO } from '../index.ts';
import { Permission } from '../permissions.ts';
import { API, BOT_AUTH, bearer, makeEmulator, signIn } from '../../test/emulator-harness.ts';

interface Role {
  id: string;
  name: string;
  position: number;
  managed: boolean;
  color: number;
  tags?: { bot_id?: string };
}
interface Channel {
  id: string;
  type: number;
  name: string;
  parent_id?: string | null;
  permission_overwrites?: Array<{ id: string; type: number; allow: string; deny: string }>;
}

let app: FastifyInstance;
afterEach(() => app.close());

const botGet = (path: string) => app.inject({ url: `${API}${path}`, headers: BOT_AUTH });
const createChannel = (guildId: string, body: object) =>
  app.inject({
    method: 'POST',
    url: `${API}/guilds/${guildId}/channels`,
    headers: { ...BOT_AUTH, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

describe('guild access', () => {
  it('a guild without the bot is 403 Missing Access', async () => {
    app = makeEmulator();
    for (const path of ['', '/channels', '/roles', `/members/${DEMO.users.akari}`]) {
      const response = await botGet(`/guilds/${DEMO.guilds.D}${path}`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Missing Access', code: 50001 });
    }
  });

  it('an unknown guild is 404 Unknown Guild', async () => {
    app = makeEmulator();
    const response = await botGet('/guilds/299999999999999999/channels');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Unknown Guild', code: 10004 });
  });

  it('no token, an invalid token or a user token is 401', async () => {
    app = makeEmulator();
    const user = await signIn(app, DEMO.users.akari);
    for (const headers of [
      {},
      { authorization: 'Bot wrong' },
      { authorization: DEMO.botToken },
      bearer(user),
    ]) {
      const response = await app.inject({ url: `${API}/guilds/${DEMO.guilds.A}`, headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: '401: Unauthorized', code: 0 });
    }
  });

  it('a member that is not in the guild is 404 Unknown Member', async () => {
    app = makeEmulator();
    const response = await botGet(`/guilds/${DEMO.guilds.B}/members/${DEMO.users.mika}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Unknown Member', code: 10007 });
  });
});

describe('guild content', () => {
  it('GET guild embeds roles and reports boost tier and counts', async () => {
    app = makeEmulator();
    const guild = (await botGet(`/guilds/${DEMO.guilds.A}?with_counts=true`)).json();
    expect(guild).toMatchObject({
      id: DEMO.guilds.A,
      name: 'Star Lounge',
      owner_id: DEMO.users.akari,
      premium_tier: 2,
      approximate_member_count: 1234,
      icon: expect.any(String),
    });
    expect(guild.roles.length).toBeGreaterThan(3);
  });

  it('the @everyone role has the guild id; one role sits above the bot’s managed role', async () => {
    app = makeEmulator();
    const roles = (await botGet(`/guilds/${DEMO.guilds.A}/roles`)).json<Role[]>();
    expect(roles.find((r) => r.id === DEMO.guilds.A)?.name).toBe('@everyone');
    const bot = roles.find((r) => r.tags?.bot_id === DEMO.botUserId);
    expect(bot).toMatchObject({ id: DEMO.roles.botA, managed: true, name: 'Hoshi' });
    const above = roles.find((r) => r.id === DEMO.roles.adminA);
    expect(above?.position).toBeGreaterThan(bot?.position ?? Infinity);
    expect(roles.some((r) => r.color === 0 && r.id !== DEMO.guilds.A)).toBe(true);
    expect(roles.some((r) => r.color !== 0)).toBe(true);
  });

  it('every guild has text, voice, category, thread and forum channels, some without a category', async () => {
    app = makeEmulator();
    for (const guildId of [DEMO.guilds.A, DEMO.guilds.B, DEMO.guilds.C]) {
      const channels = (await botGet(`/guilds/${guildId}/channels`)).json<Channel[]>();
      expect(new Set(channels.map((c) => c.type))).toEqual(new Set([0, 2, 4, 11, 12, 15]));
      expect(channels.some((c) => c.type !== 4 && c.type < 10 && c.parent_id === null)).toBe(true);
    }
  });

  it('announcements denies the bot Send Messages; staff-only hides from @everyone but shows to Moderator', async () => {
    app = makeEmulator();
    const channels = (await botGet(`/guilds/${DEMO.guilds.A}/channels`)).json<Channel[]>();
    const announcements = channels.find((c) => c.id === DEMO.channels.announcementsA);
    const botOverwrite = announcements?.permission_overwrites?.find((o) => o.id === DEMO.botUserId);
    expect(botOverwrite?.type).toBe(1);
    expect(BigInt(botOverwrite?.deny ?? '0') & Permission.SEND_MESSAGES).toBe(Permission.SEND_MESSAGES);
    const staff = channels.find((c) => c.id === DEMO.channels.staffOnlyA);
    const everyone = staff?.permission_overwrites?.find((o) => o.id === DEMO.guilds.A);
    const moderator = staff?.permission_overwrites?.find((o) => o.id === DEMO.roles.moderatorA);
    expect(BigInt(everyone?.deny ?? '0') & Permission.VIEW_CHANNEL).toBe(Permission.VIEW_CHANNEL);
    expect(BigInt(moderator?.allow ?? '0') & Permission.VIEW_CHANNEL).toBe(Permission.VIEW_CHANNEL);
  });

  it('lists members a page at a time, by user id, from after the last one', async () => {
    app = makeEmulator();
    const all = (await botGet(`/guilds/${DEMO.guilds.A}/members?limit=1000`)).json<
      {
        user: { id: string };
      }[]
    >();
    expect(all.length).toBeGreaterThan(3);
    const ids = all.map((m) => m.user.id);
    expect(ids).toEqual([...ids].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1)));
    const walked: string[] = [];
    let after = '0';
    for (;;) {
      const page = (await botGet(`/guilds/${DEMO.guilds.A}/members?limit=2&after=${after}`)).json<
        {
          user: { id: string };
        }[]
      >();
      walked.push(...page.map((m) => m.user.id));
      if (page.length < 2) break;
      after = page[page.length - 1]?.user.id ?? after;
    }
    expect(walked).toEqual(ids);
    expect((await botGet(`/guilds/${DEMO.guilds.A}/members`)).json()).toHaveLength(1);
  });

  it('members carry the user object and their roles', async () => {
    app = makeEmulator();
    const member = (await botGet(`/guilds/${DEMO.guilds.B}/members/${DEMO.users.akari}`)).json();
    expect(member.user).toMatchObject({ id: DEMO.users.akari, username: 'akari' });
    expect(member.roles).toContain(DEMO.roles.moderatorB);
    expect(member.joined_at).toEqual(expect.any(String));
  });
});

describe('POST /guilds/{id}/channels', () => {
  it('creates a channel that later listings include', async () => {
    app = makeEmulator();
    const response = await createChannel(DEMO.guilds.A, { name: 'Event Chat', type: 0 });
    expect(response.statusCode).toBe(201);
    const created = response.json<Channel>();
    expect(created).toMatchObject({
      type: 0,
      name: 'event-chat',
      guild_id: DEMO.guilds.A,
      parent_id: null,
      permission_overwrites: [],
    });
    const listed = (await botGet(`/guilds/${DEMO.guilds.A}/channels`)).json<Channel[]>();
    expect(listed.map((c) => c.id)).toContain(created.id);
  });

  it('creates a voice channel under a category with its limits', async () => {
    app = makeEmulator();
    const category = (await botGet(`/guilds/${DEMO.guilds.A}/channels`))
      .json<Channel[]>()
      .find((c) => c.type === 4);
    const response = await createChannel(DEMO.guilds.A, {
      name: 'Auto VC',
      type: 2,
      parent_id: category?.id,
      user_limit: 5,
      bitrate: 64000,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Auto VC',
      parent_id: category?.id,
      user_limit: 5,
      bitrate: 64000,
    });
  });

  it('rejects bad bodies with Discord’s form-error shape', async () => {
    app = makeEmulator();
    const tooLong = await createChannel(DEMO.guilds.A, {
      name: 'x'.repeat(101),
      type: 2,
      user_limit: 100,
      bitrate: 999999,
      parent_id: DEMO.channels.generalA,
    });
    expect(tooLong.statusCode).toBe(400);
    const body = tooLong.json();
    expect(body).toMatchObject({ message: 'Invalid Form Body', code: 50035 });
    expect(Object.keys(body.errors).sort()).toEqual(['bitrate', 'name', 'parent_id', 'user_limit']);
    expect((await createChannel(DEMO.guilds.A, { type: 0 })).json().errors.name._errors[0].message).toBe(
      'This field is required',
    );
  });

  it('bitrate is limited by the guild’s boost tier', async () => {
    app = makeEmulator();
    expect((await createChannel(DEMO.guilds.A, { name: 'hi-fi', type: 2, bitrate: 256000 })).statusCode).toBe(
      201,
    );
    expect((await createChannel(DEMO.guilds.A, { name: 'hi-fi', type: 2, bitrate: 384000 })).statusCode).toBe(
      400,
    );
  });

  it('a bot without Manage Channels gets 403 Missing Permissions', async () => {
    app = makeEmulator();
    const response = await createChannel(DEMO.guilds.C, { name: 'x' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Missing Permissions', code: 50013 });
  });
});
