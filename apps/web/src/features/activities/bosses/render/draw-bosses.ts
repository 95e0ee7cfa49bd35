import { BOSS_DYING_MS, WORLD_HEIGHT } from '../core/constants.ts';
import type { Boss, Part } from '../core/types.ts';
import { drawShape } from './shapes.ts';

type Ctx = CanvasRenderingContext2D;

const PART_COLORS: Record<Part['kind'], string> = {
  generator: '#7df9ff',
  piece: '#b0b7c3',
  cannon: '#ff7b54',
  core: '#ffe066',
  illusion: '',
  minion: '#ff8fa3',
};

/** A shot's warning: the line a charge will follow, blinking. */
function telegraph(ctx: Ctx, boss: Boss, t: number): void {
  if (boss.mode !== 'telegraphing' && boss.mode !== 'enraged_telegraph') return;
  ctx.save();
  ctx.globalAlpha = 0.4 + Math.abs(Math.sin(t * 14)) * 0.5;
  ctx.strokeStyle = '#ff4d6d';
  ctx.lineWidth = 4;
  ctx.setLineDash([14, 10]);
  ctx.beginPath();
  ctx.moveTo(boss.x, boss.y);
  ctx.lineTo(boss.aimX, boss.aimY);
  ctx.stroke();
  ctx.restore();
}

/** The judgement's sentence: everything but the safe zone glows red while its timer runs. */
export function drawJudgementZone(ctx: Ctx, boss: Boss, width: number, t: number): void {
  if (boss.safeWidth <= 0) return;
  ctx.save();
  ctx.globalAlpha = 0.16 + Math.abs(Math.sin(t * 5)) * 0.1;
  ctx.fillStyle = '#ff3355';
  ctx.fillRect(0, 0, boss.safeX, WORLD_HEIGHT);
  ctx.fillRect(boss.safeX + boss.safeWidth, 0, width - boss.safeX - boss.safeWidth, WORLD_HEIGHT);
  ctx.globalAlpha = 0.22;
  ctx.fillStyle = '#3cff9e';
  ctx.fillRect(boss.safeX, 0, boss.safeWidth, WORLD_HEIGHT);
  ctx.restore();
}

function drawPart(ctx: Ctx, boss: Boss, part: Part, t: number, flash: boolean): void {
  if (part.hp <= 0) return;
  const x = boss.x + part.dx;
  const y = boss.y + part.dy;
  if (part.kind === 'illusion') {
    ctx.save();
    ctx.translate(x, y);
    ctx.globalAlpha = 0.85;
    drawShape(ctx, boss.type.shape, part.radius, boss.type.color, boss.type.accent, t + part.dx);
    ctx.restore();
  } else {
    ctx.fillStyle = flash && part.flashMs > 0 ? '#ffffff' : PART_COLORS[part.kind];
    ctx.strokeStyle = boss.type.accent;
    ctx.lineWidth = 3;
    ctx.beginPath();
    if (part.kind === 'cannon' || part.kind === 'piece')
      ctx.rect(x - part.radius, y - part.radius * 0.7, part.radius * 2, part.radius * 1.4);
    else ctx.arc(x, y, part.radius, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
  }
  // Each part's own HP, as a thin bar under it.
  ctx.fillStyle = 'rgba(0,0,0,0.6)';
  ctx.fillRect(x - 18, y + part.radius + 4, 36, 4);
  ctx.fillStyle = '#7cff6b';
  ctx.fillRect(x - 18, y + part.radius + 4, (36 * part.hp) / part.maxHp, 4);
}

export function drawBoss(ctx: Ctx, boss: Boss, t: number, flashes: boolean): void {
  telegraph(ctx, boss, t);
  const dying = boss.life === 'dying' ? boss.modeMs / BOSS_DYING_MS : 0;
  ctx.save();
  ctx.globalAlpha = Math.max(0, boss.alpha * (1 - dying));
  const { shape, color, accent, radius } = boss.type;
  for (let i = boss.segments.length - 1; i >= 0; i--) {
    const s = boss.segments[i]!;
    ctx.save();
    ctx.translate(s.x, s.y);
    drawShape(ctx, 'blob', radius * (0.8 - i * 0.03), i % 2 ? accent : color, accent, t + i);
    ctx.restore();
  }
  ctx.save();
  ctx.translate(boss.x + (dying ? Math.sin(t * 60) * 4 : 0), boss.y);
  const scale = boss.generation > 0 ? 1 - boss.generation * 0.22 : 1;
  ctx.scale(scale, scale);
  drawShape(ctx, shape, radius, color, accent, t);
  if (flashes && boss.flashMs > 0) {
    ctx.globalAlpha *= 0.6;
    drawShape(ctx, shape, radius, '#ffffff', '#ffffff', t);
  }
  ctx.restore();
  // An invulnerable boss in a fight (shield up, core closed, judgement changing) wears a bubble.
  if (boss.invulnerable && boss.life === 'fighting' && boss.alpha > 0.5) {
    ctx.strokeStyle = 'rgba(125, 249, 255, 0.7)';
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.arc(boss.x, boss.y, radius * 1.25 + Math.sin(t * 6) * 2, 0, Math.PI * 2);
    ctx.stroke();
  }
  ctx.restore();
  for (const part of boss.parts) drawPart(ctx, boss, part, t, flashes);
}
