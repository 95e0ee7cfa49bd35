import type { Random } from '../../shared/random.ts';
import { MAX_PARTICLES } from './constants.ts';
import type { ShooterState } from './types.ts';

/** Palette indices the renderer maps to colours. */
export const PARTICLE_COLORS = {
  spark: 0,
  letter: 1,
  wrong: 2,
  hurt: 3,
  boss: 4,
  powerUp: 5,
  curse: 6,
} as const;

/** Particles flying out of (x, y); the oldest give way when there are too many. */
export function burst(
  state: ShooterState,
  random: Random,
  x: number,
  y: number,
  count: number,
  color: number,
  speed = 160,
): void {
  for (let i = 0; i < count; i++) {
    const angle = random() * Math.PI * 2;
    const velocity = speed * (0.3 + random() * 0.7);
    const lifeMs = 350 + random() * 450;
    state.particles.push({
      x,
      y,
      vx: Math.cos(angle) * velocity,
      vy: Math.sin(angle) * velocity,
      lifeMs,
      maxLifeMs: lifeMs,
      color,
      size: 2 + random() * 3,
    });
  }
  const extra = state.particles.length - MAX_PARTICLES;
  if (extra > 0) state.particles.splice(0, extra);
}

/** A shake as strong as the strongest still running. */
export function shake(state: ShooterState, preset: { ms: number; strength: number }): void {
  state.shake = {
    ms: Math.max(state.shake.ms, preset.ms),
    strength: Math.max(state.shake.ms > 0 ? state.shake.strength : 0, preset.strength),
  };
}

export function stepFx(state: ShooterState, dt: number): void {
  const seconds = dt / 1000;
  let kept = 0;
  for (const particle of state.particles) {
    particle.lifeMs -= dt;
    if (particle.lifeMs <= 0) continue;
    particle.x += particle.vx * seconds;
    particle.y += particle.vy * seconds;
    // A little drag, so bursts bloom and settle.
    particle.vx *= 1 - 2 * seconds;
    particle.vy *= 1 - 2 * seconds;
    state.particles[kept++] = particle;
  }
  state.particles.length = kept;
  state.shake.ms = Math.max(0, state.shake.ms - dt);
  state.flashMs = Math.max(0, state.flashMs - dt);
}
