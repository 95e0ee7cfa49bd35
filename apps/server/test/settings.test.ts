import { DEMO, seedWorld } from '@hoshi/discord-emulator';
import {
  GREETINGS_DEFAULTS,
  INVITE_PERMISSIONS,
  PERMISSION_BITS,
  XP_DEFAULTS,
  type GreetingsSettings,
  type XpSettings,
} from '@hoshi/contracts';
import { expect } from 'vitest';
import { auditLog, guildSettings } from '@hoshi/db/schema';
import { describeApp, GUILDS, USERS } from './helpers.ts';

const A = GUILDS.A;
const { generalA, loungeVoiceA, announcementsA, staffOnlyA, infoCategoryA: categoryA } = DEMO.channels;
const { memberA, moderatorA, funA } = DEMO.roles;

describeApp('settings pages (greetings, xp)', {}, (test, the) => {
  const get = (feature: string) =>
    the.app.inject({ method: 'GET', url: `/api/guilds/${A}/info/${feature}`, headers: the.akari.headers });
  const save = (feature: string, payload: unknown) =>
    the.app.inject({
      method: 'POST',
      url: `/api/save/guilds/${A}/${feature}`,
      headers: the.akari.headers,
      payload: { ...(payload as object), token: the.akari.token },
    });
  const stored = async () => (await the.app.db.select().from(guildSettings)).length;

  test('answers the defaults at version 0 with the server basics before any save', async () => {
    const res = await get('greetings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: A,
      name: 'Star Lounge',
      icon: expect.any(String),
      settings: GREETINGS_DEFAULTS,
    });
    expect((await get('xp')).json().settings).toEqual(XP_DEFAULTS);
  });

  test('saves greetings, bumps the version, answers the saved document and writes an audit row', async () => {
    const next: GreetingsSettings = {
      ...GREETINGS_DEFAULTS,
      join: { message: 'Hi !USER!', channel: generalA, style: 'card' },
    };
    const audits = (await the.app.db.select().from(auditLog)).length;
    const res = await save('greetings', next);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ...next, version: 1 } });
    expect((await get('greetings')).json().settings).toEqual({ ...next, version: 1 });
    const rows = await the.app.db.select().from(auditLog);
    expect(rows).toHaveLength(audits + 1);
    expect(rows.at(-1)).toMatchObject({
      guildId: A,
      userId: USERS.akari,
      action: 'save:greetings',
      before: GREETINGS_DEFAULTS,
      after: { ...next, version: 1 },
    });
  });

  test('answers 409 with the current document to a save from a stale version, and writes nothing', async () => {
    const current = (await get('greetings')).json().settings as GreetingsSettings;
    const first = await save('greetings', { ...current, leave: { ...current.leave, message: 'Bye!' } });
    expect(first.statusCode).toBe(200);
    const audits = (await the.app.db.select().from(auditLog)).length;
    const stale = await save('greetings', { ...current, leave: { ...current.leave, message: 'Farewell' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('version_conflict');
    expect(stale.json().current).toEqual(first.json().data);
    expect((await get('greetings')).json().settings.leave.message).toBe('Bye!');
    expect(await the.app.db.select().from(auditLog)).toHaveLength(audits);
  });

  test('lets exactly one of two concurrent first saves win', async () => {
    const xp: XpSettings = { ...XP_DEFAULTS, rate: 2 };
    const results = await Promise.all([save('xp', xp), save('xp', { ...xp, rate: 3 })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await get('xp')).json().settings.version).toBe(1);
  });

  test('saves xp settings with level roles, exempt channels and a reward', async () => {
    const current = (await get('xp')).json().settings as XpSettings;
    const next: XpSettings = {
      ...current,
      channel: generalA,
      rate: 5,
      boostBonus: 3,
      exempt: [generalA, loungeVoiceA],
      lvlroles: { '5': memberA, '1000': funA },
      reward: { role: memberA, level: 0 },
    };
    const res = await save('xp', next);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ...next, version: current.version + 1 });
  });

  const invalid: Array<[string, string, (s: XpSettings & GreetingsSettings) => unknown, string, RegExp?]> = [
    ['xp', 'a rate above 5', (s) => ({ ...s, rate: 6 }), 'rate'],
    ['xp', 'a negative boost bonus', (s) => ({ ...s, boostBonus: -1 }), 'boostBonus'],
    ['xp', 'a fractional rate', (s) => ({ ...s, rate: 1.5 }), 'rate'],
    ['xp', 'a level above 1000', (s) => ({ ...s, lvlroles: { '1001': memberA } }), 'lvlroles'],
    ['xp', 'a reward level below 0', (s) => ({ ...s, reward: { role: null, level: -3 } }), 'reward.level'],
    ['xp', 'one role on two levels', (s) => ({ ...s, lvlroles: { '1': memberA, '2': memberA } }), 'lvlroles'],
    [
      'xp',
      'a role of another server',
      (s) => ({ ...s, reward: { role: DEMO.roles.moderatorB, level: 1 } }),
      'reward.role',
    ],
    ['xp', 'a category as exempt channel', (s) => ({ ...s, exempt: [categoryA] }), 'exempt.0', /type 0 or 2/],
    ['xp', 'a voice notification channel', (s) => ({ ...s, channel: loungeVoiceA }), 'channel', /type 0/],
    ['xp', 'a channel id that is not a snowflake', (s) => ({ ...s, channel: 'general' }), 'channel'],
    [
      'greetings',
      'a voice greeting channel',
      (s) => ({ ...s, join: { ...s.join, channel: loungeVoiceA } }),
      'join.channel',
    ],
    [
      'greetings',
      'an unknown channel',
      (s) => ({ ...s, leave: { ...s.leave, channel: '400000000000009999' } }),
      'leave.channel',
    ],
    [
      'greetings',
      'a message over 2000 characters',
      (s) => ({ ...s, join: { ...s.join, message: 'x'.repeat(2001) } }),
      'join.message',
    ],
    ['greetings', 'an unknown style', (s) => ({ ...s, join: { ...s.join, style: 'banner' } }), 'join.style'],
    ['greetings', 'no version', (s) => ({ ...s, version: undefined }), 'version', /"required"/],
    // Refused with a code the web words in the reader's language (a raw server message would reach a Japanese reader in English).
    ['xp', 'a rate above 5 (coded)', (s) => ({ ...s, rate: 6 }), 'rate', /"out_of_range".*"min":0,"max":5/],
    [
      'xp',
      'an exempt channel listed twice',
      (s) => ({ ...s, exempt: [generalA, generalA] }),
      'exempt.1',
      /"duplicate"/,
    ],
    [
      'xp',
      'a level role above Hoshi',
      (s) => ({ ...s, lvlroles: { '5': moderatorA } }),
      'lvlroles.5',
      /"role_not_assignable"/,
    ],
    [
      'xp',
      'a reward role above Hoshi',
      (s) => ({ ...s, reward: { role: moderatorA, level: 3 } }),
      'reward.role',
      /"role_not_assignable"/,
    ],
    [
      'xp',
      'a category (coded)',
      (s) => ({ ...s, exempt: [categoryA] }),
      'exempt.0',
      /"channel_type".*"allowed":\[0,2\]/,
    ],
    ['xp', 'a non-snowflake (coded)', (s) => ({ ...s, channel: 'general' }), 'channel', /"snowflake"/],
    [
      'greetings',
      'a channel Hoshi cannot send in',
      (s) => ({ ...s, join: { ...s.join, channel: announcementsA } }),
      'join.channel',
      /"bot_cannot_send"/,
    ],
    [
      'greetings',
      'a channel Hoshi cannot see',
      (s) => ({ ...s, join: { ...s.join, channel: staffOnlyA } }),
      'join.channel',
      /"bot_cannot_view"/,
    ],
    [
      'greetings',
      'an unknown channel (coded)',
      (s) => ({ ...s, leave: { ...s.leave, channel: '400000000000009999' } }),
      'leave.channel',
      /"not_in_guild"/,
    ],
    [
      'greetings',
      'a long message (coded)',
      (s) => ({ ...s, join: { ...s.join, message: 'x'.repeat(2001) } }),
      'join.message',
      /"too_long".*"max":2000/,
    ],
    [
      'greetings',
      'a NUL in the message',
      (s) => ({ ...s, join: { ...s.join, message: 'a\u0000b' } }),
      'join.message',
      /"invalid_characters"/,
    ],
    [
      'greetings',
      'a lone surrogate in the message',
      (s) => ({ ...s, leave: { ...s.leave, message: 'x\ud800y' } }),
      'leave.message',
      /"invalid_characters"/,
    ],
    [
      'greetings',
      'an unknown style (coded)',
      (s) => ({ ...s, join: { ...s.join, style: 'banner' } }),
      'join.style',
      /"one_of".*"allowed":\["text","card","image"\]/,
    ],
  ];

  test.each(invalid)(
    '%s: rejects %s with 400 naming the field, and writes nothing',
    async (feature, _label, change, field, why) => {
      const current = (await get(feature)).json().settings;
      const rows = await stored();
      const audits = (await the.app.db.select().from(auditLog)).length;
      const res = await save(feature, change(current));
      expect(res.statusCode).toBe(400);
      const paths = (res.json().error.issues as Array<{ path: string }>).map((i) => i.path);
      expect(paths.some((p) => p.startsWith(field))).toBe(true);
      if (why) expect(JSON.stringify(res.json().error.issues)).toMatch(why);
      expect(res.json().error.message).toContain(field.split('.')[0]);
      expect((await get(feature)).json().settings).toEqual(current);
      expect(await stored()).toBe(rows);
      expect(await the.app.db.select().from(auditLog)).toHaveLength(audits);
    },
  );

  test('drops unknown keys instead of storing them', async () => {
    const current = (await get('greetings')).json().settings;
    const res = await save('greetings', { ...current, sneaky: 'value', join: { ...current.join, extra: 1 } });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json().data)).not.toMatch(/sneaky|extra/);
  });

  test('lists channels with what the bot may do in each', async () => {
    const res = await the.app.inject({
      method: 'GET',
      url: `/api/guilds/${A}/channels`,
      headers: the.akari.headers,
    });
    expect(res.statusCode).toBe(200);
    const channels = res.json<
      Array<{
        id: string;
        type: number;
        parentId: string | null;
        bot: { view: boolean; send: boolean };
      }>
    >();
    const byId = new Map(channels.map((c) => [c.id, c]));
    expect(byId.get(generalA)?.bot).toEqual({ view: true, send: true });
    expect(byId.get(announcementsA)?.bot).toEqual({ view: true, send: false });
    expect(new Set(channels.map((c) => c.type))).toEqual(new Set([0, 2, 4, 11, 12, 15]));
    expect(channels.some((c) => c.parentId === null && c.type !== 4)).toBe(true);
  });

  test("lists roles highest first, without @everyone or Hoshi's own role, marking those above the bot as not assignable", async () => {
    const res = await the.app.inject({
      method: 'GET',
      url: `/api/guilds/${A}/roles`,
      headers: the.akari.headers,
    });
    const roles = res.json<Array<{ id: string; position: number; assignable: boolean; color: number }>>();
    expect(roles.map((r) => r.id)).not.toContain(A);
    expect(roles.map((r) => r.position)).toEqual([...roles.map((r) => r.position)].sort((a, b) => b - a));
    const byId = new Map(roles.map((r) => [r.id, r]));
    expect(byId.get(DEMO.roles.adminA)?.assignable).toBe(false);
    // Hoshi's own (managed) role: nobody can give it, and it is never a setting's role.
    expect(byId.has(DEMO.roles.botA)).toBe(false);
    expect(byId.get(memberA)?.assignable).toBe(true);
    expect(roles.some((r) => r.color === 0)).toBe(true);
  });

  test("the demo's Hoshi holds what its invite link asks for, so the demo acts as a real invite would", async () => {
    const config = (await the.app.inject({ url: '/api/config' })).json<{ inviteUrl: string }>();
    const asked = BigInt(new URL(config.inviteUrl).searchParams.get('permissions') ?? '0');
    expect(asked).toBe(INVITE_PERMISSIONS);
    // The gate, newbie and warning actions: time out, kick and ban.
    for (const bit of ['MODERATE_MEMBERS', 'KICK_MEMBERS', 'BAN_MEMBERS'] as const)
      expect(asked & PERMISSION_BITS[bit], bit).toBe(PERMISSION_BITS[bit]);
    const starLounge = seedWorld().guilds.find((g) => g.id === A);
    const hoshi = starLounge?.roles.find((r) => r.id === DEMO.roles.botA);
    expect(BigInt(hoshi?.permissions ?? '0')).toBe(asked);
  });
});
