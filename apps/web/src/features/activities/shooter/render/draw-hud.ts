import {
  CURSES,
  FIELD_HEIGHT,
  FIELD_WIDTH,
  PLAYER_MAX_HP,
  POWER_UP_DURATIONS_MS,
  TIMED_POWER_UPS,
  WRONG_FLASH_MS,
} from '../core/constants.ts';
import type { BossKind } from '../core/constants.ts';
import { targetWord } from '../core/progress.ts';
import type { ShooterState } from '../core/types.ts';
import { COLORS, FONT, POWER_UP_GLYPHS } from './palette.ts';

type Ctx = CanvasRenderingContext2D;

/** The words the canvas shows, already in the reader's language. */
export interface ShooterLabels {
  hp: string;
  words: string;
  wrong: string;
  paused: string;
  gameOver: string;
  restartHint: string;
  startHint: string;
  title: string;
  bossHp: string;
  bosses: Record<BossKind, string>;
}

function panel(ctx: Ctx, x: number, y: number, w: number, h: number): void {
  ctx.fillStyle = COLORS.panel;
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, 8);
  ctx.fill();
}

function drawHp(ctx: Ctx, state: ShooterState, labels: ShooterLabels): void {
  panel(ctx, 8, 8, 180, 38);
  ctx.fillStyle = COLORS.hudText;
  ctx.font = `800 18px ${FONT}`;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillText(labels.hp, 18, 28);
  for (let i = 0; i < PLAYER_MAX_HP; i++) {
    ctx.fillStyle = i < state.player.hp ? COLORS.hp : COLORS.hpEmpty;
    ctx.beginPath();
    ctx.roundRect(56 + i * 25, 17, 21, 22, 5);
    ctx.fill();
  }
  if (state.player.shield) {
    ctx.strokeStyle = COLORS.shield;
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.roundRect(52, 13, 5 * 25 + 4, 30, 7);
    ctx.stroke();
  }
}

function drawWords(ctx: Ctx, state: ShooterState, labels: ShooterLabels): void {
  panel(ctx, FIELD_WIDTH - 158, 8, 150, 38);
  ctx.fillStyle = COLORS.hudText;
  ctx.font = `800 18px ${FONT}`;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  ctx.fillText(`${labels.words} ${state.wordsCleared}`, FIELD_WIDTH - 20, 28);
}

/** The target word: shot letters in green, the next one underlined; Japanese shows its word above the romaji. */
function drawTarget(ctx: Ctx, state: ShooterState): void {
  const word = targetWord(state);
  if (!word) return;
  const letters = word.letters.toUpperCase();
  const cell = 30;
  const width = letters.length * cell;
  const left = FIELD_WIDTH / 2 - width / 2;
  const showText = word.text !== word.letters;
  const top = 56;
  panel(ctx, left - 14, top - 4, width + 28, showText ? 72 : 44);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  if (showText) {
    ctx.font = `700 19px ${FONT}`;
    ctx.fillStyle = COLORS.hudMuted;
    ctx.fillText(word.text, FIELD_WIDTH / 2, top + 13);
  }
  const y = top + (showText ? 44 : 18);
  ctx.font = `800 28px ${FONT}`;
  for (let i = 0; i < letters.length; i++) {
    const x = left + cell * i + cell / 2;
    const done = i < state.progress;
    ctx.fillStyle = done ? COLORS.done : i === state.progress ? COLORS.bullet : COLORS.hudText;
    ctx.fillText(letters[i] ?? '', x, y);
    if (i === state.progress) ctx.fillRect(x - 10, y + 16, 20, 4);
  }
}

/** Running power-ups: an icon each down the left edge, with a ring that empties as its time runs out. */
function drawEffects(ctx: Ctx, state: ShooterState): void {
  const x = 30;
  let y = 76;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `700 17px ${FONT}`;
  for (const type of TIMED_POWER_UPS) {
    const left = state.effects[type];
    if (!left) continue;
    const share = left / POWER_UP_DURATIONS_MS[type];
    ctx.fillStyle = COLORS.panel;
    ctx.beginPath();
    ctx.arc(x, y, 20, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = CURSES.has(type) ? COLORS.curse : COLORS.boon;
    ctx.lineWidth = 4;
    ctx.beginPath();
    ctx.arc(x, y, 18, -Math.PI / 2, -Math.PI / 2 + share * Math.PI * 2);
    ctx.stroke();
    ctx.fillStyle = COLORS.hudText;
    ctx.fillText(POWER_UP_GLYPHS[type], x, y + 1);
    y += 46;
  }
}

function drawBossBars(ctx: Ctx, state: ShooterState, labels: ShooterLabels): void {
  if (state.mode !== 'boss') return;
  let y = 56;
  ctx.textBaseline = 'middle';
  for (const boss of state.bosses) {
    panel(ctx, FIELD_WIDTH / 2 - 150, y - 4, 300, 38);
    ctx.font = `800 16px ${FONT}`;
    ctx.textAlign = 'left';
    ctx.fillStyle = COLORS.hudText;
    ctx.fillText(labels.bosses[boss.kind], FIELD_WIDTH / 2 - 140, y + 8);
    ctx.textAlign = 'right';
    ctx.fillStyle = COLORS.hudMuted;
    ctx.fillText(labels.bossHp, FIELD_WIDTH / 2 + 140, y + 8);
    ctx.fillStyle = COLORS.hpEmpty;
    ctx.fillRect(FIELD_WIDTH / 2 - 140, y + 20, 280, 8);
    ctx.fillStyle = COLORS.bossHp;
    ctx.fillRect(FIELD_WIDTH / 2 - 140, y + 20, 280 * (boss.hp / boss.maxHp), 8);
    y += 42;
  }
}

function bigText(ctx: Ctx, text: string, y: number, size: number, color: string): void {
  ctx.font = `900 ${size}px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineWidth = 6;
  ctx.strokeStyle = 'rgba(0, 0, 0, 0.6)';
  ctx.strokeText(text, FIELD_WIDTH / 2, y);
  ctx.fillStyle = color;
  ctx.fillText(text, FIELD_WIDTH / 2, y);
}

function dim(ctx: Ctx): void {
  ctx.fillStyle = 'rgba(3, 5, 16, 0.62)';
  ctx.fillRect(0, 0, FIELD_WIDTH, FIELD_HEIGHT);
}

export function drawHud(ctx: Ctx, state: ShooterState, labels: ShooterLabels): void {
  if (state.phase === 'ready') {
    dim(ctx);
    bigText(ctx, labels.title, FIELD_HEIGHT * 0.36, 48, COLORS.ship);
    bigText(ctx, labels.startHint, FIELD_HEIGHT * 0.48, 26, COLORS.hudText);
    return;
  }
  drawHp(ctx, state, labels);
  drawWords(ctx, state, labels);
  drawTarget(ctx, state);
  drawBossBars(ctx, state, labels);
  drawEffects(ctx, state);
  if (state.wrongMs > 0) {
    const t = state.wrongMs / WRONG_FLASH_MS;
    ctx.globalAlpha = Math.min(1, t * 2);
    bigText(ctx, labels.wrong, FIELD_HEIGHT * 0.42, 44 + 12 * t, COLORS.wrong);
    ctx.globalAlpha = 1;
  }
  if (state.phase === 'paused') {
    dim(ctx);
    bigText(ctx, labels.paused, FIELD_HEIGHT * 0.4, 46, COLORS.hudText);
  }
  if (state.phase === 'over') {
    dim(ctx);
    bigText(ctx, labels.gameOver, FIELD_HEIGHT * 0.36, 50, COLORS.wrong);
    bigText(ctx, labels.restartHint, FIELD_HEIGHT * 0.48, 26, COLORS.hudText);
  }
}
