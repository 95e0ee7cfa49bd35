import { STORAGE_KEYS } from '@hoshi/contracts';
import { readStorage, writeStorage } from '../../../lib/storage.ts';
import { WHACK_DIFFICULTY_IDS } from './constants.ts';
import type { WhackDifficulty } from './constants.ts';

const key = (difficulty: WhackDifficulty) => `${STORAGE_KEYS.whackHighScorePrefix}${difficulty}` as const;

/** docs/product.md#whack-a-star: one best score per difficulty under whackMoleHighScore_{difficulty}. */
export function readWhackBest(difficulty: WhackDifficulty): number {
  const value = Number.parseInt(readStorage(key(difficulty)) ?? '', 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function readWhackBests(): Record<WhackDifficulty, number> {
  return Object.fromEntries(WHACK_DIFFICULTY_IDS.map((d) => [d, readWhackBest(d)])) as Record<
    WhackDifficulty,
    number
  >;
}

/** Keeps the better of the stored and the new score; answers whether the new one is a record. */
export function recordWhackScore(difficulty: WhackDifficulty, score: number): boolean {
  if (score <= readWhackBest(difficulty)) return false;
  writeStorage(key(difficulty), String(score));
  return true;
}
