import type { Random } from '../../shared/random.ts';

/** The attack a boss type runs; the named ones are the state machines of docs/product.md#boss-shooter. */
export type Behavior =
  | 'spread'
  | 'ring'
  | 'rain'
  | 'wave'
  | 'rammer'
  | 'phantom'
  | 'shielded'
  | 'multipart'
  | 'final'
  | 'illusion'
  | 'judgement'
  | 'volley'
  | 'skull'
  | 'sentinel'
  | 'mitosis'
  | 'serpent';

export type BossShape =
  | 'blob'
  | 'crab'
  | 'ghost'
  | 'owl'
  | 'turtle'
  | 'moth'
  | 'fortress'
  | 'fox'
  | 'skull'
  | 'eye'
  | 'crown'
  | 'cell'
  | 'scale'
  | 'star';

export interface BossType {
  id: string;
  behavior: Behavior;
  /** docs/product.md#boss-shooter: 1–3. */
  multiplier: number;
  /** Cooldown between generic attacks, within 1000–4000 ms. */
  cooldownMs: number;
  shape: BossShape;
  color: string;
  accent: string;
  radius: number;
}

/** docs/product.md#boss-shooter: the general states every boss goes through. */
export type BossLife = 'entering' | 'fighting' | 'dying' | 'defeated';

/** A piece of a boss that is shot on its own: shield generators, multi-part pieces, cannons, the core, illusions, minions. */
export interface Part {
  kind: 'generator' | 'piece' | 'cannon' | 'core' | 'illusion' | 'minion';
  hp: number;
  maxHp: number;
  /** Offset from the boss (minions and illusions: their own position). */
  dx: number;
  dy: number;
  radius: number;
  /** Illusions: whether this one hides the boss. */
  real?: boolean;
  fireMs: number;
  flashMs: number;
}

export interface Boss {
  id: number;
  type: BossType;
  life: BossLife;
  /** The behaviour's own state (rammer: moving, telegraphing…), named as in docs/product.md#boss-shooter. */
  mode: string;
  modeMs: number;
  hp: number;
  maxHp: number;
  x: number;
  y: number;
  homeX: number;
  homeY: number;
  vx: number;
  vy: number;
  /** Target of a charge or repositioning. */
  aimX: number;
  aimY: number;
  attackMs: number;
  /** A second timer (skull summons, sentinel alternation, volley shots left). */
  extraMs: number;
  counter: number;
  angle: number;
  alpha: number;
  invulnerable: boolean;
  parts: Part[];
  /** Serpent: positions of the body, head first. */
  segments: { x: number; y: number }[];
  generation: number;
  flashMs: number;
  /** Judgement: the safe zone's left edge and width while a sentence is coming. */
  safeX: number;
  safeWidth: number;
}

export type BulletKind = 'orb' | 'skull' | 'volley' | 'big';

export interface Bullet {
  x: number;
  y: number;
  vx: number;
  vy: number;
  r: number;
  kind: BulletKind;
  /** Volley shots: they stop and wait; skulls home for a while. */
  ageMs: number;
  stopAt?: { x: number; y: number };
}

export type PowerUpKind =
  | 'shield'
  | 'magnet'
  | 'speed'
  | 'multiplier'
  | 'hp'
  | 'bomb'
  | 'reversed'
  | 'stars'
  | 'visualChaos'
  | 'timeWarp'
  | 'random';

/** The kinds that run on a timer (the rest act at once). */
export type EffectKind =
  'shield' | 'magnet' | 'speed' | 'multiplier' | 'reversed' | 'stars' | 'visualChaos' | 'timeWarp';

export interface PowerUp {
  kind: PowerUpKind;
  x: number;
  y: number;
}

export interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  lifeMs: number;
  maxLifeMs: number;
  color: string;
  size: number;
}

export type FloatTextKey = 'cursed' | 'safe' | 'findSafeZone' | 'hitCorrectTarget' | 'timeUp' | 'levelUp';

export interface FloatText {
  key: FloatTextKey;
  x: number;
  y: number;
  ageMs: number;
}

export type GameEvent =
  | { type: 'shot' }
  | { type: 'hit' }
  | { type: 'partDown' }
  | { type: 'bossIn'; level: number; bossId: string }
  | { type: 'bossDown'; level: number; bossId: string }
  | { type: 'playerHit'; hp: number }
  | { type: 'powerUp'; kind: Exclude<PowerUpKind, 'random'> }
  | { type: 'safe' }
  | { type: 'gameOver'; score: number };

export interface Player {
  x: number;
  y: number;
  hp: number;
  invincibleMs: number;
  fireMs: number;
  flashMs: number;
}

export interface BossGameState {
  phase: 'menu' | 'playing' | 'paused' | 'gameover';
  level: number;
  score: number;
  player: Player;
  bosses: Boss[];
  /** Time until the next level's boss comes in, while none is on screen. */
  nextLevelMs: number;
  playerBullets: { x: number; y: number; vx: number; vy: number }[];
  bullets: Bullet[];
  powerUps: PowerUp[];
  effects: Partial<Record<EffectKind, number>>;
  particles: Particle[];
  texts: FloatText[];
  shake: number;
  /** Damage dealt since the last power-up fell. */
  damageTally: number;
  elapsedMs: number;
  nextBossId: number;
  events: GameEvent[];
  random: Random;
}

export interface BossInput {
  /** Keyboard direction, each -1, 0 or 1. */
  moveX: number;
  moveY: number;
  /** A pointer or finger to follow, in world units; wins over the keys. */
  target: { x: number; y: number } | null;
}
