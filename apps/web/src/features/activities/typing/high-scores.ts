import { STORAGE_KEYS } from '@hoshi/contracts';
import { readStorage, writeStorage } from '../../../lib/storage.ts';
import { TYPING_MODES } from './constants.ts';
import type { TypingMode } from './constants.ts';

export type TypingScores = Partial<Record<TypingMode, number>>;

/** docs/product.md#star-typing: typing_scores is a map from mode to high score. Anything else in it is ignored. */
export function readTypingScores(): TypingScores {
  let stored: unknown;
  try {
    stored = JSON.parse(readStorage(STORAGE_KEYS.typingScores) ?? '{}');
  } catch {
    return {};
  }
  if (typeof stored !== 'object' || stored === null) return {};
  const scores: TypingScores = {};
  for (const mode of TYPING_MODES) {
    const value: unknown = Reflect.get(stored, mode);
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) scores[mode] = Math.floor(value);
  }
  return scores;
}

/** Keeps the better score for the mode; answers whether the new one is a record. */
export function recordTypingScore(mode: TypingMode, score: number): boolean {
  const scores = readTypingScores();
  if (score <= (scores[mode] ?? 0)) return false;
  writeStorage(STORAGE_KEYS.typingScores, JSON.stringify({ ...scores, [mode]: score }));
  return true;
}
