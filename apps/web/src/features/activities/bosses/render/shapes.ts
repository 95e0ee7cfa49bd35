import type { BossShape } from '../core/types.ts';

type Ctx = CanvasRenderingContext2D;

function star(ctx: Ctx, points: number, outer: number, inner: number, turn = 0): void {
  ctx.beginPath();
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = turn - Math.PI / 2 + (i * Math.PI) / points;
    ctx.lineTo(Math.cos(a) * r, Math.sin(a) * r);
  }
  ctx.closePath();
}

function eyes(ctx: Ctx, r: number, spread: number, y: number, size: number, color: string): void {
  ctx.fillStyle = '#fff';
  ctx.beginPath();
  ctx.arc(-spread * r, y * r, size * r, 0, Math.PI * 2);
  ctx.arc(spread * r, y * r, size * r, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.arc(-spread * r, y * r, size * r * 0.5, 0, Math.PI * 2);
  ctx.arc(spread * r, y * r, size * r * 0.5, 0, Math.PI * 2);
  ctx.fill();
}

/**
 * Each boss's silhouette at the origin, radius r, in its colours; `t` (seconds) animates it.
 * Plain paths and no shadows: this runs every frame for every boss.
 */
export function drawShape(
  ctx: Ctx,
  shape: BossShape,
  r: number,
  color: string,
  accent: string,
  t: number,
): void {
  ctx.fillStyle = color;
  ctx.strokeStyle = accent;
  ctx.lineWidth = Math.max(2, r * 0.08);
  switch (shape) {
    case 'blob': {
      ctx.beginPath();
      for (let i = 0; i <= 24; i++) {
        const a = (i / 24) * Math.PI * 2;
        const k = r * (1 + Math.sin(a * 5 + t * 3) * 0.08);
        ctx.lineTo(Math.cos(a) * k, Math.sin(a) * k * 0.85);
      }
      ctx.fill();
      ctx.stroke();
      eyes(ctx, r, 0.32, -0.1, 0.18, accent);
      break;
    }
    case 'crab':
      ctx.beginPath();
      ctx.ellipse(0, 0, r, r * 0.7, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.stroke();
      for (const side of [-1, 1]) {
        ctx.beginPath();
        ctx.arc(side * r * 1.1, -r * 0.5, r * 0.35, 0, Math.PI * 2);
        ctx.fill();
        ctx.stroke();
      }
      eyes(ctx, r, 0.3, -0.25, 0.15, accent);
      break;
    case 'ghost':
      ctx.beginPath();
      ctx.arc(0, -r * 0.1, r, Math.PI, 0);
      for (let i = 0; i <= 6; i++)
        ctx.lineTo(r - (i * 2 * r) / 6, r * 0.8 + (i % 2 === 0 ? 0 : -r * 0.25) + Math.sin(t * 4 + i) * 3);
      ctx.closePath();
      ctx.fill();
      ctx.stroke();
      eyes(ctx, r, 0.35, -0.2, 0.2, accent);
      break;
    case 'owl':
    case 'fox':
      ctx.beginPath();
      ctx.moveTo(-r, -r * 0.9);
      ctx.lineTo(-r * 0.4, -r * 0.5);
      ctx.lineTo(r * 0.4, -r * 0.5);
      ctx.lineTo(r, -r * 0.9);
      ctx.lineTo(r * 0.9, r * 0.3);
      ctx.lineTo(0, shape === 'fox' ? r * 1.05 : r * 0.8);
      ctx.lineTo(-r * 0.9, r * 0.3);
      ctx.closePath();
      ctx.fill();
      ctx.stroke();
      eyes(ctx, r, 0.38, -0.05, shape === 'owl' ? 0.26 : 0.14, accent);
      break;
    case 'turtle':
    case 'cell':
      ctx.beginPath();
      ctx.arc(0, 0, r, 0, Math.PI * 2);
      ctx.fill();
      ctx.stroke();
      ctx.beginPath();
      for (let i = 0; i < 6; i++) {
        const a = (i / 6) * Math.PI * 2 + (shape === 'cell' ? t : 0);
        ctx.moveTo(Math.cos(a) * r * 0.45 + r * 0.2, Math.sin(a) * r * 0.45);
        ctx.arc(Math.cos(a) * r * 0.45, Math.sin(a) * r * 0.45, r * 0.2, 0, Math.PI * 2);
      }
      ctx.fillStyle = accent;
      ctx.fill();
      break;
    case 'moth':
      for (const side of [-1, 1]) {
        ctx.beginPath();
        ctx.ellipse(
          side * r * 0.6,
          0,
          r * 0.7,
          r * (0.55 + Math.sin(t * 8) * 0.1),
          side * 0.4,
          0,
          Math.PI * 2,
        );
        ctx.fill();
        ctx.stroke();
      }
      ctx.fillStyle = accent;
      ctx.beginPath();
      ctx.ellipse(0, 0, r * 0.25, r * 0.8, 0, 0, Math.PI * 2);
      ctx.fill();
      break;
    case 'fortress':
      ctx.beginPath();
      ctx.rect(-r, -r * 0.6, r * 2, r * 1.2);
      ctx.fill();
      ctx.stroke();
      ctx.fillStyle = accent;
      ctx.fillRect(-r * 0.8, -r * 0.25, r * 1.6, r * 0.12);
      ctx.fillRect(-r * 0.8, r * 0.15, r * 1.6, r * 0.12);
      break;
    case 'skull':
      ctx.beginPath();
      ctx.arc(0, -r * 0.1, r, Math.PI * 0.85, Math.PI * 2.15);
      ctx.lineTo(r * 0.5, r);
      ctx.lineTo(-r * 0.5, r);
      ctx.closePath();
      ctx.fill();
      ctx.stroke();
      ctx.fillStyle = '#111';
      ctx.beginPath();
      ctx.arc(-r * 0.38, -r * 0.1, r * 0.24, 0, Math.PI * 2);
      ctx.arc(r * 0.38, -r * 0.1, r * 0.24, 0, Math.PI * 2);
      ctx.fill();
      break;
    case 'eye':
      ctx.beginPath();
      ctx.ellipse(0, 0, r, r * 0.6, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.stroke();
      ctx.fillStyle = '#fff';
      ctx.beginPath();
      ctx.arc(0, 0, r * 0.45, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = accent;
      ctx.beginPath();
      ctx.arc(Math.sin(t * 2) * r * 0.15, 0, r * 0.22, 0, Math.PI * 2);
      ctx.fill();
      break;
    case 'crown':
      star(ctx, 5, r, r * 0.55, Math.sin(t) * 0.1);
      ctx.fill();
      ctx.stroke();
      eyes(ctx, r, 0.22, 0, 0.14, accent);
      break;
    case 'scale':
      ctx.beginPath();
      ctx.moveTo(0, -r);
      ctx.lineTo(r, 0);
      ctx.lineTo(0, r);
      ctx.lineTo(-r, 0);
      ctx.closePath();
      ctx.fill();
      ctx.stroke();
      ctx.fillStyle = accent;
      ctx.fillRect(-r * 0.9, -r * 0.05, r * 1.8, r * 0.1);
      break;
    case 'star':
      star(ctx, 6, r, r * 0.6, t);
      ctx.fill();
      ctx.stroke();
      eyes(ctx, r, 0.3, 0, 0.15, accent);
      break;
  }
}
