import type { BulletKind } from '../core/types.ts';

const LOOKS: Record<BulletKind, { glow: string; core: string }> = {
  orb: { glow: 'rgba(255, 90, 120, 0.35)', core: '#ffd6e0' },
  big: { glow: 'rgba(255, 170, 0, 0.35)', core: '#fff3b0' },
  volley: { glow: 'rgba(120, 170, 255, 0.4)', core: '#e0ecff' },
  skull: { glow: 'rgba(200, 200, 200, 0.35)', core: '#f8f9fa' },
};

const GLOW = 1.7;

/**
 * A bullet drawn once into a small canvas at the pixel size it is shown at, then stamped: a
 * software-rendered canvas blits an image far faster than it fills hundreds of round paths.
 * Only a cache of pictures; the game's state stays in the engine.
 */
const sprites = new Map<string, HTMLCanvasElement>();

export function bulletSprite(kind: BulletKind, radius: number, pixelsPerUnit: number): HTMLCanvasElement {
  const key = `${kind}:${radius}:${pixelsPerUnit.toFixed(2)}`;
  const cached = sprites.get(key);
  if (cached) return cached;
  const outer = radius * GLOW * pixelsPerUnit;
  const size = Math.ceil(outer * 2) + 2;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (ctx) {
    const { glow, core } = LOOKS[kind];
    ctx.fillStyle = glow;
    ctx.beginPath();
    ctx.arc(size / 2, size / 2, outer, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = core;
    ctx.beginPath();
    ctx.arc(size / 2, size / 2, radius * pixelsPerUnit, 0, Math.PI * 2);
    ctx.fill();
  }
  // A resize makes new sizes; the old ones are dropped rather than kept forever.
  if (sprites.size > 64) sprites.clear();
  sprites.set(key, canvas);
  return canvas;
}
