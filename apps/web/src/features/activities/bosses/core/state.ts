import { seededRandom } from '../../shared/random.ts';
import { bossTypeForLevel } from './boss-types.ts';
import {
  ATTACK_COOLDOWN_MAX_MS,
  ATTACK_COOLDOWN_MIN_MS,
  BOSS_BASE_HP,
  BOSS_HP_PER_LEVEL,
  BOSS_TARGET_Y,
  PLAYER_HP,
  PLAYER_START_Y,
  SERPENT_SEGMENTS,
  WORLD_WIDTH,
} from './constants.ts';
import type { Boss, BossGameState, BossType, GameEvent } from './types.ts';

/** docs/product.md#boss-shooter: (150 + level × 50) × the boss's multiplier. */
export function bossMaxHp(level: number, multiplier: number): number {
  return Math.round((BOSS_BASE_HP + level * BOSS_HP_PER_LEVEL) * multiplier);
}

export function clampCooldown(ms: number): number {
  return Math.min(ATTACK_COOLDOWN_MAX_MS, Math.max(ATTACK_COOLDOWN_MIN_MS, ms));
}

export function createBossGame(seed: number): BossGameState {
  return {
    phase: 'menu',
    level: 1,
    score: 0,
    player: { x: WORLD_WIDTH / 2, y: PLAYER_START_Y, hp: PLAYER_HP, invincibleMs: 0, fireMs: 0, flashMs: 0 },
    bosses: [],
    nextLevelMs: 0,
    playerBullets: [],
    bullets: [],
    powerUps: [],
    effects: {},
    particles: [],
    texts: [],
    shake: 0,
    damageTally: 0,
    elapsedMs: 0,
    nextBossId: 1,
    events: [],
    random: seededRandom(seed),
  };
}

/** From the menu or a finished game: a fresh run at level 1 (the seed's sequence carries on). */
export function startBossGame(state: BossGameState, level = 1): void {
  const fresh = createBossGame(0);
  Object.assign(state, { ...fresh, random: state.random, phase: 'playing', level });
  spawnLevel(state);
}

export function togglePause(state: BossGameState): void {
  if (state.phase === 'playing') state.phase = 'paused';
  else if (state.phase === 'paused') state.phase = 'playing';
}

export function backToMenu(state: BossGameState): void {
  state.phase = 'menu';
}

/** The events since the last call, for sounds and announcements; the list starts afresh. */
export function takeEvents(state: BossGameState): GameEvent[] {
  const events = state.events;
  state.events = [];
  return events;
}

export function spawnLevel(state: BossGameState): void {
  const type = bossTypeForLevel(state.level);
  state.bosses.push(makeBoss(state, type, WORLD_WIDTH / 2, bossMaxHp(state.level, type.multiplier), 0));
  state.events.push({ type: 'bossIn', level: state.level, bossId: type.id });
}

/** A boss above the top edge, entering (docs/product.md#boss-shooter); its behaviour starts once it has arrived. */
export function makeBoss(
  state: BossGameState,
  type: BossType,
  x: number,
  maxHp: number,
  generation: number,
): Boss {
  const boss: Boss = {
    id: state.nextBossId++,
    type,
    life: 'entering',
    mode: 'entering',
    modeMs: 0,
    hp: maxHp,
    maxHp,
    x,
    y: -type.radius - 20,
    homeX: x,
    homeY: BOSS_TARGET_Y,
    vx: 0,
    vy: 0,
    aimX: x,
    aimY: BOSS_TARGET_Y,
    attackMs: clampCooldown(type.cooldownMs),
    extraMs: 0,
    counter: 0,
    angle: 0,
    alpha: 1,
    invulnerable: true,
    parts: [],
    segments: [],
    generation,
    flashMs: 0,
    safeX: 0,
    safeWidth: 0,
  };
  if (type.behavior === 'serpent') {
    for (let i = 0; i < SERPENT_SEGMENTS; i++) boss.segments.push({ x, y: boss.y - i * 30 });
  }
  return boss;
}

export function setMode(boss: Boss, mode: string): void {
  boss.mode = mode;
  boss.modeMs = 0;
}

export const isAlive = (boss: Boss) => boss.life === 'entering' || boss.life === 'fighting';
