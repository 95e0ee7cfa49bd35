import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ACHIEVEMENT_GOALS,
  ACHIEVEMENTS,
  CARDS,
  PROGRESS_COUNTERS,
  type ProgressCounter,
} from '@hoshi/contracts/profile-catalogue';
import { rowsOf, type Database } from './client.ts';
import type { Transaction } from './job-store.ts';
import { PET_ABILITY } from '@hoshi/contracts/profile-rules';
import { energyNow } from '@hoshi/contracts/economy';
import { activePetOf, growActivePet, levelPet, petActivity, storedPets } from './pet-growth.ts';
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

/** The events whose keys were new, each key once (a batch may name "server X" in every message). */
function countedOf(events: readonly ProgressEvent[], fresh: ReadonlySet<string>): ProgressEvent[] {
  const seen = new Set<string>();
  return events.filter((e) => fresh.has(e.key) && !seen.has(e.key) && seen.add(e.key));
}

/**
 * Many events (a member's messages of a moment) move each counter once: counts summed, bests the
 * greatest.
 */
function totalsOf(counted: readonly ProgressEvent[]): Map<ProgressCounter, number> {
  const totals = new Map<ProgressCounter, number>();
  for (const { counter, value } of counted.flatMap((e) => e.updates)) {
    const before = totals.get(counter);
    const best = PROGRESS_COUNTERS[counter] === 'best';
    totals.set(counter, before === undefined ? value : best ? Math.max(before, value) : before + value);
  }
  return totals;
}

/** Each event's active day (a pet grows by each). */
const activityOf = (counted: readonly ProgressEvent[]) =>
  counted.flatMap((e) => (e.activeDay === undefined ? [] : [e.activeDay]));

/** The days the member was active, each once, in order. */
const daysOf = (counted: readonly ProgressEvent[]) => [...new Set(activityOf(counted))].sort((a, b) => a - b);

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
    const counted = countedOf(events, fresh);
    if (counted.length === 0) return { cleared: [], counted: false };
    for (const [counter, value] of totalsOf(counted))
      await move(tx, userId, counter, value, PROGRESS_COUNTERS[counter] === 'best');
    for (const day of daysOf(counted)) await activeOn(tx, userId, day);
    // Activity (a message, a command) grows the member's active pet.
    await growActivePet(tx, userId, activityOf(counted));
    return { cleared: await clearReached(tx, userId, toldNow), counted: true };
  });
}

/** One member's events in a batch of many members' (`recordProgressBatch`). */
export interface MemberProgress {
  userId: string;
  events: readonly ProgressEvent[];
  /** The caller tells what is cleared at once (a level-up channel): nothing is kept untold. */
  toldNow: boolean;
}

/** These counters of these members. */
const countersOf = (tx: Transaction, userIds: string[], counters: string[]) =>
  tx
    .select({
      userId: achievementCounters.userId,
      counter: achievementCounters.counter,
      value: achievementCounters.value,
    })
    .from(achievementCounters)
    .where(and(inArray(achievementCounters.userId, userIds), inArray(achievementCounters.counter, counters)));

/** The counters the catalogue's goals are counted by. */
const GOAL_COUNTERS = [...new Set(Object.values(ACHIEVEMENT_GOALS).map((g) => g.counter))];

/** Marks what a batch cleared for a member, so a try after a lost answer can tell it (pruned). */
const CLEARED_PREFIX = `${EVENT_KEY_PREFIX}cleared:`;

/** By code point, the same in every process (the order rows are locked in). */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * `recordProgress` for many members at once, with the same results as calling it for each member
 * in turn (docs/product.md#achievements): one transaction and a fixed number of set-based
 * statements for the whole batch, not a transaction per member. Each event counts once by its key;
 * the counters move in one statement, rows locked in order of member and counter (then the
 * profiles, by member), so two processes' batches wait for each other rather than deadlock. A new
 * active day (the run, the streak, Saturn Tortoise) and a pet's new level take the per-member path.
 *
 * `token` marks this try; `tokens` are this batch's tries so far (the last is this one): what an
 * earlier try whose answer was lost cleared is read back and answered, not lost.
 */
export async function recordProgressBatch(
  db: Database,
  members: readonly MemberProgress[],
  tries: { token: string; tokens: readonly string[] },
): Promise<Map<string, Progress>> {
  const result = new Map<string, Progress>();
  const owner = new Map<string, string>();
  for (const { userId, events } of members)
    for (const { key } of events) if (!owner.has(key)) owner.set(key, userId);
  if (owner.size === 0) return result;
  return db.transaction(async (tx) => {
    const earlier = tries.tokens.filter((t) => t !== tries.token);
    if (earlier.length > 0) {
      const marks = await tx
        .select({ key: achievementEvents.key })
        .from(achievementEvents)
        .where(
          sql`${achievementEvents.key} like any(${`{${earlier.map((t) => `${CLEARED_PREFIX}${t}:%`).join(',')}}`}::text[])`,
        );
      for (const { key } of marks) {
        // `{CLEARED_PREFIX}{token}:{member}:{indices}`; a token has no colon.
        const [, userId = '', indices = ''] = key.slice(CLEARED_PREFIX.length).split(':');
        result.set(userId, { counted: true, cleared: indices.split(',').map(Number) });
      }
    }
    const keys = JSON.stringify(
      [...owner].sort(([a], [b]) => byText(a, b)).map(([key, user_id]) => ({ key, user_id })),
    );
    const fresh = new Set(
      rowsOf(
        await tx.execute(sql`
          insert into achievement_events (key, user_id)
          select key, user_id from jsonb_to_recordset(${keys}::jsonb) as e(key text, user_id text)
          on conflict do nothing
          returning key`),
      ).map((r) => String(r.key)),
    );
    const counted = new Map<string, { events: ProgressEvent[]; toldNow: boolean }>();
    for (const { userId, events, toldNow } of members) {
      const mine = countedOf(
        events.filter((e) => owner.get(e.key) === userId),
        fresh,
      );
      for (const e of mine) fresh.delete(e.key);
      if (mine.length === 0) continue;
      const before = counted.get(userId);
      if (before) before.events.push(...mine);
      else counted.set(userId, { events: mine, toldNow });
    }
    const users = [...counted.keys()].sort(byText);
    if (users.length === 0) return result;

    // The run of active days: each member's last active day and run read under lock. One new day,
    // the next or a later one, moves with the counters below; more, or the day after a missed one
    // (Saturn Tortoise, docs/product.md#achievements), take activeOn, member by member.
    const active = users.filter((u) => daysOf(counted.get(u)?.events ?? []).length > 0);
    const runRows =
      active.length === 0
        ? []
        : await countersOf(tx, active, [LAST_DAY, RUN])
            .orderBy(achievementCounters.userId, achievementCounters.counter)
            .for('update');
    const runOf = new Map(runRows.map((r) => [`${r.userId}:${r.counter}`, r.value]));
    const stored = (userId: string, counter: string) => runOf.get(`${userId}:${counter}`);
    const runs = new Map<string, { day: number; next: number }>();
    const oneByOne: string[] = [];
    for (const userId of active) {
      const last = Number(stored(userId, LAST_DAY) ?? -2);
      const days = daysOf(counted.get(userId)?.events ?? []).filter((day) => day > last);
      const [day] = days;
      if (day === undefined) continue;
      if (days.length > 1 || day === last + 2) oneByOne.push(userId);
      else runs.set(userId, { day, next: day === last + 1 ? Number(stored(userId, RUN) ?? 0) + 1 : 1 });
    }

    const moves = users.flatMap((user_id) => {
      const totals = new Map<string, number>(totalsOf(counted.get(user_id)?.events ?? []));
      const run = runs.get(user_id);
      if (run) {
        totals.set(LAST_DAY, run.day);
        totals.set(RUN, run.next);
        totals.set('streak', Math.max(run.next, totals.get('streak') ?? 0));
      }
      return [...totals]
        .sort(([a], [b]) => byText(a, b))
        .map(([counter, value]) => ({ user_id, counter, value }));
    });
    const bests = Object.entries(PROGRESS_COUNTERS).flatMap(([c, kind]) => (kind === 'best' ? [c] : []));
    if (moves.length > 0)
      await tx.execute(sql`
        insert into achievement_counters as t (user_id, counter, value)
        select user_id, counter, value
        from jsonb_to_recordset(${JSON.stringify(moves)}::jsonb) as c(user_id text, counter text, value bigint)
        on conflict (user_id, counter) do update set
          value = case
            when t.counter = any(${`{${bests.join(',')}}`}::text[]) then greatest(t.value, excluded.value)
            when t.counter in (${LAST_DAY}, ${RUN}) then excluded.value
            else t.value + excluded.value end,
          updated_at = now()`);
    for (const userId of oneByOne)
      for (const day of daysOf(counted.get(userId)?.events ?? [])) await activeOn(tx, userId, day);

    // Every member's profile locked at once, in order (a member's first made first); their active
    // pets grow.
    const lockProfiles = (ids: string[]) =>
      tx
        .select({
          userId: profiles.userId,
          achievements: profiles.achievements,
          unannounced: profiles.unannounced,
          pets: profiles.pets,
        })
        .from(profiles)
        .where(inArray(profiles.userId, ids))
        .orderBy(profiles.userId)
        .for('update');
    const rows = await lockProfiles(users);
    if (rows.length < users.length) {
      const have = new Set(rows.map((r) => r.userId));
      const missing = users.filter((u) => !have.has(u));
      await tx
        .insert(profiles)
        .values(missing.map((userId) => ({ userId })))
        .onConflictDoNothing();
      rows.push(...(await lockProfiles(missing)));
    }
    const growing = rows.flatMap((row) => {
      const pets = storedPets(row.pets);
      const pet = pets.find((p) => p.active);
      const days = activityOf(counted.get(row.userId)?.events ?? []);
      return pet && days.length > 0
        ? [{ userId: row.userId, pets, pet, value: petActivity(pet.id, days) }]
        : [];
    });
    if (growing.length > 0) {
      const grown = await tx
        .insert(achievementCounters)
        .values(growing.map(({ userId, value }) => ({ userId, counter: 'pet-growth', value })))
        .onConflictDoUpdate({
          target: [achievementCounters.userId, achievementCounters.counter],
          set: { value: sql`${achievementCounters.value} + excluded.value`, updatedAt: new Date() },
        })
        .returning({ userId: achievementCounters.userId, value: achievementCounters.value });
      const grownOf = new Map(grown.map((r) => [r.userId, Number(r.value)]));
      for (const { userId, pets, pet } of growing)
        await levelPet(tx, userId, pets, pet, grownOf.get(userId) ?? 0);
    }

    // What the counters now reach, cleared in the locked rows: one statement for those with news.
    // Only the counters goals name are read (`reached` looks at no other).
    const values = new Map<string, Map<string, number>>(users.map((u) => [u, new Map()]));
    for (const r of await countersOf(tx, users, GOAL_COUNTERS))
      values.get(r.userId)?.set(r.counter, Number(r.value));
    const changes = rows.flatMap((row) => {
      const now = clearing(
        row,
        values.get(row.userId) ?? new Map(),
        counted.get(row.userId)?.toldNow ?? false,
      );
      result.set(row.userId, { counted: true, cleared: now?.cleared ?? [] });
      return now ? [{ user_id: row.userId, ...now }] : [];
    });
    if (changes.length > 0) {
      await tx.execute(sql`
        update profiles p set achievements = c.achievements, unannounced = c.unannounced, updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb)
          as c(user_id text, achievements text, unannounced text)
        where p.user_id = c.user_id`);
      await tx
        .insert(achievementEvents)
        .values(
          changes.map(({ user_id, cleared }) => ({
            key: `${CLEARED_PREFIX}${tries.token}:${user_id}:${cleared.join(',')}`,
            userId: user_id,
          })),
        )
        .onConflictDoNothing();
    }
    return result;
  });
}

/** Clears, in the locked profile row, what the member's counters reach; answers what is new. */
export async function clearReached(tx: Transaction, userId: string, toldNow = false): Promise<number[]> {
  await tx.insert(profiles).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select().from(profiles).where(eq(profiles.userId, userId)).for('update');
  if (!row) throw new Error(`No profile row for ${userId} after inserting it`);
  const now = clearing(row, await progressOf(tx, userId), toldNow);
  if (!now) return [];
  await tx
    .update(profiles)
    .set({ achievements: now.achievements, unannounced: now.unannounced, updatedAt: new Date() })
    .where(eq(profiles.userId, userId));
  return now.cleared;
}

/** What a member's counters newly clear in their profile row, and the row's strings after (none: null). */
function clearing(
  row: { achievements: string; unannounced: string },
  values: ReadonlyMap<string, number>,
  toldNow: boolean,
): { cleared: number[]; achievements: string; unannounced: string } | null {
  const held = flagsOf(row.achievements, ACHIEVEMENTS.length);
  const flags = reached(values, held);
  const cleared = flags.flatMap((f, i) => (f && !held[i] ? [i] : []));
  if (cleared.length === 0) return null;
  const unannounced = flagsOf(row.unannounced, ACHIEVEMENTS.length);
  if (!toldNow) for (const i of cleared) unannounced[i] = true;
  return { cleared, achievements: stringOf(flags), unannounced: stringOf(unannounced) };
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
 * `first-message:{guild}:{message}` naming its author, in one statement, so a replay marks
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
  return (await welcomeEventsBatch(db, [m], marked))[0] ?? [];
}

/**
 * `welcomeEvents` for many messages, in order, at once: every new member's first message marked
 * in one statement, then every reply's first message looked up in one query. Answers each
 * message's events, by its place.
 */
export async function welcomeEventsBatch(
  db: Database,
  messages: readonly WelcomeMessage[],
  marked?: Set<string>,
): Promise<ProgressEvent[][]> {
  const firsts: { guild_id: string; user_id: string; id: string }[] = [];
  const asked = new Set<string>();
  for (const m of messages) {
    const joined = m.joinedAt ? Date.parse(m.joinedAt) : NaN;
    const member = `${m.guildId}:${m.userId}`;
    if (!Number.isFinite(joined) || m.at - joined > NEW_MEMBER_MS || marked?.has(member) || asked.has(member))
      continue;
    asked.add(member);
    firsts.push({ guild_id: m.guildId, user_id: m.userId, id: m.id });
  }
  if (firsts.length > 0) {
    // Taken before asking, so the member's next messages meanwhile do not ask too; given back if
    // the question fails. Bounded: forgetting only costs a member's next message one question.
    if (marked && marked.size + asked.size > MARKED_KEPT) marked.clear();
    for (const member of asked) marked?.add(member);
    await db
      .execute(
        sql`
        with f as (
          select * from jsonb_to_recordset(${JSON.stringify(firsts)}::jsonb)
            as f(guild_id text, user_id text, id text)
        ), marked as (
          insert into achievement_events (key, user_id)
          select 'first:' || guild_id || ':' || user_id, user_id from f
          on conflict do nothing
          returning key
        )
        insert into achievement_events (key, user_id)
        select 'first-message:' || f.guild_id || ':' || f.id, f.user_id
        from f join marked on marked.key = 'first:' || f.guild_id || ':' || f.user_id
        on conflict do nothing`,
      )
      .catch((err: unknown) => {
        for (const member of asked) marked?.delete(member);
        throw err;
      });
  }
  const replies = messages.flatMap((m) => (m.repliesTo ? [`first-message:${m.guildId}:${m.repliesTo}`] : []));
  const authors = new Map(
    replies.length === 0
      ? []
      : (
          await db
            .select({ key: achievementEvents.key, userId: achievementEvents.userId })
            .from(achievementEvents)
            .where(inArray(achievementEvents.key, replies))
        ).map((r) => [r.key, r.userId]),
  );
  return messages.map((m) => {
    const first = m.repliesTo ? authors.get(`first-message:${m.guildId}:${m.repliesTo}`) : undefined;
    if (first === undefined || first === m.userId) return [];
    return [
      {
        key: `welcomed:${m.guildId}:${first}:${m.userId}`,
        updates: [{ counter: 'welcomed', value: 1 }],
      },
    ];
  });
}
