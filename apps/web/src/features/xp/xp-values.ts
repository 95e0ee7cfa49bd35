import { XP_LIMITS } from '@hoshi/contracts';

/** A whole number typed into a field, held to [min, max] (spec 000 §5: rates clamp). */
export function clampInt(raw: string, min: number, max: number): number {
  const n = Math.trunc(Number(raw));
  if (raw.trim() === '' || Number.isNaN(n)) return min;
  return Math.min(max, Math.max(min, n));
}

/**
 * spec 000 §5: a level is numeric, 0 to 1000, stored as an absolute integer (typing -5 gives
 * 5). An emptied field is no level at all, which leaves its row incomplete.
 */
export function parseLevel(raw: string): number | null {
  if (raw.trim() === '') return null;
  const n = Math.abs(Math.trunc(Number(raw)));
  if (Number.isNaN(n)) return null;
  return Math.min(XP_LIMITS.levelMax, n);
}

/** spec 000 §5: the boost bonus shows as (100 + bonus×20)/100, e.g. 3 → "1.6". */
export const formatBoost = (multiplier: number): string => String(Math.round(multiplier * 100) / 100);
