import { FLOAT_TEXT_MS, PLAYER_RADIUS, WORLD_HEIGHT, WORLD_WIDTH } from '../core/constants.ts';
import type { BossGameState, FloatTextKey } from '../core/types.ts';
import { bulletSprite } from './bullet-sprites.ts';
import { drawBoss, drawJudgementZone } from './draw-bosses.ts';
import { FONT, POWER_UP_LOOK, drawHud } from './draw-hud.ts';
import type { HudLabels } from './draw-hud.ts';
import { fitWorld } from './fit.ts';
import { drawStarfield } from './starfield.ts';

export interface SceneOptions {
  /** Canvas size in device pixels and the device pixel ratio it was made with. */
  width: number;
  height: number;
  labels: HudLabels & { texts: Record<FloatTextKey, string> };
  /** prefers-reduced-motion: no shake, no wobble, softer flashes. */
  reducedMotion: boolean;
}

type Ctx = CanvasRenderingContext2D;

/** Draws one frame from the engine's state; holds nothing between frames. */
export function drawScene(ctx: Ctx, state: BossGameState, options: SceneOptions): void {
  const { width, height, reducedMotion } = options;
  const fit = fitWorld(width, height);
  const t = state.elapsedMs / 1000;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  // One fill for the whole canvas: at 2× it is millions of pixels, and a software-rendered canvas
  // pays for each one.
  ctx.fillStyle = '#100a2a';
  ctx.fillRect(0, 0, width, height);
  ctx.setTransform(fit.scale, 0, 0, fit.scale, fit.offsetX, fit.offsetY);
  ctx.save();
  const shake = reducedMotion ? 0 : state.shake;
  if (shake > 0) ctx.translate(Math.sin(t * 91) * shake, Math.cos(t * 77) * shake);
  if (state.effects.visualChaos && !reducedMotion) {
    // The curse: the world sways and tilts around its centre.
    ctx.translate(WORLD_WIDTH / 2, WORLD_HEIGHT / 2);
    ctx.rotate(Math.sin(t * 2.5) * 0.12);
    ctx.scale(1 + Math.sin(t * 3.1) * 0.05, 1 - Math.sin(t * 2.3) * 0.05);
    ctx.translate(-WORLD_WIDTH / 2, -WORLD_HEIGHT / 2);
  }
  drawStarfield(ctx, state.elapsedMs);

  for (const boss of state.bosses)
    if (boss.type.behavior === 'judgement') drawJudgementZone(ctx, boss, WORLD_WIDTH, t);
  for (const boss of state.bosses) drawBoss(ctx, boss, t, true);
  drawPowerUps(ctx, state, t);
  drawPlayer(ctx, state, t);
  drawBullets(ctx, state, fit.scale);
  drawParticles(ctx, state);
  drawTexts(ctx, state, options.labels.texts);
  ctx.restore();

  if (state.effects.visualChaos && reducedMotion) {
    // Without motion the curse tints the screen instead.
    ctx.fillStyle = 'rgba(157, 78, 221, 0.18)';
    ctx.fillRect(0, 0, WORLD_WIDTH, WORLD_HEIGHT);
  }
  if (state.player.flashMs > 0) {
    ctx.fillStyle = `rgba(255, 60, 80, ${reducedMotion ? 0.08 : 0.25})`;
    ctx.fillRect(0, 0, WORLD_WIDTH, WORLD_HEIGHT);
  }
  drawHud(ctx, state, options.labels);
  // The world's edge, where the canvas is wider or taller than the world.
  ctx.strokeStyle = 'rgba(255,255,255,0.12)';
  ctx.lineWidth = 2;
  ctx.strokeRect(0, 0, WORLD_WIDTH, WORLD_HEIGHT);
}

function drawPlayer(ctx: Ctx, state: BossGameState, t: number): void {
  const { player } = state;
  if (state.phase === 'gameover') return;
  // Blinks while invincible after a hit.
  if (player.invincibleMs > 0 && Math.floor(t * 20) % 2 === 0) return;
  ctx.save();
  ctx.translate(player.x, player.y);
  ctx.fillStyle = '#ffb703';
  ctx.beginPath();
  ctx.moveTo(-6, 14);
  ctx.lineTo(0, 22 + Math.sin(t * 40) * 4);
  ctx.lineTo(6, 14);
  ctx.fill();
  ctx.fillStyle = '#e0fbfc';
  ctx.strokeStyle = '#3a86ff';
  ctx.lineWidth = 2.5;
  ctx.beginPath();
  ctx.moveTo(0, -PLAYER_RADIUS - 6);
  ctx.lineTo(PLAYER_RADIUS, PLAYER_RADIUS);
  ctx.lineTo(0, PLAYER_RADIUS - 5);
  ctx.lineTo(-PLAYER_RADIUS, PLAYER_RADIUS);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  if (state.effects.shield) {
    ctx.strokeStyle = 'rgba(125, 249, 255, 0.8)';
    ctx.beginPath();
    ctx.arc(0, 0, PLAYER_RADIUS + 10, 0, Math.PI * 2);
    ctx.stroke();
  }
  ctx.restore();
}

/** Player shots in one path; enemy bullets stamped from sprites made at the current pixel scale. */
function drawBullets(ctx: Ctx, state: BossGameState, pixelsPerUnit: number): void {
  ctx.fillStyle = '#9bf6ff';
  ctx.beginPath();
  for (const b of state.playerBullets) ctx.rect(b.x - 2, b.y - 8, 4, 14);
  ctx.fill();
  for (const b of state.bullets) {
    const sprite = bulletSprite(b.kind, b.r, pixelsPerUnit);
    const half = sprite.width / pixelsPerUnit / 2;
    ctx.drawImage(sprite, b.x - half, b.y - half, half * 2, half * 2);
  }
}

/**
 * Sparks in runs of one colour and one of four fading steps, each run one fill: a burst's sparks
 * sit together in the list, so a few fills cover hundreds of sparks without sorting or allocating.
 */
const FADE_STEPS = 4;

function drawParticles(ctx: Ctx, state: BossGameState): void {
  let color = '';
  let fade = -1;
  ctx.beginPath();
  for (const p of state.particles) {
    const step = Math.min(FADE_STEPS - 1, Math.floor((p.lifeMs / p.maxLifeMs) * FADE_STEPS));
    if (p.color !== color || step !== fade) {
      ctx.fill();
      ctx.beginPath();
      color = p.color;
      fade = step;
      ctx.fillStyle = color;
      ctx.globalAlpha = (step + 1) / FADE_STEPS;
    }
    ctx.rect(p.x - p.size / 2, p.y - p.size / 2, p.size, p.size);
  }
  ctx.fill();
  ctx.globalAlpha = 1;
}

function drawPowerUps(ctx: Ctx, state: BossGameState, t: number): void {
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `700 15px ${FONT}`;
  for (const p of state.powerUps) {
    const look = POWER_UP_LOOK[p.kind];
    const pulse = 1 + Math.sin(t * 6) * 0.08;
    ctx.fillStyle = 'rgba(10, 10, 30, 0.85)';
    ctx.strokeStyle = look.color;
    ctx.lineWidth = 2.5;
    ctx.beginPath();
    ctx.arc(p.x, p.y, 14 * pulse, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = look.color;
    ctx.fillText(look.glyph, p.x, p.y + 1);
  }
}

/** CURSED!, SAFE!, TIME UP and the others rise and fade over the action. */
function drawTexts(ctx: Ctx, state: BossGameState, texts: Record<FloatTextKey, string>): void {
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const text of state.texts) {
    const k = text.ageMs / FLOAT_TEXT_MS;
    ctx.globalAlpha = 1 - k * k;
    const big =
      text.key === 'findSafeZone' ||
      text.key === 'hitCorrectTarget' ||
      text.key === 'levelUp' ||
      text.key === 'timeUp';
    ctx.font = `800 ${big ? 30 : 22}px ${FONT}`;
    ctx.lineWidth = 5;
    ctx.strokeStyle = 'rgba(0,0,0,0.75)';
    const y = text.y - k * 40;
    ctx.strokeText(texts[text.key], text.x, y);
    ctx.fillStyle = text.key === 'cursed' ? '#d36bff' : text.key === 'safe' ? '#3cff9e' : '#ffe066';
    ctx.fillText(texts[text.key], text.x, y);
  }
  ctx.globalAlpha = 1;
}
