/** docs/product.md#star-typing: Star Typing numbers. */
export const TYPING_ROUND_MS = 45_000;
export const TYPING_COUNTDOWN_S = 3;
export const TYPING_WRONG_FLASH_MS = 750;
export const FEVER_GAUGE_MAX = 100;
export const FEVER_DURATION_MS = 10_000;
export const FEVER_GAIN_PER_KEY = 4;
export const FEVER_DECAY_PER_S = 3;
export const POINTS_PER_LETTER = 5;
export const PASSWORD_COUNT = 64;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 10;

// Ours (docs/product.md#star-typing; docs/decisions/0020-mini-games-whack-a-star-and-star-typing.md): what fever does, and what a password is made of.
export const FEVER_POINTS_FACTOR = 2;
export const PASSWORD_CHARS = {
  upper: 'ABCDEFGHJKLMNPQRSTUVWXYZ',
  lower: 'abcdefghijkmnopqrstuvwxyz',
  digit: '23456789',
  symbol: '!@#$%&*?+=',
} as const;

export const TYPING_MODES = ['vocabulary', 'sentence', 'password', 'paragraph'] as const;
export type TypingMode = (typeof TYPING_MODES)[number];

/** docs/product.md#star-typing: v, s and p pick a mode; paragraph exists in the data but is not offered. */
export const MODE_KEYS = { v: 'vocabulary', s: 'sentence', p: 'password' } as const satisfies Record<
  string,
  TypingMode
>;
export type OfferedMode = (typeof MODE_KEYS)[keyof typeof MODE_KEYS];
export const OFFERED_MODES = Object.values(MODE_KEYS);
