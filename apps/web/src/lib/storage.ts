import type { STORAGE_KEYS } from '@hoshi/contracts';

type Keys = typeof STORAGE_KEYS;
/** A fixed key, or one of Whack-A-Star's per-difficulty keys (docs/product.md#games: whackMoleHighScore_{difficulty}). */
export type StorageKey =
  Exclude<Keys[keyof Keys], Keys['whackHighScorePrefix']> | `${Keys['whackHighScorePrefix']}${string}`;

// Local storage throws in some private modes and sandboxed frames; a preference that
// cannot be stored is not worth breaking the page for.
export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch (error) {
    console.warn(`Could not store ${key}`, error);
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Same reason as above: nothing to clean up when storage is unavailable.
  }
}
