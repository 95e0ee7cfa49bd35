/** Starshooter's numbers, in one place (docs/product.md#starshooter). Distances are field units, times milliseconds. */

// docs/product.md#starshooter.
export const PLAYER_MAX_HP = 5;
export const INVINCIBLE_AFTER_HIT_MS = 1000;
export const SPAWN_BASE_MS = 1200;
export const SPAWN_MS_PER_POINT = 2;
export const SPAWN_MIN_MS = 200;

// Ours (docs/decisions/0052-starshooter.md): the field, the ship and the letters.
export const FIELD_WIDTH = 600;
export const FIELD_HEIGHT = 600;
export const PLAYER_Y = 550;
export const PLAYER_HALF_WIDTH = 20;
export const PLAYER_SPEED = 300;
/** A tap on a touch arrow moves the ship this far; holding it moves at PLAYER_SPEED. */
export const PLAYER_NUDGE = 28;
export const BULLET_SPEED = 700;
export const BULLET_RADIUS = 4;
export const FIRE_COOLDOWN_MS = 180;
export const LETTER_HALF_SIZE = 17;
export const LETTER_FALL_SPEED = 70;
export const LETTER_FALL_PER_POINT = 0.08;
export const LETTER_FALL_MAX = 170;
/** The share of spawned letters that are the one the target word needs next. */
export const NEEDED_LETTER_CHANCE = 0.45;
export const LETTER_POINTS = 10;
/** Paid per letter of the word when it is complete, on top of the letters themselves. */
export const WORD_POINTS_PER_LETTER = 5;
export const WRONG_PENALTY = 5;
export const WRONG_FLASH_MS = 700;
/** The longest word offered: longer ones do not fit the HUD on a phone. */
export const MAX_WORD_LENGTH = 9;

// Ours: boss fights.
export const WORDS_PER_BOSS = 4;
/** The bonus for a fight won is this times the fight's number (100, 200, 300…). */
export const BOSS_BONUS_PER_FIGHT = 100;
export const BOSS_ENTRY_SPEED = 90;
export const BOSS_HIT_FLASH_MS = 90;
export const BOSS_SHOT_SPEED = 200;
export const BOSS_SHOT_RADIUS = 6;
/** Each full cycle of the fights below makes every boss this much tougher. */
export const BOSS_HP_GROWTH_PER_CYCLE = 0.5;
export const BOSS_KINDS = ['crab', 'eye', 'serpent'] as const;
export type BossKind = (typeof BOSS_KINDS)[number];
/** The fights in order, then again from the first, tougher. */
export const BOSS_WAVES: readonly (readonly BossKind[])[] = [
  ['crab'],
  ['serpent'],
  ['eye', 'crab'],
  ['serpent', 'eye'],
];
export const BOSSES = {
  crab: { hp: 40, halfWidth: 46, halfHeight: 26, y: 150, speed: 110, attackMs: 1400, shots: 3 },
  eye: { hp: 30, halfWidth: 30, halfHeight: 30, y: 210, speed: 80, attackMs: 900, shots: 1 },
  serpent: { hp: 3, halfWidth: 15, halfHeight: 15, y: 160, speed: 150, attackMs: 0, shots: 0 },
} as const satisfies Record<BossKind, unknown>;
/** docs/product.md#starshooter (boss shooter) has a serpent of 10 segments; ours has as many. */
export const SERPENT_SEGMENTS = 10;
export const SERPENT_SPACING = 32;
/** A serpent turning at a wall comes this much closer to the bottom. */
export const SERPENT_DROP = 40;

// Ours: power-ups.
export const POWER_UP_TYPES = [
  'hp',
  'bomb',
  'speed',
  'multiplier',
  'shield',
  'timeWarp',
  'stars',
  'magnet',
  'invincible',
  'blink',
  'reversed',
  'flash',
  'visualChaos',
  'random',
] as const;
export type PowerUpType = (typeof POWER_UP_TYPES)[number];
export const CHAOS_VARIANTS = ['wobble', 'rotate', 'flip', 'shrink', 'invert'] as const;
export type ChaosVariant = (typeof CHAOS_VARIANTS)[number];
/** How long each lasting power-up runs; hp, bomb and random act at once. */
export const POWER_UP_DURATIONS_MS = {
  speed: 8000,
  multiplier: 10_000,
  shield: 12_000,
  timeWarp: 6000,
  stars: 8000,
  magnet: 8000,
  invincible: 6000,
  blink: 5000,
  reversed: 5000,
  flash: 4000,
  visualChaos: 6000,
} as const;
export type TimedPowerUp = keyof typeof POWER_UP_DURATIONS_MS;
export const TIMED_POWER_UPS = Object.keys(POWER_UP_DURATIONS_MS) as TimedPowerUp[];
/** The ones that work against the player, drawn and announced as curses. */
export const CURSES: ReadonlySet<PowerUpType> = new Set(['blink', 'reversed', 'flash', 'visualChaos']);
export const POWER_UP_MIN_MS = 6000;
export const POWER_UP_MAX_MS = 10_000;
export const POWER_UP_FALL_SPEED = 90;
export const POWER_UP_RADIUS = 16;
export const SPEED_FACTOR = 1.6;
export const SPEED_FIRE_COOLDOWN_MS = 110;
export const MULTIPLIER_FACTOR = 2;
export const TIME_WARP_FACTOR = 0.5;
export const MAGNET_PULL = 160;
/** stars: three shots, the outer two this many radians off straight up. */
export const STARS_SPREAD = 0.2;
export const BOMB_BOSS_DAMAGE = 10;

// Ours: effects. The renderer tones shake and flashes down under prefers-reduced-motion.
export const MAX_PARTICLES = 500;
export const SHAKE_HURT = { ms: 320, strength: 9 } as const;
export const SHAKE_BOMB = { ms: 420, strength: 12 } as const;
export const SHAKE_BOSS_DOWN = { ms: 600, strength: 14 } as const;
export const FLASH_HURT_MS = 160;
export const FLASH_BOMB_MS = 240;
