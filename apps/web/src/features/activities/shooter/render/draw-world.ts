import {
  BOSSES,
  BULLET_RADIUS,
  BOSS_SHOT_RADIUS,
  CURSES,
  FIELD_HEIGHT,
  FIELD_WIDTH,
  LETTER_HALF_SIZE,
  PLAYER_Y,
  POWER_UP_RADIUS,
} from '../core/constants.ts';
import type { Boss, ShooterState } from '../core/types.ts';
import { COLORS, FONT, PARTICLE_PALETTE, POWER_UP_GLYPHS } from './palette.ts';

type Ctx = CanvasRenderingContext2D;

/** A fixed star field (the same every game), scrolled by play time. */
const STARS = Array.from({ length: 90 }, (_, i) => ({
  x: (i * 137.508) % FIELD_WIDTH,
  y: (i * 71.3 + (i % 7) * 53) % FIELD_HEIGHT,
  depth: 0.3 + ((i * 37) % 10) / 10,
}));

export function drawSky(ctx: Ctx, state: ShooterState): void {
  const sky = ctx.createLinearGradient(0, 0, 0, FIELD_HEIGHT);
  sky.addColorStop(0, COLORS.skyTop);
  sky.addColorStop(1, COLORS.skyBottom);
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, FIELD_WIDTH, FIELD_HEIGHT);
  ctx.fillStyle = COLORS.star;
  // Near stars (deeper than 0.9) are bigger and brighter; each layer is one path.
  for (const near of [false, true]) {
    ctx.globalAlpha = near ? 0.9 : 0.55;
    ctx.beginPath();
    for (const star of STARS) {
      if (star.depth > 0.9 !== near) continue;
      const y = (star.y + (state.timeMs / 1000) * 30 * star.depth) % FIELD_HEIGHT;
      const size = near ? 2 : 1.2;
      ctx.rect(star.x, y, size, size);
    }
    ctx.fill();
  }
  ctx.globalAlpha = 1;
}

function roundedRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

export function drawLetters(ctx: Ctx, state: ShooterState): void {
  // blink (a curse): the letters are there only every other beat.
  if (state.effects.blink && Math.floor(state.timeMs / 220) % 2 === 1) return;
  const size = LETTER_HALF_SIZE * 2;
  ctx.font = `700 22px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineWidth = 2;
  for (const letter of state.letters) {
    roundedRect(ctx, letter.x - LETTER_HALF_SIZE, letter.y - LETTER_HALF_SIZE, size, size, 8);
    ctx.fillStyle = COLORS.letterFill;
    ctx.fill();
    ctx.strokeStyle = COLORS.letterEdge;
    ctx.stroke();
    ctx.fillStyle = COLORS.letterText;
    ctx.fillText(letter.char.toUpperCase(), letter.x, letter.y + 1);
  }
}

export function drawPowerUps(ctx: Ctx, state: ShooterState): void {
  ctx.font = `700 16px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const drop of state.powerUps) {
    const pulse = 1 + 0.08 * Math.sin(state.timeMs / 120 + drop.id);
    ctx.beginPath();
    ctx.arc(drop.x, drop.y, POWER_UP_RADIUS * pulse, 0, Math.PI * 2);
    ctx.fillStyle = CURSES.has(drop.type) ? COLORS.curse : COLORS.boon;
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
    ctx.fillStyle = '#ffffff';
    ctx.fillText(POWER_UP_GLYPHS[drop.type], drop.x, drop.y + 1);
  }
}

export function drawShots(ctx: Ctx, state: ShooterState): void {
  ctx.fillStyle = COLORS.bullet;
  ctx.beginPath();
  for (const bullet of state.bullets) ctx.rect(bullet.x - BULLET_RADIUS / 2, bullet.y - 8, BULLET_RADIUS, 14);
  ctx.fill();
  // Boss shots: a soft halo under a bright core, each drawn as one path per layer.
  ctx.fillStyle = 'rgba(255, 93, 143, 0.3)';
  ctx.beginPath();
  for (const shot of state.enemyShots) {
    ctx.moveTo(shot.x + BOSS_SHOT_RADIUS * 1.8, shot.y);
    ctx.arc(shot.x, shot.y, BOSS_SHOT_RADIUS * 1.8, 0, Math.PI * 2);
  }
  ctx.fill();
  ctx.fillStyle = COLORS.enemyShot;
  ctx.beginPath();
  for (const shot of state.enemyShots) {
    ctx.moveTo(shot.x + BOSS_SHOT_RADIUS, shot.y);
    ctx.arc(shot.x, shot.y, BOSS_SHOT_RADIUS, 0, Math.PI * 2);
  }
  ctx.fill();
}

/**
 * Particles shrink as they fade; one path per colour keeps a 400-particle burst to a handful of
 * canvas calls (a fill style and alpha per particle cost more than the drawing).
 */
export function drawParticles(ctx: Ctx, state: ShooterState): void {
  for (let color = 0; color < PARTICLE_PALETTE.length; color++) {
    let any = false;
    ctx.beginPath();
    for (const particle of state.particles) {
      if (particle.color !== color) continue;
      const size = particle.size * Math.max(0.15, particle.lifeMs / particle.maxLifeMs);
      ctx.rect(particle.x - size / 2, particle.y - size / 2, size, size);
      any = true;
    }
    if (!any) continue;
    ctx.fillStyle = PARTICLE_PALETTE[color] ?? '#ffffff';
    ctx.fill();
  }
}

export function drawShip(ctx: Ctx, state: ShooterState): void {
  const { player } = state;
  if (state.phase === 'over') return;
  // After a hit the ship blinks while it cannot be hit again.
  if (player.invincibleMs > 0 && Math.floor(player.invincibleMs / 100) % 2 === 0) return;
  const x = player.x;
  const y = PLAYER_Y;
  const flame = 8 + 4 * Math.sin(state.timeMs / 40);
  ctx.fillStyle = COLORS.flame;
  ctx.beginPath();
  ctx.moveTo(x - 7, y + 12);
  ctx.lineTo(x, y + 12 + flame);
  ctx.lineTo(x + 7, y + 12);
  ctx.fill();
  ctx.fillStyle = COLORS.shipDark;
  ctx.beginPath();
  ctx.moveTo(x - 20, y + 14);
  ctx.lineTo(x, y - 2);
  ctx.lineTo(x + 20, y + 14);
  ctx.fill();
  ctx.fillStyle = state.effects.invincible ? '#ffe066' : COLORS.ship;
  ctx.beginPath();
  ctx.moveTo(x, y - 20);
  ctx.lineTo(x + 10, y + 12);
  ctx.lineTo(x - 10, y + 12);
  ctx.fill();
  if (player.shield) {
    ctx.strokeStyle = COLORS.shield;
    ctx.lineWidth = 2;
    ctx.globalAlpha = 0.6 + 0.3 * Math.sin(state.timeMs / 150);
    ctx.beginPath();
    ctx.arc(x, y, 30, 0, Math.PI * 2);
    ctx.stroke();
    ctx.globalAlpha = 1;
  }
}

function drawCrab(ctx: Ctx, boss: Boss, timeMs: number): void {
  const { halfWidth: w, halfHeight: h } = BOSSES.crab;
  const claw = Math.sin(timeMs / 200) * 6;
  ctx.fillStyle = '#ff7b54';
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.arc(boss.x + side * (w + 4), boss.y + 6 + claw * side, 14, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = '#e8505b';
  ctx.beginPath();
  ctx.ellipse(boss.x, boss.y, w, h, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.arc(boss.x + side * 14, boss.y - 8, 7, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = '#1a1a2e';
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.arc(boss.x + side * 14, boss.y - 7, 3.5, 0, Math.PI * 2);
    ctx.fill();
  }
}

function drawEye(ctx: Ctx, boss: Boss, state: ShooterState): void {
  const r = BOSSES.eye.halfWidth;
  ctx.fillStyle = '#5b2a86';
  ctx.beginPath();
  ctx.arc(boss.x, boss.y, r + 8 + 3 * Math.sin(state.timeMs / 180), 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#f2e9ff';
  ctx.beginPath();
  ctx.arc(boss.x, boss.y, r, 0, Math.PI * 2);
  ctx.fill();
  // The iris follows the ship.
  const angle = Math.atan2(PLAYER_Y - boss.y, state.player.x - boss.x);
  ctx.fillStyle = '#c77dff';
  ctx.beginPath();
  ctx.arc(boss.x + Math.cos(angle) * 12, boss.y + Math.sin(angle) * 12, 13, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#12051f';
  ctx.beginPath();
  ctx.arc(boss.x + Math.cos(angle) * 14, boss.y + Math.sin(angle) * 14, 6, 0, Math.PI * 2);
  ctx.fill();
}

function drawSerpent(ctx: Ctx, boss: Boss): void {
  const r = BOSSES.serpent.halfWidth;
  const alive = boss.segments.filter((s) => s.hp > 0);
  for (let i = alive.length - 1; i >= 0; i--) {
    const segment = alive[i]!;
    ctx.fillStyle = i === 0 ? '#35d49a' : i % 2 === 0 ? '#1f9e74' : '#177a5a';
    ctx.beginPath();
    ctx.arc(segment.x, segment.y, i === 0 ? r + 3 : r, 0, Math.PI * 2);
    ctx.fill();
    if (i === 0) {
      ctx.fillStyle = '#fff3b0';
      for (const side of [-1, 1]) {
        ctx.beginPath();
        ctx.arc(segment.x + side * 7, segment.y + 4, 3.5, 0, Math.PI * 2);
        ctx.fill();
      }
    }
  }
}

export function drawBosses(ctx: Ctx, state: ShooterState): void {
  for (const boss of state.bosses) {
    if (boss.kind === 'crab') drawCrab(ctx, boss, state.timeMs);
    else if (boss.kind === 'eye') drawEye(ctx, boss, state);
    else drawSerpent(ctx, boss);
    if (boss.hitFlashMs > 0 && boss.kind !== 'serpent') {
      // A hit flashes the boss white.
      ctx.globalAlpha = 0.7 * (boss.hitFlashMs / 90);
      ctx.fillStyle = '#ffffff';
      ctx.beginPath();
      ctx.ellipse(
        boss.x,
        boss.y,
        BOSSES[boss.kind].halfWidth,
        BOSSES[boss.kind].halfHeight,
        0,
        0,
        Math.PI * 2,
      );
      ctx.fill();
      ctx.globalAlpha = 1;
    }
  }
}
