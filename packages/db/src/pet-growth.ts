import { eq, sql } from 'drizzle-orm';
import { PET_LEVEL_MAX, type Pet } from '@hoshi/contracts';
import { PETS } from '@hoshi/contracts/profile-catalogue';
import { PET_ABILITY, PET_ACTIVITY_PER_LEVEL } from '@hoshi/contracts/profile-rules';
import type { Transaction } from './job-store.ts';
import { achievementCounters, profiles } from './schema.ts';

/** The stored pets, the kinds the catalogue knows, at most one active. */
export function storedPets(stored: unknown): Pet[] {
  const list = Array.isArray(stored) ? (stored as unknown[]) : [];
  const seen = new Set<string>();
  let active = false;
  return list.flatMap((p): Pet[] => {
    if (typeof p !== 'object' || p === null) return [];
    const { id, level, nickname } = p as Record<string, unknown>;
    if (typeof id !== 'string' || !Object.hasOwn(PETS, id) || seen.has(id)) return [];
    seen.add(id);
    const isActive = (p as { active?: unknown }).active === true && !active;
    active ||= isActive;
    return [
      {
        id,
        active: isActive,
        level: typeof level === 'number' ? Math.max(1, Math.min(PET_LEVEL_MAX, Math.floor(level))) : 1,
        nickname: typeof nickname === 'string' ? nickname : '',
      },
    ];
  });
}

/** The pets written, the page's version moved on (its save then sees someone else saved). */
export async function writePets(tx: Transaction, userId: string, pets: Pet[]) {
  await tx
    .update(profiles)
    .set({ pets, petsVersion: sql`${profiles.petsVersion} + 1`, updatedAt: new Date() })
    .where(eq(profiles.userId, userId));
}

/** The kind of the member's active pet (none: null), read under the row's lock. */
export async function activePetOf(tx: Transaction, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ pets: profiles.pets })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for('update');
  return storedPets(row?.pets).find((p) => p.active)?.id ?? null;
}

/** Saturday or Sunday, UTC, of a day counted from 1970-01-01 (a Thursday). */
const isWeekend = (day: number) => [2, 3].includes(((day % 7) + 7) % 7);

/** The growth a pet gains from activity on these days (Baby Star Dragon: weekends count double). */
export const petActivity = (petId: string, days: readonly number[]): number =>
  days.reduce(
    (sum, day) =>
      sum + (petId === 'baby-star-dragon' && isWeekend(day) ? PET_ABILITY.dragonWeekendGrowth : 1),
    0,
  );

/** The growth a level of the pet takes (Moon Rabbit: fewer). */
export const petPerLevel = (petId: string): number =>
  petId === 'moon-rabbit' ? PET_ABILITY.moonRabbitActivityPerLevel : PET_ACTIVITY_PER_LEVEL;

/** The levels the stored growth `grown` makes, taken from it and given to the active pet. */
export async function levelPet(tx: Transaction, userId: string, pets: Pet[], pet: Pet, grown: number) {
  const perLevel = petPerLevel(pet.id);
  const levels = Math.floor(grown / perLevel);
  if (levels === 0) return;
  await tx
    .update(achievementCounters)
    .set({ value: sql`${achievementCounters.value} - ${levels * perLevel}` })
    .where(sql`${achievementCounters.userId} = ${userId} and ${achievementCounters.counter} = 'pet-growth'`);
  pet.level = Math.min(PET_LEVEL_MAX, pet.level + levels);
  await writePets(tx, userId, pets);
}

/**
 * A pet levels with its owner's activity: each message or command counted (its day) raises the
 * active pet's growth, and every PET_ACTIVITY_PER_LEVEL of it a level (Moon Rabbit: fewer; Baby
 * Star Dragon: weekends count double). In the transaction that counted the activity, so a replay
 * grows nothing.
 */
export async function growActivePet(tx: Transaction, userId: string, days: readonly number[]): Promise<void> {
  if (days.length === 0) return;
  const [row] = await tx
    .select({ pets: profiles.pets })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for('update');
  const pets = storedPets(row?.pets);
  const pet = pets.find((p) => p.active);
  if (!pet) return;
  const [grown] = await tx
    .insert(achievementCounters)
    .values({ userId, counter: 'pet-growth', value: petActivity(pet.id, days) })
    .onConflictDoUpdate({
      target: [achievementCounters.userId, achievementCounters.counter],
      set: { value: sql`${achievementCounters.value} + excluded.value`, updatedAt: new Date() },
    })
    .returning({ value: achievementCounters.value });
  await levelPet(tx, userId, pets, pet, Number(grown?.value ?? 0));
}
