import type { Language } from '@hoshi/contracts';
import type { BossKind, ChaosVariant, PowerUpType, TimedPowerUp } from './constants.ts';
import type { ShooterWord } from './words.ts';

/** docs/product.md#starshooter: not started → playing ⇄ paused → over (then playing again). */
export type ShooterPhase = 'ready' | 'playing' | 'paused' | 'over';

/** docs/product.md#starshooter: the player's hp (at most 5), shield, score multiplier and speed. */
export interface Player {
  x: number;
  hp: number;
  shield: boolean;
  scoreMultiplier: number;
  speed: number;
  /** Time left of the invincibility that follows a hit. */
  invincibleMs: number;
  fireCooldownMs: number;
}

export interface Letter {
  id: number;
  char: string;
  x: number;
  y: number;
}

export interface Bullet {
  x: number;
  y: number;
  vx: number;
  vy: number;
}

export interface PowerUpDrop {
  id: number;
  type: PowerUpType;
  x: number;
  y: number;
}

export interface SerpentSegment {
  x: number;
  y: number;
  hp: number;
  dir: 1 | -1;
}

export interface Boss {
  id: number;
  kind: BossKind;
  x: number;
  y: number;
  hp: number;
  maxHp: number;
  /** entering: sliding in from above; fighting: moving and attacking. */
  state: 'entering' | 'fighting';
  dir: 1 | -1;
  attackInMs: number;
  hitFlashMs: number;
  /** The serpent's body; empty for the others. */
  segments: SerpentSegment[];
}

export interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  lifeMs: number;
  maxLifeMs: number;
  /** An index into the renderer's palette. */
  color: number;
  size: number;
}

export type GameOverCause = 'hp' | 'serpent';

export type ShooterEvent =
  | { type: 'start' }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'shoot' }
  | { type: 'letter'; char: string }
  | { type: 'wrong'; char: string }
  | { type: 'word'; word: ShooterWord; score: number }
  | { type: 'target'; word: ShooterWord }
  | { type: 'hurt'; hp: number }
  | { type: 'blocked' }
  | { type: 'powerUp'; picked: PowerUpType; applied: PowerUpType; variant: ChaosVariant | null }
  | { type: 'bossStart'; kinds: BossKind[] }
  | { type: 'bossHit' }
  | { type: 'bossDown'; kind: BossKind }
  | { type: 'bossBonus'; bonus: number; score: number }
  | { type: 'over'; score: number; cause: GameOverCause };

export interface ShooterState {
  phase: ShooterPhase;
  lang: Language;
  /** words: letters fall and the target word is shot; boss: a fight, no target. */
  mode: 'words' | 'boss';
  /** The game's words in order; the target is words[wordIndex % length]. */
  words: ShooterWord[];
  wordIndex: number;
  /** Letters of the target already shot. */
  progress: number;
  score: number;
  wordsCleared: number;
  /** Boss fights started so far; the one under way is number bossFights. */
  bossFights: number;
  player: Player;
  letters: Letter[];
  bullets: Bullet[];
  enemyShots: Bullet[];
  powerUps: PowerUpDrop[];
  bosses: Boss[];
  /** Lasting power-ups and the time each has left. */
  effects: Partial<Record<TimedPowerUp, number>>;
  chaos: ChaosVariant | null;
  spawnInMs: number;
  powerUpInMs: number;
  wrongMs: number;
  /** Play time (not paused), for animations. */
  timeMs: number;
  nextId: number;
  particles: Particle[];
  shake: { ms: number; strength: number };
  flashMs: number;
  /** What happened during the last step: sounds, announcements, the end. */
  events: ShooterEvent[];
}

/** Keys and buttons. Held controls are booleans; taps since the last step are presses. */
export interface ShooterInput {
  left: boolean;
  right: boolean;
  fire: boolean;
  presses: ShooterPress[];
}

/**
 * Enter, Space and Tap start and restart; Enter and Pause (the button) toggle the pause; R
 * restarts while paused; Fire, Left and Right are single taps of the touch controls.
 */
export type ShooterPress = 'Enter' | 'Space' | 'Tap' | 'Pause' | 'R' | 'Fire' | 'Left' | 'Right';
