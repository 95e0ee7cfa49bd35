import { randomInt } from '../../shared/random.ts';
import type { Random } from '../../shared/random.ts';
import {
  BOMB_BOSS_DAMAGE,
  CHAOS_VARIANTS,
  CURSES,
  FIELD_WIDTH,
  FLASH_BOMB_MS,
  MULTIPLIER_FACTOR,
  PLAYER_MAX_HP,
  PLAYER_SPEED,
  POWER_UP_DURATIONS_MS,
  POWER_UP_MAX_MS,
  POWER_UP_MIN_MS,
  POWER_UP_RADIUS,
  POWER_UP_TYPES,
  SHAKE_BOMB,
  SPEED_FACTOR,
  TIMED_POWER_UPS,
} from './constants.ts';
import type { PowerUpType, TimedPowerUp } from './constants.ts';
import { damageBoss } from './bosses.ts';
import { PARTICLE_COLORS, burst, shake } from './fx.ts';
import type { ShooterState } from './types.ts';

const isTimed = (type: PowerUpType): type is TimedPowerUp => type in POWER_UP_DURATIONS_MS;

export function nextPowerUpDelay(random: Random): number {
  return POWER_UP_MIN_MS + random() * (POWER_UP_MAX_MS - POWER_UP_MIN_MS);
}

/** A capsule of any of the 14 types, falling from a random place at the top. */
export function dropPowerUp(state: ShooterState, random: Random): void {
  const type = POWER_UP_TYPES[randomInt(random, POWER_UP_TYPES.length)] ?? 'hp';
  const x = POWER_UP_RADIUS + random() * (FIELD_WIDTH - 2 * POWER_UP_RADIUS);
  state.powerUps.push({ id: state.nextId++, type, x, y: -POWER_UP_RADIUS });
}

export const hasEffect = (state: ShooterState, type: TimedPowerUp): boolean => (state.effects[type] ?? 0) > 0;

/**
 * What a collected capsule does. random stands for any of the other 13; visualChaos picks one
 * of its five variants. A lasting one started again runs its full time from now.
 */
export function collectPowerUp(
  state: ShooterState,
  picked: PowerUpType,
  random: Random,
  x: number,
  y: number,
): void {
  let applied = picked;
  if (picked === 'random') {
    const others = POWER_UP_TYPES.filter((type) => type !== 'random');
    applied = others[randomInt(random, others.length)] ?? 'hp';
  }
  let variant = null;
  if (applied === 'hp') state.player.hp = Math.min(PLAYER_MAX_HP, state.player.hp + 1);
  if (applied === 'bomb') detonate(state, random);
  if (applied === 'visualChaos') {
    variant = CHAOS_VARIANTS[randomInt(random, CHAOS_VARIANTS.length)] ?? 'wobble';
    state.chaos = variant;
  }
  if (isTimed(applied)) state.effects[applied] = POWER_UP_DURATIONS_MS[applied];
  if (applied === 'shield') state.player.shield = true;
  burst(state, random, x, y, 18, CURSES.has(applied) ? PARTICLE_COLORS.curse : PARTICLE_COLORS.powerUp);
  state.events.push({ type: 'powerUp', picked, applied, variant });
  derivePlayer(state);
}

/** bomb: every letter on the field goes up in sparks (no points), and each boss takes a blow. */
function detonate(state: ShooterState, random: Random): void {
  for (const letter of state.letters) burst(state, random, letter.x, letter.y, 6, PARTICLE_COLORS.spark);
  state.letters = [];
  state.enemyShots = [];
  for (const boss of state.bosses) damageBoss(state, boss, BOMB_BOSS_DAMAGE, random);
  shake(state, SHAKE_BOMB);
  state.flashMs = Math.max(state.flashMs, FLASH_BOMB_MS);
}

/** Runs the lasting power-ups' clocks down; the shield and chaos end with theirs. */
export function tickEffects(state: ShooterState, dt: number): void {
  for (const type of TIMED_POWER_UPS) {
    const left = state.effects[type];
    if (left === undefined) continue;
    if (left - dt > 0) {
      state.effects[type] = left - dt;
      continue;
    }
    delete state.effects[type];
    if (type === 'shield') state.player.shield = false;
    if (type === 'visualChaos') state.chaos = null;
  }
  derivePlayer(state);
}

/** docs/product.md#starshooter's player fields that follow from what is running. */
export function derivePlayer(state: ShooterState): void {
  state.player.scoreMultiplier = hasEffect(state, 'multiplier') ? MULTIPLIER_FACTOR : 1;
  state.player.speed = PLAYER_SPEED * (hasEffect(state, 'speed') ? SPEED_FACTOR : 1);
}
