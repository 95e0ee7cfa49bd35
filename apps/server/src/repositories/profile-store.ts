import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  HIDDEN_ACHIEVEMENT,
  STARSHOOTER_ACHIEVEMENT_SCORE,
  pet,
  type AchievementsAnswer,
  type CardsAnswer,
  type ClickmeAnswer,
  type Issue,
  type Pet,
  type PetsAnswer,
  type PetsDocument,
} from '@hoshi/contracts';
import { cardStarsOf, dayOf, EVENT_KEY_PREFIX, progressOf, recordProgress, type Database } from '@hoshi/db';
import { achievementCounters, auditLog, profiles } from '@hoshi/db/schema';
import { HttpError, invalidRequest, issue } from '../lib/http-error.ts';
import { ACHIEVEMENT_GOALS, ACHIEVEMENTS, CARDS, PETS } from '../profile/catalogue.ts';

type Row = typeof profiles.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The stored flags as one per catalogue entry: a shorter string (the catalogue grew) reads as not
 * yet earned, a longer one (an entry retired) is cut, anything but '1' is '0'.
 */
export function readFlags(stored: string | undefined, length: number): string {
  let flags = '';
  for (let i = 0; i < length; i++) flags += stored?.[i] === '1' ? '1' : '0';
  return flags;
}

const withFlag = (flags: string, index: number) => `${flags.slice(0, index)}1${flags.slice(index + 1)}`;

const STARSHOOTER_ACE = ACHIEVEMENTS.findIndex((entry) => entry.id === 'shooter-350');
if (STARSHOOTER_ACE < 0) throw new Error('The catalogue has no Starshooter ace (shooter-350)');

const STARGAZER = HIDDEN_ACHIEVEMENT + 1;
/** The counter keeping the day the hidden star was found (docs/product.md#achievements). */
const HIDDEN_STAR_DAY = 'hidden-star-day';

const isPetId = (id: string): boolean => Object.hasOwn(PETS, id);

/**
 * Stored pets read defensively (like inventories): an entry that is malformed or of a kind the
 * catalogue no longer has is left out, a second active one is made inactive — never a 500.
 */
export function readPets(stored: unknown): Pet[] {
  const list = z.array(z.unknown()).catch([]).parse(stored);
  const seen = new Set<string>();
  let active = false;
  return list.flatMap((entry) => {
    const parsed = pet.safeParse(entry);
    if (!parsed.success || !isPetId(parsed.data.id) || seen.has(parsed.data.id)) return [];
    seen.add(parsed.data.id);
    const isActive = parsed.data.active && !active;
    active ||= isActive;
    return [{ ...parsed.data, active: isActive }];
  });
}

const achievementInfo = (index: number) => {
  const entry = ACHIEVEMENTS[index];
  if (!entry) throw new Error(`No achievement ${index} in the catalogue`);
  return entry;
};

/**
 * The member's row, made for a member the bot has not met yet, and locked for the transaction's
 * update. A write that is refused later rolls the new row back with it.
 */
async function lockRow(tx: Transaction, userId: string): Promise<Row> {
  await tx.insert(profiles).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select().from(profiles).where(eq(profiles.userId, userId)).for('update');
  if (!row) throw new Error(`No profile row for ${userId} after inserting it`);
  return row;
}

const conflict = (current: PetsDocument) =>
  new HttpError(409, 'version_conflict', 'Someone else saved these pets meanwhile.', [], { current });

/**
 * The member profile (docs/product.md#profile, docs/product.md#api-calls): achievements and cards are the bot's to grant and only
 * read here, except the hidden achievement the page itself finds; pets are named and the
 * active one picked on the page.
 */
export class ProfileStore {
  constructor(private readonly db: Database) {}

  private async row(userId: string): Promise<Row | undefined> {
    const [row] = await this.db.select().from(profiles).where(eq(profiles.userId, userId));
    return row;
  }

  async achievements(userId: string, now = Date.now()): Promise<AchievementsAnswer> {
    let achievements = readFlags((await this.row(userId))?.achievements, ACHIEVEMENTS.length);
    const counters = await progressOf(this.db, userId);
    // The stargazer: the hidden star found on an earlier day, and the member back to see it.
    const foundOn = counters.get(HIDDEN_STAR_DAY);
    if (achievements[STARGAZER] !== '1' && foundOn !== undefined && dayOf(now) > foundOn)
      achievements = await this.clear(userId, STARGAZER);
    const info: AchievementsAnswer['info'] = {};
    const progress: AchievementsAnswer['progress'] = {};
    ACHIEVEMENTS.forEach((entry, index) => {
      // The hidden star keeps its secret until it is found.
      if (index !== HIDDEN_ACHIEVEMENT || achievements[index] === '1') info[index] = entry;
      const goal = ACHIEVEMENT_GOALS[entry.id];
      if (!goal || goal.target <= 1 || achievements[index] === '1') return;
      const value =
        goal.counter === 'achievements'
          ? [...achievements].filter((f, i) => f === '1' && i !== index).length
          : (counters.get(goal.counter) ?? 0);
      progress[index] = { value: Math.max(0, Math.min(value, goal.target)), target: goal.target };
    });
    return { achievements, info, progress };
  }

  /** Clears achievement `index` (once) and answers the flags after. */
  private clear(userId: string, index: number): Promise<string> {
    return this.db.transaction(async (tx) => {
      const row = await lockRow(tx, userId);
      const flags = withFlag(readFlags(row.achievements, ACHIEVEMENTS.length), index);
      if (flags !== row.achievements)
        await tx
          .update(profiles)
          .set({ achievements: flags, updatedAt: new Date() })
          .where(eq(profiles.userId, userId));
      return flags;
    });
  }

  /** docs/product.md#profile: the hidden achievement was tapped; it is cleared (once), and 47 and 48 answered. */
  async clickme(userId: string, now = Date.now()): Promise<ClickmeAnswer> {
    const achievements = await this.clear(userId, HIDDEN_ACHIEVEMENT);
    // The day it was found (the first time only): the stargazer is the member back a later day.
    await this.db
      .insert(achievementCounters)
      .values({ userId, counter: HIDDEN_STAR_DAY, value: dayOf(now) })
      .onConflictDoNothing();
    return {
      achievements,
      info: {
        [HIDDEN_ACHIEVEMENT]: achievementInfo(HIDDEN_ACHIEVEMENT),
        [HIDDEN_ACHIEVEMENT + 1]: achievementInfo(HIDDEN_ACHIEVEMENT + 1),
      },
    };
  }

  /** docs/product.md#api-calls: a Starshooter game ended; 350 or more clears the Starshooter ace. */
  async starshooter(userId: string, score: number): Promise<{ achievements: string }> {
    if (score >= STARSHOOTER_ACHIEVEMENT_SCORE) await this.clear(userId, STARSHOOTER_ACE);
    // The game ended (the page posts one game once): its score toward the Starshooter
    // achievements, and a game of 350 or more toward the counted aces (docs/product.md#achievements).
    const ace = score >= STARSHOOTER_ACHIEVEMENT_SCORE;
    await recordProgress(this.db, userId, [
      {
        key: `${EVENT_KEY_PREFIX}shooter:${userId}:${randomUUID()}`,
        updates: [
          { counter: 'shooter-games', value: 1 },
          { counter: 'shooter-best', value: score },
          ...(ace ? [{ counter: 'shooter-aces' as const, value: 1 }] : []),
        ],
      },
    ]);
    return { achievements: readFlags((await this.row(userId))?.achievements, ACHIEVEMENTS.length) };
  }

  async cards(userId: string): Promise<CardsAnswer> {
    const row = await this.row(userId);
    const cards = readFlags(row?.cards, CARDS.length);
    // A held card shows the member's stars (a drawn duplicate raised them); the rest their own.
    const stars = cardStarsOf(cards, row?.cardStars ?? '');
    return {
      cards,
      info: Object.fromEntries(
        CARDS.map((card, index) => [index, { ...card, stars: stars[index] || card.stars }]),
      ),
    };
  }

  async pets(userId: string): Promise<PetsAnswer> {
    const row = await this.row(userId);
    const pets = readPets(row?.pets);
    return {
      version: row?.petsVersion ?? 0,
      pets,
      // Every pet of the catalogue, so the page can name the ones still to meet.
      info: { ...PETS },
      count: Object.keys(PETS).length,
    };
  }

  /**
   * Saves the pets page (docs/product.md#profile: saving sends the pet list). The list is the member's own
   * pets: none added, none left out, levels as the bot set them; names and the active one are
   * the member's. A stale version answers 409 with the current list.
   */
  async savePets(userId: string, next: PetsDocument): Promise<PetsDocument> {
    return this.db.transaction(async (tx) => {
      const row = await lockRow(tx, userId);
      const current: PetsDocument = { version: row.petsVersion, pets: readPets(row.pets) };
      if (current.version !== next.version) throw conflict(current);
      const issues = petIssues(current.pets, next.pets);
      if (issues.length) throw invalidRequest(issues);
      await tx
        .update(profiles)
        .set({ pets: next.pets, petsVersion: sql`${profiles.petsVersion} + 1`, updatedAt: new Date() })
        .where(eq(profiles.userId, userId));
      const saved = { version: current.version + 1, pets: next.pets };
      // Every save writes its audit row in its transaction (docs/product.md#api-rules). The pets save's path
      // carries the member's id where a guild's save carries the guild's, and so does the row.
      await tx
        .insert(auditLog)
        .values({ guildId: userId, userId, action: 'save:pets', before: current, after: saved });
      return saved;
    });
  }
}

/** What a pets save may not change: which pets there are, and their levels. */
function petIssues(owned: Pet[], sent: Pet[]): Issue[] {
  const byId = new Map(owned.map((p) => [p.id, p]));
  const seen = new Set<string>();
  const issues: Issue[] = [];
  sent.forEach((p, i) => {
    const mine = byId.get(p.id);
    if (!mine) issues.push(issue(`pets.${i}.id`, 'not_owned', {}, 'is not one of your pets'));
    else if (seen.has(p.id)) issues.push(issue(`pets.${i}.id`, 'duplicate', {}, 'is listed twice'));
    else if (mine.level !== p.level)
      issues.push(issue(`pets.${i}.level`, 'read_only', {}, 'is raised by the bot'));
    seen.add(p.id);
  });
  if (issues.length === 0 && seen.size !== byId.size)
    issues.push(issue('pets', 'read_only', {}, 'must list each of your pets'));
  return issues;
}
