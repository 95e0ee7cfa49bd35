import { STORAGE_KEYS } from '@hoshi/contracts';
import { readStorage, writeStorage } from '../../../lib/storage.ts';

/** docs/product.md#starshooter: the best score under spaceShooterHighScore. */
export function readShooterBest(): number {
  const value = Number.parseInt(readStorage(STORAGE_KEYS.shooterHighScore) ?? '', 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Keeps the better of the stored and the new score; answers whether the new one is a record. */
export function recordShooterScore(score: number): boolean {
  if (score <= readShooterBest()) return false;
  writeStorage(STORAGE_KEYS.shooterHighScore, String(score));
  return true;
}
