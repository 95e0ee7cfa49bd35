import { randomInt } from '../shared/random.ts';
import type { Random } from '../shared/random.ts';
import { PASSWORD_CHARS, PASSWORD_COUNT, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';

const pick = (random: Random, chars: string) => chars[randomInt(random, chars.length)] ?? '';
const ALL = Object.values(PASSWORD_CHARS).join('');

/** One password of 8–10 characters with at least one upper, lower, digit and symbol (docs/product.md#star-typing). */
export function generatePassword(random: Random): string {
  const length = PASSWORD_MIN_LENGTH + randomInt(random, PASSWORD_MAX_LENGTH - PASSWORD_MIN_LENGTH + 1);
  const chars = Object.values(PASSWORD_CHARS).map((set) => pick(random, set));
  while (chars.length < length) chars.push(pick(random, ALL));
  // Fisher–Yates, so the guaranteed four are not always in front.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(random, i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
}

/** docs/product.md#star-typing: 64 generated passwords per game. */
export function generatePasswords(random: Random): string[] {
  return Array.from({ length: PASSWORD_COUNT }, () => generatePassword(random));
}
