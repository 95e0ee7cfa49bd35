import { BULLET_RADIUS, BULLET_SPEED, MAX_ENEMY_BULLETS } from './constants.ts';
import type { Boss, BossGameState, Bullet, BulletKind } from './types.ts';

export function addBullet(
  state: BossGameState,
  bullet: Omit<Bullet, 'ageMs' | 'r' | 'kind'> & Partial<Bullet>,
): void {
  // A cap keeps the slowest phone playable; the oldest shot is the one furthest on its way out.
  if (state.bullets.length >= MAX_ENEMY_BULLETS) state.bullets.shift();
  state.bullets.push({ r: BULLET_RADIUS, kind: 'orb', ageMs: 0, ...bullet });
}

/** One shot from (x, y) at an angle (radians, 0 = right, π/2 = down). */
export function shoot(
  state: BossGameState,
  x: number,
  y: number,
  angle: number,
  speed = BULLET_SPEED,
  kind: BulletKind = 'orb',
): void {
  addBullet(state, {
    x,
    y,
    vx: Math.cos(angle) * speed,
    vy: Math.sin(angle) * speed,
    kind,
    r: kind === 'big' ? 11 : BULLET_RADIUS,
  });
}

export function angleToPlayer(state: BossGameState, x: number, y: number): number {
  return Math.atan2(state.player.y - y, state.player.x - x);
}

/** `count` shots fanned over `spread` radians around `angle`. */
export function fan(
  state: BossGameState,
  x: number,
  y: number,
  angle: number,
  count: number,
  spread: number,
  speed = BULLET_SPEED,
): void {
  for (let i = 0; i < count; i++) {
    const t = count === 1 ? 0 : i / (count - 1) - 0.5;
    shoot(state, x, y, angle + t * spread, speed);
  }
}

/** `count` shots evenly around a circle, turned by `offset`. */
export function ring(
  state: BossGameState,
  x: number,
  y: number,
  count: number,
  offset = 0,
  speed = BULLET_SPEED,
): void {
  for (let i = 0; i < count; i++) shoot(state, x, y, offset + (i / count) * Math.PI * 2, speed);
}

/** The generic patterns some bosses use as their whole attack and others between their moves. */
export function genericAttack(state: BossGameState, boss: Boss): void {
  const { x, y } = boss;
  const aim = angleToPlayer(state, x, y);
  switch (boss.type.behavior) {
    case 'ring':
      ring(state, x, y, 14, boss.counter * 0.2);
      if (boss.counter % 2 === 1) fan(state, x, y, aim, 3, 0.3, BULLET_SPEED * 1.3);
      break;
    case 'rain':
      for (let i = 0; i < 6; i++)
        shoot(
          state,
          40 + state.random() * 560,
          -10,
          Math.PI / 2,
          BULLET_SPEED * (0.8 + state.random() * 0.5),
        );
      break;
    case 'wave':
      for (let i = 0; i < 5; i++)
        shoot(state, x, y, Math.PI / 2 + Math.sin(boss.counter * 0.7 + i) * 0.9, BULLET_SPEED);
      break;
    default:
      fan(state, x, y, aim, 5, 0.9);
  }
  boss.counter += 1;
}
