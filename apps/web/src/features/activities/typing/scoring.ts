import { POINTS_PER_LETTER } from './constants.ts';

/**
 * docs/product.md#star-typing: below 90 → 1.0; 90 or more → 1.1; above 92 → 1.2; 94 or more → 1.3;
 * 96 or more → 1.4; 98 or more → 1.5. In tenths, so the final score is exact integer maths.
 */
export function multiplierTenths(accuracy: number): number {
  if (accuracy >= 98) return 15;
  if (accuracy >= 96) return 14;
  if (accuracy >= 94) return 13;
  if (accuracy > 92) return 12;
  if (accuracy >= 90) return 11;
  return 10;
}

/** Percentage of keys that were right; no keys at all is 0. */
export function accuracyOf(correct: number, wrong: number): number {
  const total = correct + wrong;
  return total === 0 ? 0 : (correct / total) * 100;
}

/** docs/product.md#star-typing: final score = floor(points × multiplier). */
export function finalScore(points: number, accuracy: number): number {
  return Math.floor((points * multiplierTenths(accuracy)) / 10);
}

/** docs/product.md#star-typing: +5 per letter of a completed word; spaces are not letters. */
export function wordPoints(word: string): number {
  return word.replaceAll(' ', '').length * POINTS_PER_LETTER;
}
