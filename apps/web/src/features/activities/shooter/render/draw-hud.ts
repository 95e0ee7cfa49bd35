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
  panel(ctx, 8, 8, 150, 30);
  ctx.fillStyle = COLORS.hudText;
  ctx.font = `700 13px ${FONT}`;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillText(labels.hp, 16, 23);
  for (let i = 0; i < PLAYER_MAX_HP; i++) {
    ctx.fillStyle = i < state.player.hp ? COLORS.hp : COLORS.hpEmpty;
    ctx.beginPath();
    ctx.roundRect(48 + i * 21, 15, 17, 16, 4);
    ctx.fill();
  }
  if (state.player.shield) {
    ctx.strokeStyle = COLORS.shield;
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.roundRect(45, 12, 5 * 21 + 2, 22, 6);
    ctx.stroke();
  }
}

function drawWords(ctx: Ctx, state: ShooterState, labels: ShooterLabels): void {
  panel(ctx, FIELD_WIDTH - 128, 8, 120, 30);
  ctx.fillStyle = COLORS.hudText;
  ctx.font = `700 13px ${FONT}`;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  ctx.fillText(`${labels.words} ${state.wordsCleared}`, FIELD_WIDTH - 16, 23);
}

/** The target word: shot letters in green, the next one underlined; Japanese shows its word above the romaji. */
function drawTarget(ctx: Ctx, state: ShooterState): void {
  const word = targetWord(state);
  if (!word) return;
  const letters = word.letters.toUpperCase();
  const cell = 24;
  const width = letters.length * cell;
  const left = FIELD_WIDTH / 2 - width / 2;
  const showText = word.text !== word.letters;
  const top = 48;
  panel(ctx, left - 12, top - 4, width + 24, showText ? 58 : 36);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  if (showText) {
    ctx.font = `700 15px ${FONT}`;
    ctx.fillStyle = COLORS.hudMuted;
    ctx.fillText(word.text, FIELD_WIDTH / 2, top + 10);
  }
  const y = top + (showText ? 36 : 14);
  ctx.font = `800 22px ${FONT}`;
  for (let i = 0; i < letters.length; i++) {
    const x = left + cell * i + cell / 2;
    const done = i < state.progress;
    ctx.fillStyle = done ? COLORS.done : i === state.progress ? COLORS.bullet : COLORS.hudText;
    ctx.fillText(letters[i] ?? '', x, y);
    if (i === state.progress) ctx.fillRect(x - 8, y + 13, 16, 3);
  }
}

/** Running power-ups: an icon each down the left edge, with a ring that empties as its time runs out. */
function drawEffects(ctx: Ctx, state: ShooterState): void {
  const x = 26;
  let y = 62;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `700 13px ${FONT}`;
  for (const type of TIMED_POWER_UPS) {
    const left = state.effects[type];
    if (!left) continue;
    const share = left / POWER_UP_DURATIONS_MS[type];
    ctx.fillStyle = COLORS.panel;
    ctx.beginPath();
    ctx.arc(x, y, 16, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = CURSES.has(type) ? COLORS.curse : COLORS.boon;
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.arc(x, y, 14, -Math.PI / 2, -Math.PI / 2 + share * Math.PI * 2);
    ctx.stroke();
    ctx.fillStyle = COLORS.hudText;
    ctx.fillText(POWER_UP_GLYPHS[type], x, y + 1);
    y += 38;
  }
}

function drawBossBars(ctx: Ctx, state: ShooterState, labels: ShooterLabels): void {
  if (state.mode !== 'boss') return;
  let y = 50;
  ctx.textBaseline = 'middle';
  for (const boss of state.bosses) {
    panel(ctx, FIELD_WIDTH / 2 - 130, y - 4, 260, 30);
    ctx.font = `700 12px ${FONT}`;
    ctx.textAlign = 'left';
    ctx.fillStyle = COLORS.hudText;
    ctx.fillText(labels.bosses[boss.kind], FIELD_WIDTH / 2 - 122, y + 5);
    ctx.textAlign = 'right';
    ctx.fillStyle = COLORS.hudMuted;
    ctx.fillText(labels.bossHp, FIELD_WIDTH / 2 + 122, y + 5);
    ctx.fillStyle = COLORS.hpEmpty;
    ctx.fillRect(FIELD_WIDTH / 2 - 122, y + 14, 244, 6);
    ctx.fillStyle = COLORS.bossHp;
    ctx.fillRect(FIELD_WIDTH / 2 - 122, y + 14, 244 * (boss.hp / boss.maxHp), 6);
    y += 34;
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
    bigText(ctx, labels.startHint, FIELD_HEIGHT * 0.47, 20, COLORS.hudText);
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
    bigText(ctx, labels.restartHint, FIELD_HEIGHT * 0.47, 20, COLORS.hudText);
  }
}
