/** docs/product.md#whack-a-star: Whack-A-Star difficulties. */
export const WHACK_DIFFICULTIES = {
  easy: { grid: 3, lifetimeMs: 1800, spawnMs: 1000, bombProbability: 0.1 },
  intermediate: { grid: 4, lifetimeMs: 1500, spawnMs: 850, bombProbability: 0.3 },
  hard: { grid: 5, lifetimeMs: 1200, spawnMs: 650, bombProbability: 0.5 },
} as const;

export type WhackDifficulty = keyof typeof WHACK_DIFFICULTIES;
export const WHACK_DIFFICULTY_IDS = Object.keys(WHACK_DIFFICULTIES) as WhackDifficulty[];

/** docs/product.md#whack-a-star: a round lasts 30 s. */
export const WHACK_ROUND_MS = 30_000;

// Not in the spec (docs/product.md#whack-a-star: ours to choose): how long each animated status lasts.
export const WHACK_HIT_MS = 120;
export const WHACK_HIT_HIDING_MS = 220;
export const WHACK_EXPLODING_MS = 450;
export const WHACK_HIDING_MS = 220;

/**
 * Keys for the holes, row by row, shaped like the grid on a QWERTY keyboard; the 5×5 grid's
 * last row takes the digits 6–0, the only keys left in a block that a hand can find.
 */
export const WHACK_KEYS: Record<WhackDifficulty, readonly string[]> = {
  easy: ['q', 'w', 'e', 'a', 's', 'd', 'z', 'x', 'c'],
  intermediate: ['1', '2', '3', '4', 'q', 'w', 'e', 'r', 'a', 's', 'd', 'f', 'z', 'x', 'c', 'v'],
  hard: [
    ...['1', '2', '3', '4', '5'],
    ...['q', 'w', 'e', 'r', 't'],
    ...['a', 's', 'd', 'f', 'g'],
    ...['z', 'x', 'c', 'v', 'b'],
    ...['6', '7', '8', '9', '0'],
  ],
};
