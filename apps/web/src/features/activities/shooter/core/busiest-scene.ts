import type { Random } from '../../shared/random.ts';
import { startBossFight } from './bosses.ts';
import { BULLET_SPEED, FIELD_HEIGHT, FIELD_WIDTH, PLAYER_Y, POWER_UP_DURATIONS_MS } from './constants.ts';
import { PARTICLE_COLORS, burst } from './fx.ts';
import type { ShooterState } from './types.ts';

/** The bench's scene: a boss fight with this many shots in the air, and particles everywhere. */
export const BUSIEST_SHOTS = 300;
export const BUSIEST_PARTICLES = 400;

/**
 * Keeps a game at its busiest for `npm run bench` (scripts/bench-games.mjs): the fourth fight
 * (the serpent and the eye), 300 shots, 400 particles, every lasting power-up running but the
 * screen-turning chaos and the strobe, and a ship that cannot die. Called before each step while the bench asks.
 */
export function keepBusiest(state: ShooterState, random: Random): void {
  if (state.phase !== 'playing') return;
  // Fight 4 brings two bosses; when the ship wins it (bonus and all), fight 4 comes again.
  if (state.mode !== 'boss') {
    state.bossFights = 3;
    startBossFight(state, random);
  }
  state.effects = { ...POWER_UP_DURATIONS_MS };
  delete state.effects.visualChaos;
  delete state.effects.flash;
  state.chaos = null;
  state.player.shield = true;
  while (state.bullets.length < BUSIEST_SHOTS / 2) {
    state.bullets.push({ x: random() * FIELD_WIDTH, y: PLAYER_Y - random() * 300, vx: 0, vy: -BULLET_SPEED });
  }
  while (state.enemyShots.length < BUSIEST_SHOTS / 2) {
    const x = random() * FIELD_WIDTH;
    state.enemyShots.push({ x, y: random() * FIELD_HEIGHT * 0.6, vx: (random() - 0.5) * 80, vy: 200 });
  }
  while (state.particles.length < BUSIEST_PARTICLES) {
    burst(state, random, random() * FIELD_WIDTH, random() * FIELD_HEIGHT, 20, PARTICLE_COLORS.boss);
  }
}
