import type { LotteryListType } from '@hoshi/contracts';

export interface Entrant {
  id: string;
  name: string;
  roles: readonly string[];
}

/** Who may win: whitelist needs one of the roles, blacklist none of them; `exclude` never. */
export function eligibleEntrants(
  entrants: readonly Entrant[],
  rule: { listType: LotteryListType; roles: readonly string[] },
  exclude: ReadonlySet<string>,
): Entrant[] {
  const listed = (e: Entrant) => e.roles.some((r) => rule.roles.includes(r));
  return entrants.filter(
    (e) =>
      !exclude.has(e.id) &&
      (rule.listType === 'any' || (rule.listType === 'whitelist' ? listed(e) : !listed(e))),
  );
}

/**
 * Picks up to `count` distinct entrants uniformly: a partial Fisher–Yates shuffle driven by
 * `randomInt(min, max)` (exclusive max) — node:crypto's in production (DESIGN §7), a seeded one in tests.
 */
export function drawWinners<T>(
  pool: readonly T[],
  count: number,
  randomInt: (min: number, max: number) => number,
): T[] {
  const bag = [...pool];
  const n = Math.min(count, bag.length);
  for (let i = 0; i < n; i++) {
    const j = randomInt(i, bag.length);
    [bag[i], bag[j]] = [bag[j] as T, bag[i] as T];
  }
  return bag.slice(0, n);
}
