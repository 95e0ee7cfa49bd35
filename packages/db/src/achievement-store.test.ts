import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ACHIEVEMENTS, CARDS } from '@hoshi/contracts/profile-catalogue';
import { ENERGY_REFILL_MS } from '@hoshi/contracts/economy';
import { openDatabase, type DatabaseHandle } from './client.ts';
import {
  drawCard,
  progressOf,
  recordProgress,
  recordVoice,
  takeUnannounced,
  welcomeEvents,
  type ProgressEvent,
  type WelcomeMessage,
} from './achievement-store.ts';
import { storedPets } from './pet-growth.ts';
import { adoptPet, changePet, feedPet } from './pet-store.ts';
import { inventories, profiles } from './schema.ts';

const index = (id: string) => ACHIEVEMENTS.findIndex((a) => a.id === id);
const flags = async (h: DatabaseHandle, userId: string) =>
  (await h.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]?.achievements ?? '';
const message = (n: number, day = 20_000): ProgressEvent => ({
  key: `event:msg:g:${n}`,
  updates: [{ counter: 'messages', value: 1 }],
  activeDay: day,
});

let h: DatabaseHandle;
beforeAll(async () => {
  h = await openDatabase({});
});
afterAll(async () => {
  await h.close();
});

describe('achievement progress (docs/product.md#achievements)', () => {
  it('counts an event once however often it arrives, and clears what its counter reaches', async () => {
    const first = await recordProgress(h.db, 'u1', [message(1)]);
    expect(first).toEqual({ counted: true, cleared: [index('hello-stars')] });
    // The same message replayed (a resume, a second process): nothing moves.
    expect(await recordProgress(h.db, 'u1', [message(1)])).toEqual({ counted: false, cleared: [] });
    expect((await progressOf(h.db, 'u1')).get('messages')).toBe(1);
    for (let n = 2; n <= 100; n++) await recordProgress(h.db, 'u1', [message(n)]);
    expect((await flags(h, 'u1'))[index('messages-100')]).toBe('1');
    expect((await progressOf(h.db, 'u1')).get('messages')).toBe(100);
  });

  it('a batch of a member’s events moves each counter as the events one by one would: counts summed, bests the greatest, each day once in order, a seen key left out', async () => {
    await recordProgress(h.db, 'u9', [message(901, 3)]);
    const batch: ProgressEvent[] = [
      message(901, 3), // seen already: left out
      message(902, 5),
      message(903, 4),
      message(904, 5),
      { key: 'event:level:9a', updates: [{ counter: 'level', value: 7 }] },
      { key: 'event:level:9b', updates: [{ counter: 'level', value: 4 }] },
    ];
    expect((await recordProgress(h.db, 'u9', batch)).counted).toBe(true);
    const after = await progressOf(h.db, 'u9');
    expect(after.get('messages')).toBe(4); // 901 before, then 902–904
    expect(after.get('level')).toBe(7);
    // Days 3, 4, 5 in a row: a run of three, whatever order the batch held them in.
    expect(after.get('streak')).toBe(3);
  });

  it('keeps the best of a best counter (levels) and counts a run of active days', async () => {
    await recordProgress(h.db, 'u2', [{ key: 'event:level:1', updates: [{ counter: 'level', value: 6 }] }]);
    await recordProgress(h.db, 'u2', [{ key: 'event:level:2', updates: [{ counter: 'level', value: 3 }] }]);
    expect((await progressOf(h.db, 'u2')).get('level')).toBe(6);
    expect((await flags(h, 'u2'))[index('level-5')]).toBe('1');
    // Days 1, 2, 3 in a row clear the three-day streak; a gap starts the run again.
    for (const [n, day] of [
      [1, 1],
      [2, 2],
      [3, 2],
      [4, 3],
    ] as const)
      await recordProgress(h.db, 'u2', [message(100 + n, 10_000 + day)]);
    expect((await progressOf(h.db, 'u2')).get('streak')).toBe(3);
    expect((await flags(h, 'u2'))[index('streak-3')]).toBe('1');
    await recordProgress(h.db, 'u2', [message(200, 10_010)]);
    expect((await progressOf(h.db, 'u2')).get('active-run')).toBe(1);
    expect((await progressOf(h.db, 'u2')).get('streak')).toBe(3);
  });

  it('keeps what is cleared untold until taken, once', async () => {
    await recordProgress(h.db, 'u3', [message(300)]);
    expect(await takeUnannounced(h.db, 'u3')).toEqual([index('hello-stars')]);
    expect(await takeUnannounced(h.db, 'u3')).toEqual([]);
    // Told at once (a level-up channel): nothing is kept.
    await recordProgress(
      h.db,
      'u3',
      [{ key: 'server:a:u3', updates: [{ counter: 'servers', value: 3 }] }],
      true,
    );
    expect((await flags(h, 'u3'))[index('servers-3')]).toBe('1');
    expect(await takeUnannounced(h.db, 'u3')).toEqual([]);
  });

  it('counts a voice session from join to leave, once', async () => {
    const t = Date.UTC(2026, 0, 1);
    const join = await recordVoice(h.db, { guildId: 'g', userId: 'u4', inChannel: true, at: t });
    // Moving to another channel (or muting) is not a second join.
    expect(await recordVoice(h.db, { guildId: 'g', userId: 'u4', inChannel: true, at: t + 1000 })).toEqual(
      [],
    );
    const leave = await recordVoice(h.db, {
      guildId: 'g',
      userId: 'u4',
      inChannel: false,
      at: t + 61 * 60_000,
    });
    expect(
      await recordVoice(h.db, { guildId: 'g', userId: 'u4', inChannel: false, at: t + 62 * 60_000 }),
    ).toEqual([]);
    await recordProgress(h.db, 'u4', [...join, ...leave]);
    await recordProgress(h.db, 'u4', [...join, ...leave]);
    const counters = await progressOf(h.db, 'u4');
    expect(counters.get('voice-joins')).toBe(1);
    expect(counters.get('voice-minutes')).toBe(61);
    const cleared = await flags(h, 'u4');
    expect(cleared[index('voice-first')]).toBe('1');
    expect(cleared[index('voice-1h')]).toBe('1');
  });

  it("Welcome Committee: a reply to a new member's first message counts once per new member", async () => {
    const t = Date.UTC(2026, 0, 10);
    const joinedAt = new Date(t - 86_400_000).toISOString();
    const longAgo = new Date(t - 30 * 86_400_000).toISOString();
    const say = (id: string, userId: string, extra: Partial<WelcomeMessage> = {}) =>
      welcomeEvents(h.db, { id, guildId: 'gw', userId, at: t, joinedAt, ...extra });
    // n1's first message, then a second (not marked); old's first message (not a new member).
    expect(await say('w1', 'n1')).toEqual([]);
    expect(await say('w1', 'n1')).toEqual([]);
    await say('w2', 'n1');
    await say('w3', 'old', { joinedAt: longAgo });
    const welcome = async (id: string, userId: string, repliesTo: string) =>
      recordProgress(h.db, userId, await say(id, userId, { joinedAt: longAgo, repliesTo }));
    // Replies to what is not a new member's first message, and n1's reply to itself: nothing.
    await welcome('r1', 'helper', 'w2');
    await welcome('r2', 'helper', 'w3');
    await say('r3', 'n1', { repliesTo: 'w1' }).then((events) => expect(events).toEqual([]));
    expect((await progressOf(h.db, 'helper')).get('welcomed')).toBeUndefined();
    // The reply counts once: replayed, or a second reply to the same member, adds nothing.
    await welcome('r4', 'helper', 'w1');
    await welcome('r4', 'helper', 'w1');
    await welcome('r5', 'helper', 'w1');
    expect((await progressOf(h.db, 'helper')).get('welcomed')).toBe(1);
    // Nine more new members welcomed clear it.
    for (let n = 2; n <= 10; n++) {
      await say(`f${n}`, `n${n}`);
      await welcome(`rf${n}`, 'helper', `f${n}`);
    }
    expect((await progressOf(h.db, 'helper')).get('welcomed')).toBe(10);
    expect((await flags(h, 'helper'))[index('welcome-10')]).toBe('1');
  });
});

describe('/draw (docs/decisions/0101-achievements-cards-and-pets.md)', () => {
  const draw = (key: string, card: number, cost = 10) =>
    drawCard(h.db, { guildId: 'g', userId: 'd1', key, card, cost, toldNow: false });
  const E_CARD = CARDS.findIndex((c) => c.rank === 'E');
  const S_CARD = CARDS.findIndex((c) => c.rank === 'S');

  it('spends energy, gives the card, raises a duplicate’s stars to 5 and counts a replay once', async () => {
    const first = await draw('event:draw:1', E_CARD);
    expect(first).toMatchObject({ kind: 'drawn', card: E_CARD, stars: 1, duplicate: false, energy: 90 });
    if (first.kind === 'drawn') expect(first.cleared).toContain(index('card-first'));
    expect(await draw('event:draw:1', E_CARD)).toEqual({ kind: 'replay' });
    for (let n = 2; n <= 6; n++) await draw(`event:draw:${n}`, E_CARD);
    const [row] = await h.db.select().from(profiles).where(eq(profiles.userId, 'd1'));
    expect(row?.cardStars[E_CARD]).toBe('5');
    expect(row?.cards[E_CARD]).toBe('1');
    const s = await draw('event:draw:s', S_CARD);
    expect(s).toMatchObject({ kind: 'drawn', stars: 5 });
    if (s.kind === 'drawn') expect(s.cleared).toContain(index('card-rank-s'));
  });

  it('refuses a draw the energy cannot pay, and parallel draws never take it below zero', async () => {
    const [inv] = await h.db
      .update(inventories)
      .set({ energy: 25 })
      .where(and(eq(inventories.guildId, 'g'), eq(inventories.userId, 'd1')))
      .returning();
    expect(inv?.energy).toBe(25);
    const outcomes = await Promise.all([1, 2, 3].map((n) => draw(`event:draw:p${n}`, E_CARD)));
    expect(outcomes.filter((o) => o.kind === 'drawn')).toHaveLength(2);
    expect(outcomes.filter((o) => o.kind === 'noEnergy')).toEqual([{ kind: 'noEnergy', energy: 5 }]);
  });

  it('spends the energy refilled since, as the economy counts it (one point per ENERGY_REFILL_MS)', async () => {
    const now = Date.now();
    await h.db
      .update(inventories)
      .set({ energy: 5, energyAt: new Date(now - 7 * ENERGY_REFILL_MS) })
      .where(and(eq(inventories.guildId, 'g'), eq(inventories.userId, 'd1')));
    const drawn = await drawCard(h.db, {
      guildId: 'g',
      userId: 'd1',
      key: 'event:draw:refilled',
      card: E_CARD,
      cost: 10,
      toldNow: false,
      now,
    });
    // 5 stored and 7 refilled: 12, less 10.
    expect(drawn).toMatchObject({ kind: 'drawn', energy: 2 });
    const [inv] = await h.db
      .select()
      .from(inventories)
      .where(and(eq(inventories.guildId, 'g'), eq(inventories.userId, 'd1')));
    expect(inv?.energyAt.getTime()).toBe(now);
  });
});

describe('/pet (docs/decisions/0101-achievements-cards-and-pets.md)', () => {
  const pets = async (userId: string) =>
    storedPets((await h.db.select().from(profiles).where(eq(profiles.userId, userId)))[0]?.pets);

  it('adopts the first pet active, another only once every pet is level 5, each adoption once', async () => {
    const first = await adoptPet(h.db, { userId: 'p1', key: 'event:pet:1', petId: 'comet-fox' });
    expect(first).toMatchObject({ kind: 'adopted', active: true });
    if (first.kind === 'adopted') expect(first.cleared).toContain(index('pet-first'));
    expect(await adoptPet(h.db, { userId: 'p1', key: 'event:pet:1', petId: 'comet-fox' })).toEqual({
      kind: 'replay',
    });
    expect(await adoptPet(h.db, { userId: 'p1', key: 'event:pet:2', petId: 'comet-fox' })).toEqual({
      kind: 'owned',
    });
    expect(await adoptPet(h.db, { userId: 'p1', key: 'event:pet:3', petId: 'star-owl' })).toEqual({
      kind: 'notReady',
      level: 5,
    });
    expect(await pets('p1')).toEqual([{ id: 'comet-fox', active: true, level: 1, nickname: '' }]);
  });

  it('levels the active pet with its owner’s counted activity, a replay growing nothing', async () => {
    for (let n = 0; n < 20; n++) await recordProgress(h.db, 'p1', [message(1000 + n)]);
    await recordProgress(h.db, 'p1', [message(1000)]);
    expect((await pets('p1'))[0]?.level).toBe(2);
  });

  it('feeds the active pet a level, then not again before its cooldown', async () => {
    const t = Date.UTC(2026, 0, 1);
    expect(await feedPet(h.db, { userId: 'p1', key: 'event:feed:1', at: t })).toEqual({
      kind: 'fed',
      petId: 'comet-fox',
      level: 3,
    });
    expect(await feedPet(h.db, { userId: 'p1', key: 'event:feed:2', at: t + 60_000 })).toMatchObject({
      kind: 'tooSoon',
    });
    expect(await feedPet(h.db, { userId: 'p1', key: 'event:feed:3', at: t + 12 * 3_600_000 })).toMatchObject({
      kind: 'fed',
      level: 4,
    });
    expect(await feedPet(h.db, { userId: 'nobody', key: 'event:feed:4', at: t })).toEqual({ kind: 'noPet' });
  });

  it('chooses the active pet and names it; refuses a pet the member does not have', async () => {
    expect(await changePet(h.db, 'p1', 'star-owl', { active: true })).toBe('notOwned');
    expect(await changePet(h.db, 'p1', 'comet-fox', { nickname: 'Kit' })).toBe('changed');
    expect((await pets('p1'))[0]).toMatchObject({ nickname: 'Kit', active: true });
  });

  it('Saturn Tortoise keeps one missed day in the run of active days', async () => {
    await adoptPet(h.db, { userId: 'p2', key: 'event:pet:t', petId: 'saturn-tortoise' });
    await recordProgress(h.db, 'p2', [message(2001, 30_000)]);
    await recordProgress(h.db, 'p2', [message(2002, 30_002)]);
    expect((await progressOf(h.db, 'p2')).get('active-run')).toBe(3);
    // Not twice in a week.
    await recordProgress(h.db, 'p2', [message(2003, 30_004)]);
    expect((await progressOf(h.db, 'p2')).get('active-run')).toBe(1);
  });
});
