import { z } from 'zod';
import { text } from './fields.ts';
import { itemText } from './inventory.ts';
import { coded } from './issues.ts';
import { version } from './settings.ts';

/**
 * The member profile's collections (docs/product.md#profile, docs/product.md#api-calls): achievements, cards and pets. Each is the
 * signed-in user's own (docs/product.md#api-rules: `/api/users/{id}/…` only for that user).
 */

/** docs/product.md#profile: the hidden achievement; tapping its star asks the server (clickme). */
export const HIDDEN_ACHIEVEMENT = 47;

/** A string of 0/1 flags; position i is achievement (or card) i. */
export const flagString = z.string().regex(/^[01]*$/);

export const achievementInfo = z.object({ id: z.string(), name: itemText, description: itemText });
export type AchievementInfo = z.infer<typeof achievementInfo>;

/**
 * GET /api/users/{id}/achievements: the flags and the info keyed by index. The hidden
 * achievement's info is left out until it is cleared: its star keeps its secret.
 */
export const achievementsAnswer = z.object({
  achievements: flagString,
  info: z.record(z.string(), achievementInfo),
  /**
   * Ours (docs/product.md#achievements): each counting achievement not yet cleared, by index, with
   * the member's count and its goal ("340 / 1,000"). Left out for the cleared and the one-step ones.
   */
  progress: z.record(
    z.string(),
    z.object({ value: z.number().int().nonnegative(), target: z.number().int().positive() }),
  ),
});
export type AchievementsAnswer = z.infer<typeof achievementsAnswer>;

/** POST /api/users/{id}/achievements/clickme answers the new flags and entries 47 and 48. */
export const clickmeAnswer = z.object({
  achievements: flagString,
  info: z.object({ [HIDDEN_ACHIEVEMENT]: achievementInfo, [HIDDEN_ACHIEVEMENT + 1]: achievementInfo }),
});
export type ClickmeAnswer = z.infer<typeof clickmeAnswer>;

/** docs/product.md#profile: a Starshooter game ending with this score or more earns its achievement. */
export const STARSHOOTER_ACHIEVEMENT_SCORE = 350;

/** POST /api/users/{id}/achievements/starshooter (docs/product.md#api-calls): the game and its final score. */
export const starshooterBody = z.object({
  game: z.literal('starshooter'),
  score: z.number().int().min(0).max(1_000_000_000),
});
export type StarshooterBody = z.infer<typeof starshooterBody>;

/** Its answer (the spec shows none): the flags after the post. */
export const starshooterAnswer = z.object({ achievements: flagString });

/** docs/product.md#profile: ranks S to E; stars out of 5. */
export const CARD_RANKS = ['S', 'A', 'B', 'C', 'D', 'E'] as const;
export type CardRank = (typeof CARD_RANKS)[number];
export const CARD_MAX_STARS = 5;

export const cardInfo = z.object({
  id: z.string(),
  name: itemText,
  rank: z.enum(CARD_RANKS),
  stars: z.number().int().min(1).max(CARD_MAX_STARS),
});
export type CardInfo = z.infer<typeof cardInfo>;

/** GET /api/users/{id}/cards: the flags (which cards are held) and every card's info by index. */
export const cardsAnswer = z.object({ cards: flagString, info: z.record(z.string(), cardInfo) });
export type CardsAnswer = z.infer<typeof cardsAnswer>;

/** Ours (docs/decisions/0025-profile-achievements-cards-and-pets.md): what a person may call a pet. */
export const PET_NICKNAME_MAX = 32;
export const PET_LEVEL_MAX = 100;

/** One of the member's pets. The bot raises levels; the page names pets and picks the active one. */
export const pet = z.object({
  id: z.string().max(64),
  active: z.boolean(),
  level: z.number().int().min(1).max(PET_LEVEL_MAX),
  nickname: text(PET_NICKNAME_MAX),
});
export type Pet = z.infer<typeof pet>;

export const petInfo = z.object({
  name: itemText,
  /** A picture under /images/{img}. */
  img: z.string(),
  description: itemText,
  ability: z.object({ name: itemText, description: itemText }),
});
export type PetInfo = z.infer<typeof petInfo>;

/** The part of the pets page that is saved: the list, with the version it was read at. */
export const petsDocument = z.object({
  version,
  pets: z
    .array(pet)
    .max(100)
    .superRefine((pets, ctx) => {
      if (pets.filter((p) => p.active).length > 1)
        ctx.addIssue({ code: 'custom', ...coded('one_active', {}, 'only one pet can be active') });
    }),
});
export type PetsDocument = z.infer<typeof petsDocument>;

/**
 * GET /api/users/{id}/pets: the member's pets, the info of each kind they hold, and how many
 * kinds there are to collect (count); `version` for the save.
 */
export const petsAnswer = z.object({
  version,
  pets: z.array(pet),
  info: z.record(z.string(), petInfo),
  count: z.number().int().nonnegative(),
});
export type PetsAnswer = z.infer<typeof petsAnswer>;
