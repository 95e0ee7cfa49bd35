import { DEMO } from '@hoshi/discord-emulator';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AppealAnswer } from '@hoshi/contracts';
import { decideAppeal, openCase, schema } from '@hoshi/db';
import { sha256 } from '../src/lib/crypto.ts';
import { describeApp, GUILDS, signIn, USERS, type Session } from './helpers.ts';

// Night Sky Club: Hoshi is there (with Ban Members), sora owns it, akari moderates, mika is not in it.
const C = GUILDS.B;
const DAY_MS = 86_400_000;

describeApp('ban appeals', {}, (test, the) => {
  const ban = async (userId: string, reason: string) => {
    const res = await the.app.inject({
      method: 'POST',
      url: '/discord-emulator/_world/moderate',
      payload: { guild_id: C, user_id: DEMO.users.sora, target_id: userId, action: 'ban', reason },
    });
    expect(res.statusCode, res.body).toBe(204);
  };
  const get = async (who: Session, guildId: string = C) =>
    the.app.inject({ url: `/api/appeals/${guildId}`, headers: who.headers });
  const file = async (who: Session, answers: unknown = ['I was wrong.', 'Read the rules first.']) =>
    the.app.inject({ method: 'POST', url: `/api/appeals/${C}`, headers: who.headers, payload: { answers } });
  const setCooldown = async (cooldown: number) => {
    const doc = await the.app.settings.get(C, 'banappeals');
    await the.app.settings.save(C, 'banappeals', DEMO.users.sora, { ...doc, cooldown });
  };

  test('a server without Hoshi: 404; no sign-in: 401', async () => {
    expect((await get(the.akari, GUILDS.D)).statusCode).toBe(404);
    expect((await get(the.akari, '999999999999999999')).statusCode).toBe(404);
    expect((await the.app.inject({ url: `/api/appeals/${C}` })).statusCode).toBe(401);
    expect((await the.app.inject({ method: 'POST', url: `/api/appeals/${C}`, payload: {} })).statusCode).toBe(
      401,
    );
  });

  test('the appeal page signs in with identify alone: Discord is asked for no servers, the appeal works, and server routes say what the sign-in lacks', async () => {
    const login = await the.app.inject({ url: '/api/discord/login?scope=identify' });
    expect(new URL(String(login.headers.location)).searchParams.get('scope')).toBe('identify');
    expect((await the.app.inject({ url: '/api/discord/login?scope=guilds' })).statusCode).toBe(400);

    const mika = await signIn(the.app, USERS.mika, '/api/discord/login?scope=identify');
    const [row] = await the.app.db
      .select()
      .from(schema.sessions)
      .where(eq(schema.sessions.accessTokenHash, sha256(mika.token)));
    expect(row?.scopes).toBe('identify');
    // The appeal's own call needs no servers: Hoshi asks Discord about the ban.
    const own = await get(mika);
    expect(own.statusCode).toBe(200);
    expect(own.json<AppealAnswer>()).toMatchObject({ banned: false });
    // What needs their servers is refused with its own code, and the session stays.
    for (const call of [
      { method: 'POST', url: '/api/guilds', payload: { id: USERS.mika, guilds: [GUILDS.A] } },
      { method: 'GET', url: `/api/users/${USERS.mika}/inventories` },
      { method: 'GET', url: `/api/guilds/${GUILDS.A}/info/inventory` },
    ] as const) {
      const res = await the.app.inject({ ...call, headers: mika.headers });
      expect(res.statusCode, call.url).toBe(403);
      expect(res.json(), call.url).toMatchObject({ error: { code: 'servers_not_granted' } });
    }
    expect((await the.app.inject({ url: '/api/validate', headers: mika.headers })).statusCode).toBe(200);
  });

  test('a user who is not banned sees so and cannot appeal', async () => {
    const res = await get(the.akari);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AppealAnswer>()).toMatchObject({
      guild: { id: C, name: 'Night Sky Club' },
      banned: false,
      ban: null,
      appeal: null,
      canAppeal: false,
    });
    const filed = await file(the.akari);
    expect(filed.statusCode).toBe(403);
    expect(filed.json()).toMatchObject({ error: { code: 'not_banned' } });
  });

  test('a banned user appeals once at a time, waits out the cooldown after a denial, and never again once blocked', async () => {
    await ban(USERS.mika, 'spamming');
    const { case: banCase } = await openCase(the.app.db, {
      guildId: C,
      type: 'ban',
      userId: USERS.mika,
      moderatorId: DEMO.users.sora,
      reason: 'spamming',
    });
    const before = (await get(the.mika)).json<AppealAnswer>();
    expect(before).toMatchObject({
      banned: true,
      ban: { reason: 'spamming', case: banCase.number },
      appeal: null,
      canAppeal: true,
      opensAt: null,
    });

    // Bad answers are refused whole, nothing stored.
    for (const answers of [['', 'x'], ['x'], ['x', 'y', 'z'], ['x'.repeat(1001), 'y'], ['   ', 'y'], 'x']) {
      const res = await file(the.mika, answers);
      expect(res.statusCode, JSON.stringify(answers)).toBe(400);
    }
    const stored = () =>
      the.app.db
        .select()
        .from(schema.banAppeals)
        .where(and(eq(schema.banAppeals.guildId, C), eq(schema.banAppeals.userId, USERS.mika)));
    expect(await stored()).toEqual([]);

    const first = await file(the.mika, ['x'.repeat(1000), 'ごめんなさい']);
    expect(first.statusCode, first.body).toBe(201);
    const appeal = first.json<{ appeal: { id: number; status: string } }>().appeal;
    expect(appeal.status).toBe('pending');
    // Posted by the bot's job, queued with it.
    const jobs = await the.app.db
      .select()
      .from(schema.botJobs)
      .where(eq(schema.botJobs.key, `appealPost:${C}:${appeal.id}:0`));
    expect(jobs).toHaveLength(1);

    // One pending at a time.
    const second = await file(the.mika);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: { code: 'appeal_pending' } });
    expect((await get(the.mika)).json<AppealAnswer>()).toMatchObject({
      appeal: { id: appeal.id, status: 'pending' },
      canAppeal: false,
    });

    // Denied, with a cooldown of one day: 429 with when it opens.
    await setCooldown(1);
    const deniedAt = new Date(Date.now() - 1000);
    await decideAppeal(the.app.db, C, appeal.id, {
      status: 'denied',
      moderatorId: DEMO.users.sora,
      at: deniedAt,
    });
    const early = await file(the.mika);
    expect(early.statusCode).toBe(429);
    const opensAt = new Date(deniedAt.getTime() + DAY_MS).toISOString();
    expect(early.json()).toMatchObject({ error: { code: 'appeal_cooldown' }, opensAt });
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(DAY_MS / 1000 - 60);
    expect((await get(the.mika)).json<AppealAnswer>()).toMatchObject({
      appeal: { status: 'denied' },
      canAppeal: false,
      opensAt,
    });

    // Once it has run, the next appeal is taken.
    await the.app.db
      .update(schema.banAppeals)
      .set({ decidedAt: new Date(Date.now() - 2 * DAY_MS) })
      .where(eq(schema.banAppeals.id, appeal.id));
    const again = await file(the.mika);
    expect(again.statusCode, again.body).toBe(201);
    const next = again.json<{ appeal: { id: number } }>().appeal;

    // Denied and blocked: never again.
    await decideAppeal(the.app.db, C, next.id, {
      status: 'blocked',
      moderatorId: DEMO.users.sora,
      at: new Date(),
    });
    const blocked = await file(the.mika);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ error: { code: 'appeal_blocked' } });
    expect((await get(the.mika)).json<AppealAnswer>()).toMatchObject({
      appeal: { id: next.id, status: 'blocked' },
      canAppeal: false,
      opensAt: null,
    });
    expect(await stored()).toHaveLength(2);
    await setCooldown(0);
  });
});
