import type { PowerUpType } from '../core/constants.ts';

/** Colours of the field; particles index PARTICLE_PALETTE by the engine's PARTICLE_COLORS. */
export const COLORS = {
  skyTop: '#060a1c',
  skyBottom: '#151c44',
  star: '#c9d6ff',
  letterFill: '#1a2352',
  letterEdge: '#6ea8ff',
  letterText: '#eef3ff',
  bullet: '#ffe066',
  enemyShot: '#ff5d8f',
  ship: '#7cf2ff',
  shipDark: '#2a6f97',
  flame: '#ff9f43',
  shield: '#7dffb0',
  hp: '#ff4d6d',
  hpEmpty: '#3a2a44',
  hudText: '#eef3ff',
  hudMuted: '#9fb0d9',
  done: '#7dffb0',
  wrong: '#ff4d6d',
  boon: '#35d49a',
  curse: '#a64dff',
  boss: '#c77dff',
  bossHp: '#ff6b6b',
  panel: 'rgba(6, 10, 28, 0.72)',
} as const;

export const PARTICLE_PALETTE = ['#ffe066', '#7cf2ff', '#ff4d6d', '#ff7b54', '#c77dff', '#7dffb0', '#b15cff'];

/** One glyph per power-up, from shapes every system font has. */
export const POWER_UP_GLYPHS: Record<PowerUpType, string> = {
  hp: '♥',
  bomb: '✹',
  speed: '»',
  multiplier: '×2',
  shield: '◈',
  timeWarp: '◷',
  stars: '✦',
  magnet: '∩',
  invincible: '★',
  blink: '◐',
  reversed: '⇄',
  flash: 'ϟ',
  visualChaos: '≈',
  random: '?',
};

export const FONT = 'system-ui, "Segoe UI", "Hiragino Sans", "Noto Sans JP", sans-serif';
