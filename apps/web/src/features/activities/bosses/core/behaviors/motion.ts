import { BOSS_DRIFT_SPEED, WORLD_HEIGHT, WORLD_WIDTH } from '../constants.ts';
import type { Boss } from '../types.ts';

/** Sways side to side around home; how most bosses wait between moves. */
export function drift(boss: Boss, dt: number): void {
  boss.angle += dt / 1000;
  const targetX = boss.homeX + Math.sin(boss.angle * 0.8) * 140;
  const targetY = boss.homeY + Math.sin(boss.angle * 1.3) * 20;
  moveToward(boss, targetX, targetY, BOSS_DRIFT_SPEED * 2, dt);
}

/** Moves at most `speed` units/s toward (x, y); answers whether it has arrived. */
export function moveToward(boss: Boss, x: number, y: number, speed: number, dt: number): boolean {
  const dx = x - boss.x;
  const dy = y - boss.y;
  const distance = Math.hypot(dx, dy);
  const stepLength = (speed * dt) / 1000;
  if (distance <= stepLength) {
    boss.x = x;
    boss.y = y;
    return true;
  }
  boss.x += (dx / distance) * stepLength;
  boss.y += (dy / distance) * stepLength;
  return false;
}

/** Starts a straight charge at (aimX, aimY). */
export function launch(boss: Boss, speed: number): void {
  const dx = boss.aimX - boss.x;
  const dy = boss.aimY - boss.y;
  const distance = Math.hypot(dx, dy) || 1;
  boss.vx = (dx / distance) * speed;
  boss.vy = (dy / distance) * speed;
}

/** Moves along the charge; answers whether it is over (past the aim point or at an edge). */
export function charge(boss: Boss, dt: number): boolean {
  const before = (boss.aimX - boss.x) * boss.vx + (boss.aimY - boss.y) * boss.vy;
  boss.x += (boss.vx * dt) / 1000;
  boss.y += (boss.vy * dt) / 1000;
  const after = (boss.aimX - boss.x) * boss.vx + (boss.aimY - boss.y) * boss.vy;
  const r = boss.type.radius;
  const out = boss.x < r || boss.x > WORLD_WIDTH - r || boss.y < r || boss.y > WORLD_HEIGHT - r;
  boss.x = Math.min(WORLD_WIDTH - r, Math.max(r, boss.x));
  boss.y = Math.min(WORLD_HEIGHT - r, Math.max(r, boss.y));
  return out || (before > 0 && after <= 0);
}

/** Counts a timer down; answers whether it ran out during this step. */
export function tick(boss: Boss, dt: number, field: 'attackMs' | 'extraMs'): boolean {
  boss[field] -= dt;
  return boss[field] <= 0;
}
