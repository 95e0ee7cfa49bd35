import { seededRandom } from '../../shared/random.ts';
import { WORLD_HEIGHT, WORLD_WIDTH } from '../core/constants.ts';

/** Background stars: fixed scenery, the same for every game, so drawn from a constant seed. */
const random = seededRandom(2026);
const STARS = Array.from({ length: 120 }, () => ({
  x: random() * WORLD_WIDTH,
  y: random() * WORLD_HEIGHT,
  speed: 10 + random() * 50,
  size: random() < 0.85 ? 1.5 : 2.5,
}));

/** Stars scrolling down at their own speeds, by elapsed game time: one path for all of them. */
export function drawStarfield(ctx: CanvasRenderingContext2D, elapsedMs: number): void {
  ctx.fillStyle = 'rgba(255,255,255,0.75)';
  ctx.beginPath();
  const s = elapsedMs / 1000;
  for (const star of STARS) ctx.rect(star.x, (star.y + star.speed * s) % WORLD_HEIGHT, star.size, star.size);
  ctx.fill();
}
