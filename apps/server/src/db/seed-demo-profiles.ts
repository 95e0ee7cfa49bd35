import { DEMO } from '@hoshi/discord-emulator';
import type { Pet } from '@hoshi/contracts';
import { ACHIEVEMENTS, CARDS } from '../profile/catalogue.ts';
import type { Database } from '@hoshi/db';
import { profiles } from '@hoshi/db/schema';

const flags = (length: number, cleared: number[]) =>
  Array.from({ length }, (_, i) => (cleared.includes(i) ? '1' : '0')).join('');

/**
 * docs/product.md#the-demo-world: akari has profile data. The first twelve achievements and two later ones (so the
 * page shows cleared, hint and locked stars; the hidden 47 is left to be found), eight cards
 * across the ranks, and four pets, one of them walking with her. mika has none yet.
 */
export const DEMO_PROFILE = {
  userId: DEMO.users.akari,
  achievements: flags(ACHIEVEMENTS.length, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 20, 21]),
  cards: flags(CARDS.length, [0, 1, 2, 5, 8, 13, 21, 34]),
  pets: [
    { id: 'moon-rabbit', active: true, level: 12, nickname: 'Mochi' },
    { id: 'comet-fox', active: false, level: 7, nickname: '' },
    { id: 'star-owl', active: false, level: 3, nickname: 'Professor' },
    { id: 'nebula-jellyfish', active: false, level: 1, nickname: '' },
  ] satisfies Pet[],
};

/** Inserted once, like the rest of the demo data: a row that exists is never touched again. */
export async function seedDemoProfiles(db: Database): Promise<void> {
  await db.insert(profiles).values(DEMO_PROFILE).onConflictDoNothing();
}
