import { WORLD_HEIGHT, WORLD_WIDTH } from '../core/constants.ts';

export interface Fit {
  scale: number;
  offsetX: number;
  offsetY: number;
}

/** The world scaled to fit the canvas (pixels), centred; the same numbers map a pointer back. */
export function fitWorld(width: number, height: number): Fit {
  const scale = Math.min(width / WORLD_WIDTH, height / WORLD_HEIGHT);
  return { scale, offsetX: (width - WORLD_WIDTH * scale) / 2, offsetY: (height - WORLD_HEIGHT * scale) / 2 };
}

export function toWorld(fit: Fit, x: number, y: number): { x: number; y: number } {
  return { x: (x - fit.offsetX) / fit.scale, y: (y - fit.offsetY) / fit.scale };
}
