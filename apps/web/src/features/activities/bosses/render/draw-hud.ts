import { CURSE_MS, GOOD_EFFECT_MS, PLAYER_HP, WORLD_WIDTH } from '../core/constants.ts';
import { TIMED_EFFECTS } from '../core/power-ups.ts';
import type { BossGameState, EffectKind, PowerUpKind } from '../core/types.ts';

type Ctx = CanvasRenderingContext2D;

export const FONT = 'system-ui, "Hiragino Sans", "Noto Sans JP", "Yu Gothic", sans-serif';

/** What the HUD writes, in the player's language. */
export interface HudLabels {
  score: string;
  level: string;
  bossHp: string;
  bossName: (id: string) => string;
}

/** Power-up colours and glyphs, shared by the falling pick-ups and the HUD's timers. */
export const POWER_UP_LOOK: Record<PowerUpKind, { color: string; glyph: string }> = {
  shield: { color: '#7df9ff', glyph: '◎' },
  magnet: { color: '#ff5d8f', glyph: 'U' },
  speed: { color: '#ffd60a', glyph: '»' },
  multiplier: { color: '#c77dff', glyph: '×2' },
  hp: { color: '#ff4d6d', glyph: '♥' },
  bomb: { color: '#ff9e00', glyph: '✸' },
  reversed: { color: '#8d99ae', glyph: '⇄' },
  stars: { color: '#fff275', glyph: '★' },
  visualChaos: { color: '#9d4edd', glyph: '≈' },
  timeWarp: { color: '#4cc9f0', glyph: '◷' },
  random: { color: '#ffffff', glyph: '?' },
};

const EFFECT_LENGTH = (kind: EffectKind) =>
  kind === 'reversed' || kind === 'visualChaos' ? CURSE_MS : GOOD_EFFECT_MS;

/** Score, level and HP along the top; the boss's name and BOSS HP bar below; effect timers at the bottom. */
export function drawHud(ctx: Ctx, state: BossGameState, labels: HudLabels): void {
  ctx.textBaseline = 'top';
  ctx.fillStyle = '#ffffff';
  ctx.font = `700 20px ${FONT}`;
  ctx.textAlign = 'left';
  ctx.fillText(`${labels.score} ${state.score}`, 16, 14);
  ctx.font = `600 15px ${FONT}`;
  ctx.fillStyle = '#b8c0ff';
  ctx.fillText(`${labels.level} ${state.level}`, 16, 40);
  for (let i = 0; i < PLAYER_HP; i++) {
    ctx.fillStyle = i < state.player.hp ? '#ff4d6d' : 'rgba(255,255,255,0.18)';
    heart(ctx, WORLD_WIDTH - 28 - i * 26, 24);
  }
  drawBossBar(ctx, state, labels);
  drawEffects(ctx, state);
}

function drawBossBar(ctx: Ctx, state: BossGameState, labels: HudLabels): void {
  const bosses = state.bosses.filter((b) => b.life !== 'defeated');
  if (bosses.length === 0) return;
  // Mitosis cells share one bar: the level's boss is all of them.
  const hp = bosses.reduce((sum, b) => sum + b.hp, 0);
  const max = bosses.reduce((sum, b) => sum + b.maxHp, 0);
  const x = 120;
  const width = WORLD_WIDTH - 240;
  ctx.textAlign = 'center';
  ctx.font = `700 14px ${FONT}`;
  ctx.fillStyle = '#ffffff';
  ctx.fillText(labels.bossName(bosses[0]!.type.id), WORLD_WIDTH / 2, 12);
  ctx.fillStyle = 'rgba(0,0,0,0.55)';
  ctx.fillRect(x, 34, width, 12);
  ctx.fillStyle = hp / max > 0.5 ? '#ff5d5d' : '#ffb703';
  ctx.fillRect(x, 34, (width * hp) / max, 12);
  ctx.strokeStyle = 'rgba(255,255,255,0.7)';
  ctx.lineWidth = 1.5;
  ctx.strokeRect(x, 34, width, 12);
  ctx.font = `700 11px ${FONT}`;
  ctx.fillStyle = '#ffffff';
  ctx.fillText(labels.bossHp, WORLD_WIDTH / 2, 50);
}

/** Each running effect: its glyph inside a ring that empties as the timer runs down. */
function drawEffects(ctx: Ctx, state: BossGameState): void {
  let x = 30;
  const y = 770;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `700 14px ${FONT}`;
  for (const kind of TIMED_EFFECTS) {
    const left = state.effects[kind];
    if (left === undefined) continue;
    const look = POWER_UP_LOOK[kind];
    ctx.fillStyle = 'rgba(0,0,0,0.55)';
    ctx.beginPath();
    ctx.arc(x, y, 16, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = look.color;
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.arc(x, y, 16, -Math.PI / 2, -Math.PI / 2 + (Math.PI * 2 * left) / EFFECT_LENGTH(kind));
    ctx.stroke();
    ctx.fillStyle = look.color;
    ctx.fillText(look.glyph, x, y + 1);
    x += 42;
  }
}

/** A heart 20 units wide centred on (x, y): two lobes and a point. */
function heart(ctx: Ctx, x: number, y: number): void {
  ctx.beginPath();
  ctx.moveTo(x, y + 9);
  ctx.bezierCurveTo(x - 12, y + 1, x - 11, y - 9, x - 5, y - 9);
  ctx.bezierCurveTo(x - 2, y - 9, x, y - 7, x, y - 4);
  ctx.bezierCurveTo(x, y - 7, x + 2, y - 9, x + 5, y - 9);
  ctx.bezierCurveTo(x + 11, y - 9, x + 12, y + 1, x, y + 9);
  ctx.fill();
}
