import { eq, sql } from 'drizzle-orm';
import { PET_LEVEL_MAX } from '@hoshi/contracts';
import { PET_ABILITY, PET_ADOPT_LEVEL, PET_FEED_COOLDOWN_MS } from '@hoshi/contracts/profile-rules';
import { clearReached } from './achievement-store.ts';
import type { Database } from './client.ts';
import type { Transaction } from './job-store.ts';
import { storedPets, writePets } from './pet-growth.ts';
import { achievementCounters, achievementEvents, profiles } from './schema.ts';

type Row = typeof profiles.$inferSelect;

async function lock(tx: Transaction, userId: string): Promise<Row> {
  await tx.insert(profiles).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select().from(profiles).where(eq(profiles.userId, userId)).for('update');
  if (!row) throw new Error(`No profile row for ${userId} after inserting it`);
  return row;
}

async function fresh(tx: Transaction, userId: string, key: string): Promise<boolean> {
  const rows = await tx
    .insert(achievementEvents)
    .values({ key, userId })
    .onConflictDoNothing()
    .returning({ key: achievementEvents.key });
  return rows.length > 0;
}

export type AdoptOutcome =
  | { kind: 'replay' }
  | { kind: 'owned' }
  | { kind: 'notReady'; level: number }
  | { kind: 'adopted'; active: boolean; cleared: number[] };

/**
 * /pet adopt (docs/decisions/0101-achievements-cards-and-pets.md): the first pet joins at once
 * (and is active); another once every pet the member has reached PET_ADOPT_LEVEL.
 */
export async function adoptPet(
  db: Database,
  input: { userId: string; key: string; petId: string },
): Promise<AdoptOutcome> {
  const { userId, petId } = input;
  return db.transaction(async (tx) => {
    if (!(await fresh(tx, userId, input.key))) return { kind: 'replay' };
    const pets = storedPets((await lock(tx, userId)).pets);
    if (pets.some((p) => p.id === petId)) return { kind: 'owned' };
    if (pets.some((p) => p.level < PET_ADOPT_LEVEL)) return { kind: 'notReady', level: PET_ADOPT_LEVEL };
    const active = !pets.some((p) => p.active);
    await writePets(tx, userId, [...pets, { id: petId, active, level: 1, nickname: '' }]);
    await tx
      .insert(achievementCounters)
      .values({ userId, counter: 'pets', value: pets.length + 1 })
      .onConflictDoUpdate({
        target: [achievementCounters.userId, achievementCounters.counter],
        set: { value: sql`greatest(${achievementCounters.value}, excluded.value)` },
      });
    return { kind: 'adopted', active, cleared: await clearReached(tx, userId) };
  });
}

export type FeedOutcome =
  | { kind: 'replay' }
  | { kind: 'noPet' }
  | { kind: 'tooSoon'; retryAt: number }
  | { kind: 'fed'; petId: string; level: number };

/** /pet feed: the active pet one level up, once per PET_FEED_COOLDOWN_MS (by the feed's time). */
export async function feedPet(
  db: Database,
  input: { userId: string; key: string; at: number },
): Promise<FeedOutcome> {
  const { userId, at } = input;
  return db.transaction(async (tx) => {
    if (!(await fresh(tx, userId, input.key))) return { kind: 'replay' };
    const pets = storedPets((await lock(tx, userId)).pets);
    const pet = pets.find((p) => p.active);
    if (!pet) return { kind: 'noPet' };
    const counter = `pet-fed:${pet.id}`;
    const cooldown = pet.id === 'star-owl' ? PET_ABILITY.starOwlFeedCooldownMs : PET_FEED_COOLDOWN_MS;
    const [last] = await tx
      .select({ value: achievementCounters.value })
      .from(achievementCounters)
      .where(sql`${achievementCounters.userId} = ${userId} and ${achievementCounters.counter} = ${counter}`);
    if (last && at < Number(last.value) + cooldown)
      return { kind: 'tooSoon', retryAt: Number(last.value) + cooldown };
    await tx
      .insert(achievementCounters)
      .values({ userId, counter, value: at })
      .onConflictDoUpdate({
        target: [achievementCounters.userId, achievementCounters.counter],
        set: { value: at, updatedAt: new Date() },
      });
    // Nebula Jellyfish: two levels a feed; Crater Mole: the other pets one level each.
    const levels = pet.id === 'nebula-jellyfish' ? PET_ABILITY.jellyfishFeedLevels : 1;
    const fed = pets.map((p) =>
      p.id === pet.id
        ? { ...p, level: Math.min(PET_LEVEL_MAX, p.level + levels) }
        : pet.id === 'crater-mole'
          ? { ...p, level: Math.min(PET_LEVEL_MAX, p.level + 1) }
          : p,
    );
    await writePets(tx, userId, fed);
    return { kind: 'fed', petId: pet.id, level: fed.find((p) => p.id === pet.id)?.level ?? pet.level };
  });
}

/** /pet active and /pet name: the change made, or that the member has no such pet. */
export async function changePet(
  db: Database,
  userId: string,
  petId: string,
  change: { active: true } | { nickname: string },
): Promise<'changed' | 'notOwned'> {
  return db.transaction(async (tx) => {
    const pets = storedPets((await lock(tx, userId)).pets);
    if (!pets.some((p) => p.id === petId)) return 'notOwned';
    const next = pets.map((p) =>
      'active' in change
        ? { ...p, active: p.id === petId }
        : p.id === petId
          ? { ...p, nickname: change.nickname }
          : p,
    );
    await writePets(tx, userId, next);
    return 'changed';
  });
}
