import { SERPENT_SPACING, SERPENT_SPEED, WORLD_WIDTH } from '../constants.ts';
import { angleToPlayer, shoot } from '../fire.ts';
import { clampCooldown } from '../state.ts';
import type { Boss, BossGameState } from '../types.ts';
import { moveToward, tick } from './motion.ts';

/** docs/product.md#boss-shooter: a head and 10 segments winding over the upper screen; any segment can fire. */
export function startSerpent(_state: BossGameState, boss: Boss): void {
  boss.mode = 'slithering';
}

export function updateSerpent(state: BossGameState, boss: Boss, dt: number): void {
  boss.angle += dt / 1000;
  const targetX = WORLD_WIDTH / 2 + Math.sin(boss.angle * 0.9) * 250;
  const targetY = 250 + Math.sin(boss.angle * 0.55) * 150;
  moveToward(boss, targetX, targetY, SERPENT_SPEED * 2, dt);
  followHead(boss);
  if (tick(boss, dt, 'attackMs')) {
    const from = boss.segments[Math.floor(state.random() * boss.segments.length)] ?? boss;
    shoot(state, from.x, from.y, angleToPlayer(state, from.x, from.y));
    shoot(state, boss.x, boss.y, angleToPlayer(state, boss.x, boss.y), 260);
    boss.attackMs += clampCooldown(boss.type.cooldownMs);
  }
}

/** Each segment keeps its spacing behind the one before it. */
export function followHead(boss: Boss): void {
  let lead = { x: boss.x, y: boss.y };
  for (const segment of boss.segments) {
    const dx = segment.x - lead.x;
    const dy = segment.y - lead.y;
    const distance = Math.hypot(dx, dy);
    if (distance > SERPENT_SPACING) {
      segment.x = lead.x + (dx / distance) * SERPENT_SPACING;
      segment.y = lead.y + (dy / distance) * SERPENT_SPACING;
    }
    lead = segment;
  }
}
