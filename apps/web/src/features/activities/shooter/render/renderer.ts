import { FIELD_HEIGHT, FIELD_WIDTH } from '../core/constants.ts';
import type { ShooterState } from '../core/types.ts';
import { drawHud } from './draw-hud.ts';
import type { ShooterLabels } from './draw-hud.ts';
import {
  drawBosses,
  drawLetters,
  drawParticles,
  drawPowerUps,
  drawShip,
  drawShots,
  drawSky,
} from './draw-world.ts';

export interface RenderOptions {
  labels: ShooterLabels;
  /** prefers-reduced-motion: no shake, gentler flashes and chaos. */
  reducedMotion: boolean;
}

/** The canvas's backing size for its CSS size: device pixels, so lines stay crisp on high-DPI screens. */
export function backingSize(cssWidth: number, devicePixelRatio: number): number {
  return Math.max(1, Math.round(cssWidth * Math.min(devicePixelRatio || 1, 3)));
}

/** visualChaos: the field (not the HUD) wobbles, turns, flips or shrinks. */
function chaosTransform(ctx: CanvasRenderingContext2D, state: ShooterState, calm: number): void {
  const t = state.timeMs / 1000;
  const cx = FIELD_WIDTH / 2;
  const cy = FIELD_HEIGHT / 2;
  ctx.translate(cx, cy);
  switch (state.chaos) {
    case 'wobble':
      ctx.translate(Math.sin(t * 7) * 14 * calm, Math.cos(t * 5) * 8 * calm);
      ctx.rotate(Math.sin(t * 4) * 0.05 * calm);
      break;
    case 'rotate':
      ctx.rotate(Math.sin(t * 1.3) * 0.45 * calm);
      break;
    case 'flip':
      ctx.scale(1, -1);
      break;
    case 'shrink':
      ctx.scale(0.6, 0.6);
      break;
    default:
      break;
  }
  ctx.translate(-cx, -cy);
}

/** Draws one frame of `state` on `ctx`, whose canvas is square; keeps nothing between frames. */
export function drawShooter(
  ctx: CanvasRenderingContext2D,
  state: ShooterState,
  options: RenderOptions,
): void {
  const scale = ctx.canvas.width / FIELD_WIDTH;
  const calm = options.reducedMotion ? 0.3 : 1;
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  drawSky(ctx, state);

  ctx.save();
  if (state.shake.ms > 0 && !options.reducedMotion) {
    const amount = state.shake.strength * Math.min(1, state.shake.ms / 250);
    ctx.translate(Math.sin(state.timeMs * 0.9) * amount, Math.cos(state.timeMs * 1.3) * amount);
  }
  if (state.chaos) chaosTransform(ctx, state, calm);
  drawLetters(ctx, state);
  drawPowerUps(ctx, state);
  drawBosses(ctx, state);
  drawShots(ctx, state);
  drawShip(ctx, state);
  drawParticles(ctx, state);
  ctx.restore();

  if (state.chaos === 'invert') {
    ctx.globalCompositeOperation = 'difference';
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, FIELD_WIDTH, FIELD_HEIGHT);
    ctx.globalCompositeOperation = 'source-over';
  }
  // Hurt and bomb flashes, and the flash curse's strobe; all far gentler under reduced motion.
  if (state.flashMs > 0) {
    ctx.fillStyle = `rgba(255, 80, 100, ${Math.min(0.4, state.flashMs / 400) * (options.reducedMotion ? 0.3 : 1)})`;
    ctx.fillRect(0, 0, FIELD_WIDTH, FIELD_HEIGHT);
  }
  if (state.effects.flash && state.phase === 'playing') {
    const beat = options.reducedMotion ? 0.12 : 0.75 * Math.max(0, Math.sin(state.timeMs / 90));
    ctx.fillStyle = `rgba(255, 255, 255, ${beat})`;
    ctx.fillRect(0, 0, FIELD_WIDTH, FIELD_HEIGHT);
  }
  drawHud(ctx, state, options.labels);
}
