import {
  BOMB_DAMAGE,
  GOOD_EFFECT_MS,
  MAGNET_PULL,
  MAGNET_RANGE,
  PLAYER_HP,
  PLAYER_RADIUS,
  POWER_UP_RADIUS,
  POWER_UP_SPEED,
  STARS_BONUS,
  WORLD_HEIGHT,
} from './constants.ts';
import { burst } from './effects.ts';
import { curse } from './player.ts';
import type { BossGameState, EffectKind, PowerUpKind } from './types.ts';

/** docs/product.md#boss-shooter: the boss shooter's power-up kinds. reversed and visualChaos are curses. */
export const POWER_UP_KINDS: readonly PowerUpKind[] = [
  'shield',
  'magnet',
  'speed',
  'multiplier',
  'hp',
  'bomb',
  'reversed',
  'stars',
  'visualChaos',
  'timeWarp',
  'random',
];

export const TIMED_EFFECTS: readonly EffectKind[] = [
  'shield',
  'magnet',
  'speed',
  'multiplier',
  'stars',
  'timeWarp',
  'reversed',
  'visualChaos',
];

export function dropPowerUp(state: BossGameState, x: number, y: number): void {
  const kind = POWER_UP_KINDS[Math.floor(state.random() * POWER_UP_KINDS.length)]!;
  state.powerUps.push({ kind, x, y });
}

/** What catching one does. Timed ones (re)start their timer; random rolls one of the others. */
export function applyPowerUp(
  state: BossGameState,
  kind: PowerUpKind,
  damageBosses: (amount: number) => void,
): void {
  if (kind === 'random') {
    const others = POWER_UP_KINDS.filter((k) => k !== 'random');
    applyPowerUp(state, others[Math.floor(state.random() * others.length)]!, damageBosses);
    return;
  }
  switch (kind) {
    case 'reversed':
    case 'visualChaos':
      curse(state, kind);
      return;
    case 'hp':
      state.player.hp = Math.min(PLAYER_HP, state.player.hp + 1);
      break;
    case 'bomb':
      for (const bullet of state.bullets) burst(state, bullet.x, bullet.y, '#ffd166', 2, 90);
      state.bullets = [];
      damageBosses(BOMB_DAMAGE);
      break;
    case 'stars':
      state.score += STARS_BONUS;
      state.effects.stars = GOOD_EFFECT_MS;
      break;
    default:
      state.effects[kind] = GOOD_EFFECT_MS;
  }
  state.events.push({ type: 'powerUp', kind });
}

/** Falls, pulled in by a magnet; caught on touching the ship; lost off the bottom. */
export function stepPowerUps(state: BossGameState, dt: number, damageBosses: (amount: number) => void): void {
  const s = dt / 1000;
  const { player } = state;
  const caught: PowerUpKind[] = [];
  state.powerUps = state.powerUps.filter((p) => {
    const dx = player.x - p.x;
    const dy = player.y - p.y;
    const distance = Math.hypot(dx, dy);
    if (state.effects.magnet && distance < MAGNET_RANGE && distance > 0) {
      p.x += (dx / distance) * MAGNET_PULL * s;
      p.y += (dy / distance) * MAGNET_PULL * s;
    } else {
      p.y += POWER_UP_SPEED * s;
    }
    if (distance < PLAYER_RADIUS + POWER_UP_RADIUS) {
      caught.push(p.kind);
      return false;
    }
    return p.y < WORLD_HEIGHT + POWER_UP_RADIUS;
  });
  for (const kind of caught) applyPowerUp(state, kind, damageBosses);
}

/** Counts every timed effect down; gone at zero. */
export function stepEffectTimers(state: BossGameState, dt: number): void {
  for (const kind of TIMED_EFFECTS) {
    const left = state.effects[kind];
    if (left === undefined) continue;
    if (left - dt <= 0) delete state.effects[kind];
    else state.effects[kind] = left - dt;
  }
}
