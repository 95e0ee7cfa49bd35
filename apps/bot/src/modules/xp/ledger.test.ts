import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decideXp, XP_COOLDOWN_MS, XP_DEFAULTS, type XpSettings, type XpStanding } from '@hoshi/contracts';
import { schema, type DatabaseHandle } from '@hoshi/db';
import { DATABASES, twoProcesses as twoDatabases } from '../../../test/two-processes.ts';
import { losingConnection } from '../../../test/lossy-database.ts';
import type { XpAward } from './decide.ts';
import { XpLedger, type XpMessageIn } from './ledger.ts';

const SETTINGS: XpSettings = { ...XP_DEFAULTS, rate: 1, boostBonus: 0, exempt: [] };
const T0 = Date.UTC(2026, 10, 26, 9);
const DISCORD_EPOCH = 1_420_070_400_000n;
/** A message id whose snowflake time is `ms` (the cooldown counts messages' own times). */
const idAt = (ms: number, n: number) => String(((BigInt(ms) - DISCORD_EPOCH) << 22n) | BigInt(n));

const message = (guildId: string, userId: string, ms: number, n: number): XpMessageIn => ({
  guildId,
  message: { id: idAt(ms, n), channelId: 'c', parentId: null, authorIsBot: false, authorBoosts: false },
  author: { id: userId, username: `u${userId}`, avatar: null, roles: [] },
});

/** What the rules give one process that saw every message once, in order. */
function expected(messages: readonly XpMessageIn[]) {
  const standings = new Map<string, XpStanding>();
  for (const { author, message: m } of messages) {
    const standing = standings.get(author.id) ?? { xp: 0, lastAwardAt: null };
    const decision = decideXp(m, standing, SETTINGS);
    if (decision.award) standings.set(author.id, { xp: decision.xp, lastAwardAt: decision.at });
  }
  return new Map([...standings].map(([id, s]) => [id, s.xp]));
}

const ledger = (handle: DatabaseHandle, awards: XpAward[], options = {}) =>
  new XpLedger(
    handle.db,
    () => Promise.resolve(SETTINGS),
    (_guildId, list) => awards.push(...list),
    (err) => {
      throw err;
    },
    options,
  );

async function stored(handle: DatabaseHandle, guildId: string) {
  const rows = await handle.db
    .select({ userId: schema.memberXp.userId, xp: schema.memberXp.xp })
    .from(schema.memberXp)
    .where(eq(schema.memberXp.guildId, guildId));
  return new Map(rows.map((r) => [r.userId, r.xp]));
}

describe.each(DATABASES)('XP across bot processes ($name)', ({ url }) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  const twoProcesses = () => twoDatabases(url, 'hoshi_xp_ledger_test', cleanups);

  it('credits each message once and a member at most once per cooldown when two processes see the same messages', async () => {
    const [a, b] = await twoProcesses();
    // 20 members, 10 messages each, 40 s apart: a deploy where old and new process overlap.
    const messages: XpMessageIn[] = [];
    for (let i = 0; i < 10; i++)
      for (let u = 0; u < 20; u++) messages.push(message('g1', String(100 + u), T0 + i * 40_000, u));
    const awardsA: XpAward[] = [];
    const awardsB: XpAward[] = [];
    const first = ledger(a, awardsA, { maxBatch: 37 });
    const second = ledger(b, awardsB, { maxBatch: 23 });
    for (const m of messages) {
      first.add(m);
      second.add(m);
    }
    await Promise.all([first.idle(), second.idle()]);
    expect(await stored(a, 'g1')).toEqual(expected(messages));
    // Each award (and so each level-up) is told by one process only.
    const told = [...awardsA, ...awardsB].map((award) => award.messageId);
    expect(new Set(told).size).toBe(told.length);
    expect(await a.db.$count(schema.memberAwards, eq(schema.memberAwards.guildId, 'g1'))).toBe(told.length);
  });

  it('refuses a message from a process whose memory missed the award another made within the cooldown', async () => {
    const [a, b] = await twoProcesses();
    const awardsA: XpAward[] = [];
    const awardsB: XpAward[] = [];
    const first = ledger(a, awardsA);
    const second = ledger(b, awardsB);
    // The second process read the member's standing before the first awarded anything.
    second.add(message('g2', '7', T0 - 10 * XP_COOLDOWN_MS, 1));
    await second.idle();
    first.add(message('g2', '7', T0, 2));
    await first.idle();
    // Another message of theirs, 30 s later: within the cooldown of the first process's award.
    second.add(message('g2', '7', T0 + 30_000, 3));
    second.add(message('g2', '7', T0 + XP_COOLDOWN_MS, 4));
    await second.idle();
    const all = [
      message('g2', '7', T0 - 10 * XP_COOLDOWN_MS, 1),
      message('g2', '7', T0, 2),
      message('g2', '7', T0 + 30_000, 3),
      message('g2', '7', T0 + XP_COOLDOWN_MS, 4),
    ];
    expect(await stored(a, 'g2')).toEqual(expected(all));
    expect(awardsB.map((award) => award.messageId)).toEqual([
      idAt(T0 - 10 * XP_COOLDOWN_MS, 1),
      idAt(T0 + XP_COOLDOWN_MS, 4),
    ]);
  });

  it('writes a batch again when its answer was lost with the connection, crediting it once', async () => {
    const [a] = await twoProcesses();
    // The first two statements commit and then lose their connection.
    const lossy = losingConnection(a.db, 2, 'after');
    const awards: XpAward[] = [];
    const one = ledger({ ...a, db: lossy }, awards);
    const messages = [0, 1, 2].flatMap((i) => [
      message('g3', '1', T0 + i * XP_COOLDOWN_MS, 1),
      message('g3', '2', T0 + i * XP_COOLDOWN_MS, 2),
    ]);
    for (const m of messages) one.add(m);
    await one.idle();
    expect(await stored(a, 'g3')).toEqual(expected(messages));
    expect(awards).toHaveLength(messages.length);
  });
});
