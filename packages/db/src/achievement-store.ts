import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ACHIEVEMENT_GOALS,
  ACHIEVEMENTS,
  CARDS,
  PROGRESS_COUNTERS,
  type ProgressCounter,
} from '@hoshi/contracts/profile-catalogue';
import type { Database } from './client.ts';
import type { Transaction } from './job-store.ts';
import { PET_ABILITY } from '@hoshi/contracts/profile-rules';
import { energyNow } from '@hoshi/contracts/economy';
import { activePetOf, growActivePet } from './pet-growth.ts';
import { achievementCounters, achievementEvents, inventories, profiles } from './schema.ts';

/** One counter moved by an event: a `count` grows by `value`, a `best` keeps the higher. */
export interface ProgressUpdate {
  counter: ProgressCounter;
  value: number;
}

/**
 * The bot's bookkeeping beside the catalogue's counters: the day (days since 1970, UTC) a member
 * was last active and the run of days ending there (docs/decisions/0101-achievements-cards-and-pets.md).
 */
const LAST_DAY = 'active-day';
const RUN = 'active-run';
/** The day Saturn Tortoise last kept a missed day in the run. */
const TORTOISE_KEPT = 'tortoise-kept';

/** Keys of single events (a message, an interaction, a voice session) start so; they are pruned. */
export const EVENT_KEY_PREFIX = 'event:';

/** The UTC day of a time, as counted by the streak. */
export const dayOf = (at: number): number => Math.floor(at / 86_400_000);

export interface Progress {
  /** Achievements the event cleared, by catalogue index (none when it was counted before). */
  cleared: number[];
  /** Whether any event was new (false: a replay, nothing changed). */
  counted: boolean;
}

const flagsOf = (stored: string, length: number) => {
  const flags: boolean[] = [];
  for (let i = 0; i < length; i++) flags.push(stored[i] === '1');
  return flags;
};
const stringOf = (flags: readonly boolean[]) => flags.map((f) => (f ? '1' : '0')).join('');

/** Indices whose goal the counters reach, the achievements count included (it follows the others). */
export function reached(values: ReadonlyMap<string, number>, held: readonly boolean[]): boolean[] {
  const flags = [...held];
  ACHIEVEMENTS.forEach((entry, index) => {
    const goal = ACHIEVEMENT_GOALS[entry.id];
    if (goal && goal.counter !== 'achievements' && (values.get(goal.counter) ?? 0) >= goal.target)
      flags[index] = true;
  });
  // Clearing one of the "clear N achievements" may clear the next: until nothing changes.
  const counting = ACHIEVEMENTS.flatMap((entry, index) => {
    const goal = ACHIEVEMENT_GOALS[entry.id];
    return goal?.counter === 'achievements' ? [{ index, target: goal.target }] : [];
  });
  for (let changed = true; changed;) {
    changed = false;
    for (const { index, target } of counting) {
      if (flags[index]) continue;
      if (flags.filter((f, i) => f && i !== index).length >= target) {
        flags[index] = true;
        changed = true;
      }
    }
  }
  return flags;
}

/** The member's counters, by name. */
export async function progressOf(db: Database | Transaction, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ counter: achievementCounters.counter, value: achievementCounters.value })
    .from(achievementCounters)
    .where(eq(achievementCounters.userId, userId));
  return new Map(rows.map((r) => [r.counter, Number(r.value)]));
}

async function move(tx: Transaction, userId: string, counter: string, value: number, best: boolean) {
  await tx
    .insert(achievementCounters)
    .values({ userId, counter, value })
    .onConflictDoUpdate({
      target: [achievementCounters.userId, achievementCounters.counter],
      set: {
        value: best
          ? sql`greatest(${achievementCounters.value}, excluded.value)`
          : sql`${achievementCounters.value} + excluded.value`,
        updatedAt: new Date(),
      },
    });
}

/** The member's run of active days after `day` (a day already counted changes nothing). */
async function activeOn(tx: Transaction, userId: string, day: number) {
  const rows = await tx
    .select({ counter: achievementCounters.counter, value: achievementCounters.value })
    .from(achievementCounters)
    .where(and(eq(achievementCounters.userId, userId), inArray(achievementCounters.counter, [LAST_DAY, RUN])))
    .for('update');
  const last = Number(rows.find((r) => r.counter === LAST_DAY)?.value ?? -2);
  const run = Number(rows.find((r) => r.counter === RUN)?.value ?? 0);
  if (day <= last) return;
  let next = day === last + 1 ? run + 1 : 1;
  // Saturn Tortoise: one missed day kept in the run, at most once a week.
  if (day === last + 2 && (await activePetOf(tx, userId)) === 'saturn-tortoise') {
    const [kept] = await tx
      .select({ value: achievementCounters.value })
      .from(achievementCounters)
      .where(and(eq(achievementCounters.userId, userId), eq(achievementCounters.counter, TORTOISE_KEPT)));
    if (!kept || day - Number(kept.value) >= PET_ABILITY.tortoiseKeepEveryDays) {
      next = run + 2;
      await tx
        .insert(achievementCounters)
        .values({ userId, counter: TORTOISE_KEPT, value: day })
        .onConflictDoUpdate({
          target: [achievementCounters.userId, achievementCounters.counter],
          set: { value: day, updatedAt: new Date() },
        });
    }
  }
  for (const [counter, value] of [
    [LAST_DAY, day],
    [RUN, next],
  ] as const)
    await tx
      .insert(achievementCounters)
      .values({ userId, counter, value })
      .onConflictDoUpdate({
        target: [achievementCounters.userId, achievementCounters.counter],
        set: { value, updatedAt: new Date() },
      });
  await move(tx, userId, 'streak', next, true);
}

/** An event and what it moves; `activeDay`: the member was active that day (the streak). */
export interface ProgressEvent {
  key: string;
  updates: readonly ProgressUpdate[];
  activeDay?: number;
}

/**
 * Counts events toward a member's achievements, each once: its key (a message's or an
 * interaction's id, a voice session, "thanked by X", "used Hoshi in server Y") is recorded in the
 * transaction that moves the counters, so a replay changes nothing. The achievements the counters
 * now reach are cleared in the profile and kept as not yet told (`unannounced`) until the bot
 * tells them.
 */
export async function recordProgress(
  db: Database,
  userId: string,
  events: readonly ProgressEvent[],
  /** The caller tells what is cleared at once (a level-up channel): nothing is kept untold. */
  toldNow = false,
): Promise<Progress> {
  if (events.length === 0) return { cleared: [], counted: false };
  return db.transaction(async (tx) => {
    const fresh = new Set(
      (
        await tx
          .insert(achievementEvents)
          .values(events.map(({ key }) => ({ key, userId })))
          .onConflictDoNothing()
          .returning({ key: achievementEvents.key })
      ).map((r) => r.key),
    );
    const counted = events.filter((e) => fresh.has(e.key));
    if (counted.length === 0) return { cleared: [], counted: false };
    // Many events (a member's messages of a moment) move each counter once: counts summed, bests
    // the greatest; each day they were active once, in order.
    const totals = new Map<ProgressUpdate['counter'], number>();
    for (const { counter, value } of counted.flatMap((e) => e.updates)) {
      const before = totals.get(counter);
      const best = PROGRESS_COUNTERS[counter] === 'best';
      totals.set(counter, before === undefined ? value : best ? Math.max(before, value) : before + value);
    }
    for (const [counter, value] of totals)
      await move(tx, userId, counter, value, PROGRESS_COUNTERS[counter] === 'best');
    const days = new Set(counted.flatMap((e) => (e.activeDay === undefined ? [] : [e.activeDay])));
    for (const day of [...days].sort((a, b) => a - b)) await activeOn(tx, userId, day);
    // Activity (a message, a command) grows the member's active pet.
    await growActivePet(
      tx,
      userId,
      counted.flatMap((e) => (e.activeDay === undefined ? [] : [e.activeDay])),
    );
    return { cleared: await clearReached(tx, userId, toldNow), counted: true };
  });
}

/** Clears, in the locked profile row, what the member's counters reach; answers what is new. */
export async function clearReached(tx: Transaction, userId: string, toldNow = false): Promise<number[]> {
  await tx.insert(profiles).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select().from(profiles).where(eq(profiles.userId, userId)).for('update');
  if (!row) throw new Error(`No profile row for ${userId} after inserting it`);
  const held = flagsOf(row.achievements, ACHIEVEMENTS.length);
  const flags = reached(await progressOf(tx, userId), held);
  const cleared = flags.flatMap((f, i) => (f && !held[i] ? [i] : []));
  if (cleared.length === 0) return [];
  const unannounced = flagsOf(row.unannounced, ACHIEVEMENTS.length);
  if (!toldNow) for (const i of cleared) unannounced[i] = true;
  await tx
    .update(profiles)
    .set({ achievements: stringOf(flags), unannounced: stringOf(unannounced), updatedAt: new Date() })
    .where(eq(profiles.userId, userId));
  return cleared;
}

/** The achievements cleared and not yet told, taken (told once, whichever process asks first). */
export async function takeUnannounced(db: Database, userId: string): Promise<number[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(profiles).where(eq(profiles.userId, userId)).for('update');
    if (!row?.unannounced.includes('1')) return [];
    await tx.update(profiles).set({ unannounced: '' }).where(eq(profiles.userId, userId));
    return flagsOf(row.unannounced, ACHIEVEMENTS.length).flatMap((f, i) => (f ? [i] : []));
  });
}

export type DrawOutcome =
  | { kind: 'replay' }
  | { kind: 'noEnergy'; energy: number }
  | { kind: 'drawn'; card: number; stars: number; duplicate: boolean; energy: number; cleared: number[] };

const CARD_STARS_MAX = 5;

/**
 * /draw (docs/decisions/0101-achievements-cards-and-pets.md): spends `cost` from the member's
 * energy in the server as it stands now (refilled over time as the economy counts it,
 * docs/decisions/0100-member-economy.md) under the inventory row's lock, so parallel draws never
 * take it below zero, and gives `card`: a new card at its catalogue stars, a duplicate one star
 * more, up to 5. Keyed by the interaction: once.
 */
export async function drawCard(
  db: Database,
  input: {
    guildId: string;
    userId: string;
    key: string;
    card: number;
    cost: number;
    toldNow: boolean;
    /** The stars a duplicate gains (Aurora Penguin: 2). */
    duplicateStars?: number;
    /** The bot's clock (energy refills by it). */
    now?: number;
  },
): Promise<DrawOutcome> {
  const { guildId, userId, key, card, cost } = input;
  const entry = CARDS[card];
  if (!entry) throw new Error(`No card ${card} in the catalogue`);
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(achievementEvents)
      .values({ key, userId })
      .onConflictDoNothing()
      .returning({ key: achievementEvents.key });
    if (fresh.length === 0) return { kind: 'replay' };
    const now = input.now ?? Date.now();
    await tx
      .insert(inventories)
      .values({ guildId, userId, energyAt: new Date(now) })
      .onConflictDoNothing();
    const mine = and(eq(inventories.guildId, guildId), eq(inventories.userId, userId));
    const [wallet] = await tx.select().from(inventories).where(mine).for('update');
    if (!wallet) throw new Error(`No inventory row for ${userId} after inserting it`);
    const refilled = energyNow(wallet.energy, wallet.energyMax, wallet.energyAt.getTime(), now);
    if (refilled.energy < cost) return { kind: 'noEnergy', energy: refilled.energy };
    const left = refilled.energy - cost;
    // Spent from full, the refill clock starts now (energyNow moved it on otherwise).
    await tx
      .update(inventories)
      .set({ energy: left, energyAt: new Date(refilled.at), updatedAt: new Date(now) })
      .where(mine);
    const spent = { energy: left };
    await tx.insert(profiles).values({ userId }).onConflictDoNothing();
    const [row] = await tx.select().from(profiles).where(eq(profiles.userId, userId)).for('update');
    if (!row) throw new Error(`No profile row for ${userId} after inserting it`);
    const held = flagsOf(row.cards, CARDS.length);
    const stars = cardStarsOf(row.cards, row.cardStars);
    const duplicate = held[card] === true;
    stars[card] = duplicate
      ? Math.min(CARD_STARS_MAX, (stars[card] ?? 0) + (input.duplicateStars ?? 1))
      : entry.stars;
    held[card] = true;
    await tx
      .update(profiles)
      .set({ cards: stringOf(held), cardStars: stars.join(''), updatedAt: new Date() })
      .where(eq(profiles.userId, userId));
    await move(tx, userId, 'card-kinds', held.filter(Boolean).length, true);
    if (entry.rank === 'S') await move(tx, userId, 'card-s', 1, false);
    const cleared = await clearReached(tx, userId, input.toldNow);
    return {
      kind: 'drawn',
      card,
      stars: stars[card] ?? entry.stars,
      duplicate,
      energy: spent.energy,
      cleared,
    };
  });
}

/** Each held card's stars as stored ('0' not held; a card held before stars were kept: its own). */
export function cardStarsOf(cards: string, cardStars: string): number[] {
  return CARDS.map((c, i) =>
    cards[i] === '1' ? Math.max(1, Math.min(CARD_STARS_MAX, Number(cardStars[i] ?? '0') || c.stars)) : 0,
  );
}

/**
 * A member's voice state in a server, as time toward the voice achievements: joining starts a
 * session (kept as the counter `voice-since:{guild}`, in seconds) and counts a join; leaving ends
 * it and answers its minutes, keyed by its start so they count once. Answers the events to count.
 */
export async function recordVoice(
  db: Database,
  input: { guildId: string; userId: string; inChannel: boolean; at: number },
): Promise<ProgressEvent[]> {
  const { guildId, userId, at } = input;
  const counter = `voice-since:${guildId}`;
  const mine = and(eq(achievementCounters.userId, userId), eq(achievementCounters.counter, counter));
  if (input.inChannel) {
    const start = Math.floor(at / 1000);
    const started = await db
      .insert(achievementCounters)
      .values({ userId, counter, value: start })
      .onConflictDoNothing()
      .returning({ value: achievementCounters.value });
    return started.length === 0
      ? []
      : [
          {
            key: `${EVENT_KEY_PREFIX}voice-join:${guildId}:${userId}:${start}`,
            updates: [{ counter: 'voice-joins', value: 1 }],
          },
        ];
  }
  const [ended] = await db
    .delete(achievementCounters)
    .where(mine)
    .returning({ value: achievementCounters.value });
  if (!ended) return [];
  const minutes = Math.max(0, Math.floor((at / 1000 - Number(ended.value)) / 60));
  return [
    {
      key: `${EVENT_KEY_PREFIX}voice-left:${guildId}:${userId}:${ended.value}`,
      updates: [{ counter: 'voice-minutes', value: minutes }],
    },
  ];
}

/** docs/product.md#achievements: a member who joined at most this long before a message is new. */
export const NEW_MEMBER_MS = 7 * 86_400_000;

/** How many members' first messages a process remembers as marked before it starts afresh. */
const MARKED_KEPT = 100_000;

/** A message as Welcome Committee sees it: who sent it, when they joined, which message it replies to. */
export interface WelcomeMessage {
  id: string;
  guildId: string;
  userId: string;
  at: number;
  joinedAt?: string | null;
  /** The message it replies to (a reply's message_reference), if it is a reply. */
  repliesTo?: string | null;
}

/**
 * Welcome Committee (docs/product.md#achievements). A new member's first message in a server (the
 * first Hoshi sees) is marked: `first:{guild}:{member}` once, and with it
 * `first-message:{guild}:{message}` naming its author, in one transaction, so a replay marks
 * nothing new. A reply by another member to a marked first message is an event counted once per
 * new member for the one replying (`welcomed:{guild}:{new member}:{replier}`). Markers are kept
 * (their keys are not single events' and are never pruned): one per new member and server.
 */
export async function welcomeEvents(
  db: Database,
  m: WelcomeMessage,
  /**
   * Members (`{guild}:{member}`) whose first message this process has seen marked: their later
   * messages skip the database. A process without it (or restarted) asks, and the key says no.
   */
  marked?: Set<string>,
): Promise<ProgressEvent[]> {
  const joined = m.joinedAt ? Date.parse(m.joinedAt) : NaN;
  const member = `${m.guildId}:${m.userId}`;
  if (Number.isFinite(joined) && m.at - joined <= NEW_MEMBER_MS && !marked?.has(member)) {
    // Taken before asking, so the member's next messages meanwhile do not ask too; given back if
    // the question fails. Bounded: forgetting only costs a member's next message one question.
    if (marked && marked.size >= MARKED_KEPT) marked.clear();
    marked?.add(member);
    await db
      .transaction(async (tx) => {
        const fresh = await tx
          .insert(achievementEvents)
          .values({ key: `first:${m.guildId}:${m.userId}`, userId: m.userId })
          .onConflictDoNothing()
          .returning({ key: achievementEvents.key });
        if (fresh.length > 0)
          await tx
            .insert(achievementEvents)
            .values({ key: `first-message:${m.guildId}:${m.id}`, userId: m.userId })
            .onConflictDoNothing();
      })
      .catch((err: unknown) => {
        marked?.delete(member);
        throw err;
      });
  }
  if (!m.repliesTo) return [];
  const [first] = await db
    .select({ userId: achievementEvents.userId })
    .from(achievementEvents)
    .where(eq(achievementEvents.key, `first-message:${m.guildId}:${m.repliesTo}`));
  if (!first || first.userId === m.userId) return [];
  return [
    {
      key: `welcomed:${m.guildId}:${first.userId}:${m.userId}`,
      updates: [{ counter: 'welcomed', value: 1 }],
    },
  ];
}
