/**
 * Every number of the boss shooter in one place (docs/product.md#boss-shooter). The docs/product.md#boss-shooter values are marked;
 * the rest are ours, chosen by playing.
 */

/** The world the engine plays in; the renderer scales it to the canvas. Portrait, so phones fit. */
export const WORLD_WIDTH = 640;
export const WORLD_HEIGHT = 800;

/** The fixed step the screen drives the engine with (1/120 s). */
export const STEP_MS = 1000 / 120;

// docs/product.md#boss-shooter: boss max HP = (150 + level × 50) × the boss's multiplier (1–3).
export const BOSS_BASE_HP = 150;
export const BOSS_HP_PER_LEVEL = 50;
export const BOSS_MULTIPLIER_MIN = 1;
export const BOSS_MULTIPLIER_MAX = 3;
// docs/product.md#boss-shooter: a player bullet takes 10 HP from a boss (and from any part of one).
export const PLAYER_BULLET_DAMAGE = 10;
// docs/product.md#boss-shooter: entry speed 2.5, in world units per 1/60 s frame (the speed the original ran at).
export const BOSS_ENTRY_SPEED = 2.5;
export const FRAME_60_MS = 1000 / 60;
// docs/product.md#boss-shooter: attack cooldowns from 1000 to 4000 ms; effect timers 4 to 5 s.
export const ATTACK_COOLDOWN_MIN_MS = 1000;
export const ATTACK_COOLDOWN_MAX_MS = 4000;
export const EFFECT_MIN_MS = 4000;
export const EFFECT_MAX_MS = 5000;

// docs/product.md#boss-shooter: rammer.
export const RAMMER_MOVE_MS = 2200;
export const RAMMER_TELEGRAPH_MS = 1000;
export const RAMMER_CHARGE_MAX_MS = 1500;
export const RAMMER_RECOVER_MS = 2000;
export const RAMMER_CHARGE_SPEED = 560;
// docs/product.md#boss-shooter: phantom.
export const PHANTOM_ROAM_MS = 3000;
export const PHANTOM_FADE_MS = 500;
export const PHANTOM_HIDDEN_MS = 2500;
// docs/product.md#boss-shooter: two shield generators of 125 HP; cannons 150; parts 100, 100, 150, 80; core 200.
export const GENERATOR_HP = 125;
export const GENERATOR_COUNT = 2;
export const CANNON_HP = 150;
export const MULTI_PART_HPS = [100, 100, 150, 80] as const;
export const CORE_HP = 200;
// docs/product.md#boss-shooter: the final boss's enraged cycle.
export const FINAL_ENRAGE_AT = 0.5;
export const FINAL_COOLDOWN_MS = 1500;
export const FINAL_TELEGRAPH_MS = 1000;
export const FINAL_CHARGE_MAX_MS = 1500;
export const FINAL_CHARGE_SPEED = 620;
export const FINAL_REPOSITION_SPEED = 260;
// docs/product.md#boss-shooter: illusion: hiding 0.8 s, three illusions of 30 HP.
export const ILLUSION_IDLE_MS = 3000;
export const ILLUSION_HIDING_MS = 800;
export const ILLUSION_COUNT = 3;
export const ILLUSION_HP = 30;
/** Hitting the real one out of hiding costs the boss this much on top of the shots. */
export const ILLUSION_REVEAL_DAMAGE = 60;
// Judgement: waiting, phase1, transitioning, phase2 (docs/product.md#boss-shooter); the safe zone is ours.
export const JUDGEMENT_WAIT_MS = 1500;
export const JUDGEMENT_TRANSITION_MS = 1500;
export const JUDGEMENT_SAFE_WIDTH = [220, 160] as const;
export const JUDGEMENT_PHASE2_AT = 0.5;
// docs/product.md#boss-shooter: volley of 15 to 20 shots, then explode or recall.
export const VOLLEY_IDLE_MS = 1500;
export const VOLLEY_MIN_SHOTS = 15;
export const VOLLEY_MAX_SHOTS = 20;
export const VOLLEY_SHOT_GAP_MS = 90;
export const VOLLEY_WAIT_MS = 1200;
export const VOLLEY_EXPLODE_MS = 300;
export const VOLLEY_CONVERGE_MS = 800;
export const VOLLEY_FIRE_MS = 600;
export const VOLLEY_SPLINTERS = 4;
// docs/product.md#boss-shooter: skull.
export const SKULL_ATTACK_MS = 2200;
export const SKULL_ATTACK_ENRAGED_MS = 1500;
export const SKULL_SUMMON_MS = 8000;
export const SKULL_SUMMON_BULLETS = 3;
export const SKULL_PHASE2_AT = 0.5;
// docs/product.md#boss-shooter: sentinel.
export const SENTINEL_FIRST_MS = 3000;
export const SENTINEL_INTERVALS_MS = [1800, 3500] as const;
export const SENTINEL_BASE_MINIONS = 2;
export const SENTINEL_MINIONS_EVERY_LEVELS = 3;
export const SENTINEL_SPIRAL_SHOTS = 16;
export const MINION_HP = 30;
// docs/product.md#boss-shooter: mitosis to generation 2; serpent of 10 segments.
export const MITOSIS_MAX_GENERATION = 2;
export const SERPENT_SEGMENTS = 10;
export const SERPENT_SPACING = 34;
export const SERPENT_SPEED = 150;

// General boss states (docs/product.md#boss-shooter): entering → fighting → dying → defeated.
export const BOSS_DYING_MS = 1200;
export const BOSS_TARGET_Y = 180;
export const BOSS_DRIFT_SPEED = 70;
export const NEXT_LEVEL_MS = 1800;

// The player.
export const PLAYER_HP = 5;
export const PLAYER_INVINCIBLE_MS = 1000;
export const PLAYER_SPEED = 320;
export const PLAYER_RADIUS = 14;
export const PLAYER_FIRE_MS = 120;
export const PLAYER_BULLET_SPEED = 720;
export const PLAYER_START_Y = WORLD_HEIGHT - 90;

// Enemy bullets.
export const BULLET_SPEED = 210;
export const BULLET_RADIUS = 6;
export const MAX_ENEMY_BULLETS = 400;

// Scoring: a hit on anything scores, a boss's defeat pays its level times its multiplier.
export const SCORE_PER_HIT = 1;
export const SCORE_PER_PART = 25;
export const SCORE_PER_BOSS_LEVEL = 100;
export const SCORE_SAFE = 20;

// Power-ups: one falls every so much damage dealt, and one from every boss defeated.
export const POWER_UP_EVERY_DAMAGE = 120;
export const POWER_UP_SPEED = 110;
export const POWER_UP_RADIUS = 14;
export const MAGNET_RANGE = 260;
export const MAGNET_PULL = 320;
export const SPEED_FACTOR = 1.5;
export const SCORE_MULTIPLIER = 2;
export const TIME_WARP_FACTOR = 0.5;
export const BOMB_DAMAGE = 50;
export const STARS_BONUS = 50;
/** Good effects last the longest of the effect timers, curses the shortest (docs/product.md#boss-shooter: 4–5 s). */
export const GOOD_EFFECT_MS = EFFECT_MAX_MS;
export const CURSE_MS = EFFECT_MIN_MS;

// Feedback: how long floating texts, flashes and shakes last, and how many particles at most.
export const FLOAT_TEXT_MS = 1200;
export const HIT_FLASH_MS = 90;
export const SHAKE_HIT = 6;
export const SHAKE_BOSS_DOWN = 14;
export const SHAKE_DECAY_PER_S = 30;
export const MAX_PARTICLES = 700;
