import { angleToPlayer, shoot } from '../fire.ts';
import type { Boss, BossGameState, Part } from '../types.ts';

export function makePart(
  kind: Part['kind'],
  hp: number,
  dx: number,
  dy: number,
  radius: number,
  fireMs = 1500,
): Part {
  return { kind, hp, maxHp: hp, dx, dy, radius, fireMs, flashMs: 0 };
}

export const partsAlive = (boss: Boss, kind: Part['kind']) =>
  boss.parts.filter((p) => p.kind === kind && p.hp > 0).length;

/** Every standing part of a kind shoots at the player on its own timer. */
export function partsFire(state: BossGameState, boss: Boss, dt: number, everyMs: number): void {
  for (const part of boss.parts) {
    if (part.hp <= 0 || part.kind === 'core') continue;
    part.fireMs -= dt;
    if (part.fireMs > 0) continue;
    part.fireMs += everyMs;
    const x = boss.x + part.dx;
    const y = boss.y + part.dy;
    shoot(state, x, y, angleToPlayer(state, x, y));
  }
}
