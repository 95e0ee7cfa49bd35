import { and, eq, sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { ACTION_THROTTLE_MS, leaderboardAnswer, xpForLevel } from '@hoshi/contracts';
import { ENTRANTS } from '@hoshi/discord-emulator';
import { auditLog, memberXp } from '@hoshi/db/schema';
import { describeApp, GUILDS, USERS } from './helpers.ts';

const { A, B } = GUILDS;

describeApp('the XP leaderboard', { seedDemo: true }, (test, the) => {
  const get = async (guild: string, query = '', headers: Record<string, string> = the.akari.headers) =>
    the.app.inject({ method: 'GET', url: `/api/guilds/${guild}/leaderboard${query}`, headers });
  const page = async (guild: string, query = '') => leaderboardAnswer.parse((await get(guild, query)).json());

  test('ranks members by XP, equal XP sharing a rank, with level and progress', async () => {
    const body = await page(A);
    expect(body).toMatchObject({ id: A, name: 'Star Lounge', next: null });
    expect(body.entries.map((e) => [e.rank, e.username, e.xp])).toEqual([
      [1, 'akari', 4210],
      [2, 'mika', 1830],
      [2, 'sora.night', 1830],
      [4, 'hikari', 960],
      [5, 'ren', 610],
      [6, 'yuki', 240],
      [7, 'nao', 95],
    ]);
    // 4210 XP: level 9 starts at 3720 and takes 955 more.
    expect(body.entries[0]).toMatchObject({ level: 9, into: 4210 - xpForLevel(9), needed: 955 });
    const me = await the.app.inject({ url: `/api/guilds/${A}/leaderboard/me`, headers: the.akari.headers });
    expect(me.json()).toEqual({ data: body.entries[0] });
  });

  test('pages by keyset: pages join up without gap or repeat, ranks carried across the cut', async () => {
    const first = await page(A, '?limit=2');
    expect(first.entries.map((e) => e.username)).toEqual(['akari', 'mika']);
    expect(first.next).not.toBeNull();
    const second = await page(A, `?limit=2&after=${first.next}`);
    // sora ties with mika across the page boundary and keeps rank 2.
    expect(second.entries.map((e) => [e.rank, e.username])).toEqual([
      [2, 'sora.night'],
      [4, 'hikari'],
    ]);
    const rest = await page(A, `?limit=100&after=${second.next}`);
    expect(rest.entries.map((e) => e.rank)).toEqual([5, 6, 7]);
    expect(rest.next).toBeNull();
  });

  test('refuses a limit out of range or a cursor it did not make, naming the field', async () => {
    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?after=1.2', '?after=%27%3BDROP']) {
      const res = await get(A, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('invalid_request');
    }
    const res = await get(A, '?limit=101');
    expect(res.json().error.issues[0]).toMatchObject({ path: 'limit', code: 'out_of_range' });
  });

  test('refuses (400) a cursor it did not write: out of range, forged, altered, or another server’s', async () => {
    const first = await page(A, '?limit=2');
    const written = first.next!;
    const nao = first.entries[0]!.userId;
    const forged = [
      // XP past member_xp.xp's 32-bit range, and past JavaScript's safe integers.
      '2147483648.100000000000000001.1.1',
      '999999999999999.100000000000000001.1.1',
      // Well-formed, but never written: rank 9,999,999,999 in a server of 7.
      `95.${nao}.9999999999.9999999999`,
      // What the server wrote, with one character changed.
      written.replace(/\d(?=\.)/, (d) => String((Number(d) + 1) % 10)),
      `${written}0`,
    ];
    for (const after of forged) {
      const res = await get(A, `?after=${encodeURIComponent(after)}`);
      expect(res.statusCode, after).toBe(400);
      expect(res.json().error, after).toMatchObject({
        code: 'invalid_request',
        issues: [{ path: 'after', code: 'invalid' }],
      });
    }
    // A cursor is good for the server it was written for only.
    const elsewhere = await get(B, `?after=${encodeURIComponent(written)}`);
    expect(elsewhere.statusCode).toBe(400);
  });

  test('is empty for a server where nobody has earned XP yet', async () => {
    const body = await page(B);
    expect(body.entries).toEqual([]);
    const me = await the.app.inject({ url: `/api/guilds/${B}/leaderboard/me`, headers: the.akari.headers });
    expect(me.json()).toEqual({ data: null });
  });

  test('ranks a member behind others by counting those with more XP, ties included', async () => {
    await the.app.db
      .update(memberXp)
      .set({ xp: 960 })
      .where(and(eq(memberXp.guildId, A), eq(memberXp.userId, USERS.akari)));
    const me = await the.app.inject({ url: `/api/guilds/${A}/leaderboard/me`, headers: the.akari.headers });
    // mika and sora (1830) ahead; hikari (960) ties with akari.
    expect(me.json().data).toMatchObject({ rank: 3, xp: 960 });
    await the.app.db
      .update(memberXp)
      .set({ xp: 4210 })
      .where(and(eq(memberXp.guildId, A), eq(memberXp.userId, USERS.akari)));
  });

  test('shows an XP change on the first page once the server is told of it, reads racing the write included', async () => {
    const setNao = (xp: number) =>
      the.app.db
        .update(memberXp)
        .set({ xp })
        .where(and(eq(memberXp.guildId, A), eq(memberXp.userId, ENTRANTS.nao)));
    // PGlite drops the page before the write resolves; PostgreSQL once the commit's notification
    // reaches the server (a write of another process, as the bot's are): that one is awaited.
    const told = async (write: Promise<unknown>) => {
      const dropped = the.app.memberXp.firstPages.dropped(A);
      await write;
      if (the.database.name === 'postgres') await dropped;
    };
    expect((await page(A)).entries[0]).toMatchObject({ username: 'akari', xp: 4210 });
    expect((await page(A, '?limit=2')).entries.map((e) => e.username)).toEqual(['akari', 'mika']);
    // Reads in flight while the award commits (first pages are kept): none may be kept.
    const racing = Array.from({ length: 20 }, () => page(A));
    await told(setNao(5000));
    await Promise.all(racing);
    expect((await page(A)).entries[0]).toMatchObject({ rank: 1, username: 'nao', xp: 5000 });
    expect((await page(A, '?limit=2')).entries.map((e) => e.username)).toEqual(['nao', 'akari']);
    await told(setNao(95));
    expect((await page(A)).entries.at(-1)).toMatchObject({ rank: 7, username: 'nao', xp: 95 });
  });

  // PostgreSQL tells of changes on a connection of its own, which can be lost.
  test.skipIf(the.database.name !== 'postgres')(
    'reads first pages afresh while the notifications’ connection is lost, and drops them when it is back',
    async () => {
      const setNao = (xp: number) =>
        the.app.db
          .update(memberXp)
          .set({ xp })
          .where(and(eq(memberXp.guildId, A), eq(memberXp.userId, ENTRANTS.nao)));
      expect((await page(A)).entries.at(-1)).toMatchObject({ username: 'nao', xp: 95 });
      const lost = the.app.memberXp.firstPages.dropped(A);
      await the.app.db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND query LIKE 'LISTEN%'`);
      await lost;
      const back = the.app.memberXp.firstPages.dropped(A);
      // Read while nobody listens, then changed: a page kept from that read would be stale.
      expect((await page(A)).entries.at(-1)).toMatchObject({ username: 'nao', xp: 95 });
      await setNao(5000);
      expect((await page(A)).entries[0]).toMatchObject({ username: 'nao', xp: 5000 });
      await back;
      const told = the.app.memberXp.firstPages.dropped(A);
      await setNao(95);
      await told;
      expect((await page(A)).entries.at(-1)).toMatchObject({ username: 'nao', xp: 95 });
    },
  );

  test('is for the server’s managers: mika, a plain member, gets 403; no token 401', async () => {
    expect((await get(A, '', the.mika.headers)).statusCode).toBe(403);
    expect((await get(A, '', {})).statusCode).toBe(401);
  });

  test('resets one member’s XP with an audit row, then allows no second reset within 2 s', async () => {
    expect((await page(A)).entries).toHaveLength(7);
    const url = `/api/guilds/${A}/leaderboard/${ENTRANTS.nao}`;
    const res = await the.app.inject({ method: 'DELETE', url, headers: the.akari.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { reset: 1 } });
    const gone = await the.app.db
      .select()
      .from(memberXp)
      .where(and(eq(memberXp.guildId, A), eq(memberXp.userId, ENTRANTS.nao)));
    expect(gone).toEqual([]);
    const [audit] = await the.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.guildId, A), eq(auditLog.action, 'reset:xp')));
    expect(audit).toMatchObject({
      userId: USERS.akari,
      before: { userId: ENTRANTS.nao, xp: 95 },
      after: null,
    });
    const again = await the.app.inject({
      method: 'DELETE',
      url: `/api/guilds/${A}/leaderboard`,
      headers: the.akari.headers,
    });
    expect(again.statusCode).toBe(429);
    expect((await page(A)).entries).toHaveLength(6);
  });

  test('resets everyone’s XP in that server only, and says how many', async () => {
    expect((await page(A)).entries).toHaveLength(6);
    // Past the 2 s window the last test's reset took, on the server's clock.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ACTION_THROTTLE_MS });
    const res = await the.app
      .inject({ method: 'DELETE', url: `/api/guilds/${A}/leaderboard`, headers: the.akari.headers })
      .finally(() => vi.useRealTimers());
    expect(res.json()).toEqual({ data: { reset: 6 } });
    expect((await page(A)).entries).toEqual([]);
    const [audit] = await the.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.guildId, A), eq(auditLog.action, 'reset:xp:all')));
    expect(audit?.before).toEqual({ members: 6, xp: 4210 + 1830 + 1830 + 960 + 610 + 240 });
  });
});
