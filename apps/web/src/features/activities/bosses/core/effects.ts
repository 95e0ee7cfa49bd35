import { FLOAT_TEXT_MS, MAX_PARTICLES, SHAKE_DECAY_PER_S } from './constants.ts';
import type { BossGameState, FloatTextKey } from './types.ts';

/** A burst of sparks; the oldest give way when the screen is already full of them. */
export function burst(
  state: BossGameState,
  x: number,
  y: number,
  color: string,
  count: number,
  speed = 180,
): void {
  const { random } = state;
  for (let i = 0; i < count; i++) {
    if (state.particles.length >= MAX_PARTICLES) state.particles.shift();
    const angle = random() * Math.PI * 2;
    const v = speed * (0.3 + random() * 0.7);
    const life = 300 + random() * 500;
    state.particles.push({
      x,
      y,
      vx: Math.cos(angle) * v,
      vy: Math.sin(angle) * v,
      lifeMs: life,
      maxLifeMs: life,
      color,
      size: 1.5 + random() * 2.5,
    });
  }
}

export function floatText(state: BossGameState, key: FloatTextKey, x: number, y: number): void {
  state.texts.push({ key, x, y, ageMs: 0 });
}

export function shake(state: BossGameState, amount: number): void {
  state.shake = Math.max(state.shake, amount);
}

/** Moves sparks, ages texts and settles the shake; none of it changes play. */
export function stepEffects(state: BossGameState, dt: number): void {
  const s = dt / 1000;
  let kept = 0;
  for (const p of state.particles) {
    p.lifeMs -= dt;
    if (p.lifeMs <= 0) continue;
    p.x += p.vx * s;
    p.y += p.vy * s;
    p.vx *= 0.985;
    p.vy *= 0.985;
    state.particles[kept++] = p;
  }
  state.particles.length = kept;
  state.texts = state.texts.filter((text) => (text.ageMs += dt) < FLOAT_TEXT_MS);
  state.shake = Math.max(0, state.shake - SHAKE_DECAY_PER_S * s);
}
