import { STORAGE_KEYS } from '@hoshi/contracts';
import { readStorage, writeStorage } from '../../../lib/storage.ts';

/** The boss shooter's best score on this device; anything unreadable counts as none. */
export function readBossesBest(): number {
  const stored = Number.parseInt(readStorage(STORAGE_KEYS.bossesHighScore) ?? '', 10);
  return Number.isFinite(stored) && stored > 0 ? stored : 0;
}

/** Keeps the better score; answers whether this one is a new best. */
export function recordBossesScore(score: number): boolean {
  if (score <= readBossesBest()) return false;
  writeStorage(STORAGE_KEYS.bossesHighScore, String(score));
  return true;
}
