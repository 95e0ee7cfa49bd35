import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, like } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from './client.ts';
import {
  progressOf,
  recordProgress,
  recordProgressBatch,
  type MemberProgress,
  type ProgressEvent,
  type ProgressUpdate,
  type WelcomeMessage,
  welcomeEvents,
  welcomeEventsBatch,
} from './achievement-store.ts';
import { freshPostgres } from './fresh-postgres.ts';
import { adoptPet } from './pet-store.ts';
import { achievementEvents, profiles } from './schema.ts';

/** A small seeded generator (mulberry32): each seed is the same batch on every run. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), chance: (p: number) => next() < p };
}

/** One message's events as the bot counts them (apps/bot messageEvents): the message, the server, a boost. */
function messageOf(
  id: string,
  userId: string,
  day: number,
  r: ReturnType<typeof random>,
  boostSince: string | null,
): ProgressEvent[] {
  const updates: ProgressUpdate[] = [{ counter: 'messages', value: 1 }];
  if (r.chance(0.3)) updates.push({ counter: 'night-messages', value: 1 });
  if (r.chance(0.2)) updates.push({ counter: 'morning-messages', value: 1 });
  updates.push({ counter: 'membership-days', value: r.int(400) });
  const events: ProgressEvent[] = [
    { key: `event:msg:g:${id}`, updates, activeDay: day },
    { key: `server:g:${userId}`, updates: [{ counter: 'servers', value: 1 }] },
  ];
  if (boostSince !== null) {
    updates.push({ counter: 'boost-days', value: r.int(60) });
    events.push({ key: `boost:g:${userId}:${boostSince}`, updates: [{ counter: 'boosts', value: 1 }] });
  }
  if (r.chance(0.1))
    events.push({ key: `welcomed:g:new${r.int(3)}:${userId}`, updates: [{ counter: 'welcomed', value: 1 }] });
  return events;
}

/** Events of world `w` (each world its own members and keys, the same otherwise). */
const inWorld = (w: string, events: readonly ProgressEvent[]) =>
  events.map((e) => ({ ...e, key: `${w}/${e.key}` }));

const PETS = [null, 'saturn-tortoise', 'moon-rabbit', 'baby-star-dragon', 'comet-fox'] as const;

const backends: [string, () => Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }>][] = [
  ['PGlite', async () => ({ handle: await openDatabase({}), drop: async () => undefined })],
];
const baseUrl = process.env.TEST_DATABASE_URL;
if (baseUrl)
  backends.push([
    'PostgreSQL',
    async () => {
      const { url, drop } = await freshPostgres(baseUrl, 'hoshi_progress');
      const handle = await openDatabase({ databaseUrl: url });
      return {
        handle,
        drop: async () => {
          await handle.close();
          await drop();
        },
      };
    },
  ]);

describe.each(backends)('achievements counted in batches on %s (docs/product.md#achievements)', (_, open) => {
  let h: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ handle: h, drop } = await open());
  });
  afterAll(async () => {
    await drop();
  });

  const profileOf = async (userId: string) => {
    const [row] = await h.db.select().from(profiles).where(eq(profiles.userId, userId));
    return { achievements: row?.achievements, unannounced: row?.unannounced, pets: row?.pets };
  };

  it.each([1, 2, 3, 4])(
    'a batch of many members (seed %i) moves every counter and clears every achievement as recordProgress one message at a time',
    async (seed) => {
      const r = random(seed);
      const members = Array.from({ length: 8 }, (_, i) => ({
        user: `s${seed}m${i}`,
        pet: PETS[i % PETS.length] ?? null,
        boost: r.chance(0.4) ? `2026-0${1 + r.int(9)}-01` : null,
        toldNow: r.chance(0.5),
        history: 90 + r.int(8),
      }));
      // The same history in both worlds: a pet, some messages before (near 100, for messages-100).
      for (const w of ['seq', 'batch'])
        for (const m of members) {
          if (m.pet)
            await adoptPet(h.db, { userId: `${w}-${m.user}`, key: `${w}/pet:${m.user}`, petId: m.pet });
          await recordProgress(h.db, `${w}-${m.user}`, [
            {
              key: `${w}/event:history:${m.user}`,
              updates: [{ counter: 'messages', value: m.history }],
              activeDay: 20_000,
            },
          ]);
        }
      let day = 20_000;
      const sent: string[][] = members.map(() => []);
      for (let round = 0; round < 4; round++) {
        // A new day now and then, sometimes a day missed (Saturn Tortoise keeps it) or two.
        day += r.int(4);
        const batch = members.map((m, i) => {
          const messages: ProgressEvent[][] = [];
          for (let n = r.int(7); n > 0; n--) {
            const mine = sent[i] ?? [];
            // A replay of a message counted before (or of one in this batch), or a new one.
            const replay = mine.length > 0 && r.chance(0.25);
            const id = replay ? (mine[r.int(mine.length)] ?? '') : `${m.user}-${round}-${n}`;
            if (!replay) mine.push(id);
            messages.push(messageOf(id, m.user, day + (n === 1 && r.chance(0.3) ? 1 : 0), r, m.boost));
          }
          return { m, messages };
        });
        const seqCleared = new Map<string, number[]>();
        for (const { m, messages } of batch)
          for (const events of messages) {
            const { cleared } = await recordProgress(
              h.db,
              `seq-${m.user}`,
              inWorld('seq', events),
              m.toldNow,
            );
            seqCleared.set(m.user, [...(seqCleared.get(m.user) ?? []), ...cleared]);
          }
        const input: MemberProgress[] = batch.map(({ m, messages }) => ({
          userId: `batch-${m.user}`,
          events: inWorld('batch', messages.flat()),
          toldNow: m.toldNow,
        }));
        const result = await recordProgressBatch(h.db, input, {
          token: `t${seed}.${round}`,
          tokens: [`t${seed}.${round}`],
        });
        for (const { m, messages } of batch) {
          expect(await progressOf(h.db, `batch-${m.user}`)).toEqual(await progressOf(h.db, `seq-${m.user}`));
          expect(await profileOf(`batch-${m.user}`)).toEqual(await profileOf(`seq-${m.user}`));
          expect([...(result.get(`batch-${m.user}`)?.cleared ?? [])].sort((a, b) => a - b)).toEqual(
            (seqCleared.get(m.user) ?? []).sort((a, b) => a - b),
          );
          if (messages.length === 0) expect(result.has(`batch-${m.user}`)).toBe(false);
        }
      }
    },
  );

  it('a batch replayed counts nothing, and a try after a lost answer tells what the first cleared', async () => {
    const input: MemberProgress[] = ['r1', 'r2', 'r3'].map((userId, i) => ({
      userId,
      toldNow: i === 0,
      events: [
        { key: `event:msg:r:${userId}`, updates: [{ counter: 'messages', value: 1 }], activeDay: 21_000 },
        { key: `server:r:${userId}`, updates: [{ counter: 'servers', value: 1 }] },
      ],
    }));
    const first = await recordProgressBatch(h.db, input, { token: 'r.1', tokens: ['r.1'] });
    expect([...first.keys()].sort()).toEqual(['r1', 'r2', 'r3']);
    expect(first.get('r1')?.cleared.length).toBeGreaterThan(0);
    const counters = await Promise.all(input.map(({ userId }) => progressOf(h.db, userId)));
    const keys = async () =>
      (await h.db.select({ n: count() }).from(achievementEvents).where(like(achievementEvents.key, '%r%')))[0]
        ?.n;
    const keysBefore = await keys();
    // The same batch again (a replay): nothing counted, nothing moved.
    const again = await recordProgressBatch(h.db, input, { token: 'r.2', tokens: ['r.2'] });
    expect(again.size).toBe(0);
    expect(await Promise.all(input.map(({ userId }) => progressOf(h.db, userId)))).toEqual(counters);
    expect(await keys()).toBe(keysBefore);
    // The first try's answer lost: the next try knows its token and answers what it cleared.
    const retried = await recordProgressBatch(h.db, input, { token: 'r.3', tokens: ['r.1', 'r.3'] });
    expect(retried).toEqual(first);
    expect(await Promise.all(input.map(({ userId }) => progressOf(h.db, userId)))).toEqual(counters);
  });

  it("Welcome Committee for a batch answers each message's events as one by one", async () => {
    const t = Date.UTC(2026, 0, 10);
    const joinedAt = new Date(t - 86_400_000).toISOString();
    const longAgo = new Date(t - 30 * 86_400_000).toISOString();
    const messages = (w: string): WelcomeMessage[] => [
      // A new member's first message (marked), their second (not), a reply by an old member to
      // each (the first welcomed), the new member's reply to their own, a replay of the reply.
      { id: `${w}1`, guildId: 'gw', userId: `${w}-new`, at: t, joinedAt },
      { id: `${w}2`, guildId: 'gw', userId: `${w}-new`, at: t, joinedAt },
      { id: `${w}3`, guildId: 'gw', userId: `${w}-old`, at: t, joinedAt: longAgo, repliesTo: `${w}1` },
      { id: `${w}4`, guildId: 'gw', userId: `${w}-old`, at: t, joinedAt: longAgo, repliesTo: `${w}2` },
      { id: `${w}5`, guildId: 'gw', userId: `${w}-new`, at: t, joinedAt, repliesTo: `${w}1` },
      { id: `${w}3`, guildId: 'gw', userId: `${w}-old`, at: t, joinedAt: longAgo, repliesTo: `${w}1` },
    ];
    const expected = (w: string) => [
      [],
      [],
      [{ key: `welcomed:gw:${w}-new:${w}-old`, updates: [{ counter: 'welcomed', value: 1 }] }],
      [],
      [],
      [{ key: `welcomed:gw:${w}-new:${w}-old`, updates: [{ counter: 'welcomed', value: 1 }] }],
    ];
    const oneByOne: ProgressEvent[][] = [];
    for (const m of messages('s')) oneByOne.push(await welcomeEvents(h.db, m));
    expect(oneByOne).toEqual(expected('s'));
    const marked = new Set<string>();
    expect(await welcomeEventsBatch(h.db, messages('b'), marked)).toEqual(expected('b'));
    expect([...marked]).toEqual(['gw:b-new']);
    // The batch again (a replay), by a process that has not seen it: the same events, nothing marked anew.
    expect(await welcomeEventsBatch(h.db, messages('b'))).toEqual(expected('b'));
    const marks = await h.db
      .select()
      .from(achievementEvents)
      .where(like(achievementEvents.key, 'first%gw%b%'));
    expect(marks.map((r) => r.key).sort()).toEqual(['first-message:gw:b1', 'first:gw:b-new']);
  });
});
