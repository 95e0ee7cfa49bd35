import type { CardRank } from './profile.ts';

/**
 * The numbers of achievements, cards and pets (docs/decisions/0101-achievements-cards-and-pets.md):
 * one file, so a change is one place and one record.
 */

/** A card's rank, drawn by these weights (out of 1,000): S rare, E common. */
export const CARD_RANK_ODDS: Readonly<Record<CardRank, number>> = {
  S: 10,
  A: 40,
  B: 100,
  C: 200,
  D: 300,
  E: 350,
};

/** Stardust Cat's Lucky Whiskers: each of S, A and B weighs this much more (out of 1,000 again). */
export const LUCKY_WHISKERS_BONUS: Readonly<Partial<Record<CardRank, number>>> = { S: 5, A: 15, B: 30 };

/** What one /draw costs from the member's energy in the server (the economy's `inventories`). */
export const DRAW_ENERGY_COST = 10;

/** A pet's level rises by one for each this many of its owner's messages or commands while active. */
export const PET_ACTIVITY_PER_LEVEL = 20;

/** /pet feed: one level at once, at most once per this long per pet (by the feed's own time). */
export const PET_FEED_COOLDOWN_MS = 12 * 60 * 60 * 1000;

/** /pet adopt: the first pet is free; another joins once every pet the member has is this level. */
export const PET_ADOPT_LEVEL = 5;

/** What each pet's ability changes while it is the active pet (the catalogue's words say the same). */
export const PET_ABILITY = {
  /** Moon Rabbit: a level for every this many messages or commands. */
  moonRabbitActivityPerLevel: 10,
  /** Comet Fox: what /draw costs. */
  cometFoxDrawCost: 5,
  /** Nebula Jellyfish: levels a feed gives. */
  jellyfishFeedLevels: 2,
  /** Star Owl: how soon it can be fed again. */
  starOwlFeedCooldownMs: 6 * 60 * 60 * 1000,
  /** Meteor Pup: the chance that a /draw costs nothing. */
  meteorPupFreeDrawChance: 0.05,
  /** Saturn Tortoise: one missed day kept in the run of active days, at most once per this many days. */
  tortoiseKeepEveryDays: 7,
  /** Aurora Penguin: the stars a duplicate card gains. */
  penguinDuplicateStars: 2,
  /** Baby Star Dragon: how much a message or command on a weekend (UTC) counts toward growth. */
  dragonWeekendGrowth: 2,
} as const;
