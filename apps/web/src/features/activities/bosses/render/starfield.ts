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

/** Stars scrolling down at their own speeds, by elapsed game time, tiled over the given area. */
export function drawStarfield(
  ctx: CanvasRenderingContext2D,
  elapsedMs: number,
  x: number,
  y: number,
  width: number,
  height: number,
): void {
  ctx.fillStyle = 'rgba(255,255,255,0.75)';
  const s = elapsedMs / 1000;
  const firstX = Math.floor(x / WORLD_WIDTH) * WORLD_WIDTH;
  const firstY = Math.floor(y / WORLD_HEIGHT) * WORLD_HEIGHT;
  for (let tileX = firstX; tileX < x + width; tileX += WORLD_WIDTH) {
    for (let tileY = firstY; tileY < y + height; tileY += WORLD_HEIGHT) {
      for (const star of STARS) {
        ctx.fillRect(
          tileX + star.x,
          tileY + ((star.y + star.speed * s) % WORLD_HEIGHT),
          star.size,
          star.size,
        );
      }
    }
  }
}
