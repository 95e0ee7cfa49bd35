import type { Language } from '@hoshi/contracts';
import { randomInt } from '../../shared/random.ts';
import type { Random } from '../../shared/random.ts';
import { stepBosses } from './bosses.ts';
import { collide } from './collisions.ts';
import { neededLetter, spawnIntervalMs, targetWord, winBossFight } from './progress.ts';

export { spawnIntervalMs };
import {
  BULLET_SPEED,
  FIELD_HEIGHT,
  FIELD_WIDTH,
  FIRE_COOLDOWN_MS,
  LETTER_FALL_MAX,
  LETTER_FALL_PER_POINT,
  LETTER_FALL_SPEED,
  LETTER_HALF_SIZE,
  MAGNET_PULL,
  NEEDED_LETTER_CHANCE,
  PLAYER_HALF_WIDTH,
  PLAYER_MAX_HP,
  SHAKE_HURT,
  PLAYER_NUDGE,
  PLAYER_SPEED,
  PLAYER_Y,
  POWER_UP_FALL_SPEED,
  SPEED_FIRE_COOLDOWN_MS,
  STARS_SPREAD,
  TIME_WARP_FACTOR,
} from './constants.ts';
import { PARTICLE_COLORS, burst, shake, stepFx } from './fx.ts';
import { derivePlayer, hasEffect, nextPowerUpDelay, dropPowerUp, tickEffects } from './power-ups.ts';
import type { GameOverCause, ShooterInput, ShooterPress, ShooterState } from './types.ts';
import { shooterWords } from './words.ts';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';
const NO_INPUT: ShooterInput = { left: false, right: false, fire: false, presses: [] };

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(random, i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

export function letterFallSpeed(score: number): number {
  return Math.min(LETTER_FALL_MAX, LETTER_FALL_SPEED + LETTER_FALL_PER_POINT * score);
}

export function createShooterGame(lang: Language, random: Random): ShooterState {
  return {
    phase: 'ready',
    lang,
    mode: 'words',
    words: shuffled(shooterWords(lang), random),
    wordIndex: 0,
    progress: 0,
    score: 0,
    wordsCleared: 0,
    bossFights: 0,
    player: {
      x: FIELD_WIDTH / 2,
      hp: PLAYER_MAX_HP,
      shield: false,
      scoreMultiplier: 1,
      speed: PLAYER_SPEED,
      invincibleMs: 0,
      fireCooldownMs: 0,
    },
    letters: [],
    bullets: [],
    enemyShots: [],
    powerUps: [],
    bosses: [],
    effects: {},
    chaos: null,
    spawnInMs: 0,
    powerUpInMs: nextPowerUpDelay(random),
    wrongMs: 0,
    timeMs: 0,
    nextId: 1,
    particles: [],
    shake: { ms: 0, strength: 0 },
    flashMs: 0,
    events: [],
  };
}

/** A new game in the same language, playing at once; a restart keeps only the particles. */
function startGame(state: ShooterState, random: Random): void {
  const { particles, events } = state;
  Object.assign(state, createShooterGame(state.lang, random), { phase: 'playing', particles, events });
  events.push({ type: 'start' });
  const word = targetWord(state);
  if (word) events.push({ type: 'target', word });
}

/** docs/product.md#starshooter's keys; answers whether a single shot was asked for. */
function applyPress(state: ShooterState, press: ShooterPress, random: Random): boolean {
  const starts = press === 'Enter' || press === 'Space' || press === 'Tap';
  switch (state.phase) {
    case 'ready':
    case 'over':
      if (starts) startGame(state, random);
      return false;
    case 'paused':
      if (press === 'Enter' || press === 'Pause') {
        state.phase = 'playing';
        state.events.push({ type: 'resume' });
      }
      if (press === 'R') startGame(state, random);
      return false;
    case 'playing':
      if (press === 'Enter' || press === 'Pause') {
        state.phase = 'paused';
        state.events.push({ type: 'pause' });
      }
      if (press === 'Left' || press === 'Right') nudge(state, press === 'Left' ? -1 : 1);
      return press === 'Space' || press === 'Fire';
  }
}

/** reversed swaps left and right. */
function steer(state: ShooterState, dir: number): number {
  return hasEffect(state, 'reversed') ? -dir : dir;
}

function clampPlayer(state: ShooterState): void {
  state.player.x = Math.min(FIELD_WIDTH - PLAYER_HALF_WIDTH, Math.max(PLAYER_HALF_WIDTH, state.player.x));
}

function nudge(state: ShooterState, dir: number): void {
  state.player.x += steer(state, dir) * PLAYER_NUDGE;
  clampPlayer(state);
}

function shoot(state: ShooterState): void {
  const { player } = state;
  const angles = hasEffect(state, 'stars') ? [-STARS_SPREAD, 0, STARS_SPREAD] : [0];
  for (const angle of angles) {
    state.bullets.push({
      x: player.x,
      y: PLAYER_Y - 18,
      vx: Math.sin(angle) * BULLET_SPEED,
      vy: -Math.cos(angle) * BULLET_SPEED,
    });
  }
  player.fireCooldownMs = hasEffect(state, 'speed') ? SPEED_FIRE_COOLDOWN_MS : FIRE_COOLDOWN_MS;
  state.events.push({ type: 'shoot' });
}

function spawnLetter(state: ShooterState, random: Random): void {
  const needed = neededLetter(state);
  // Both draws happen every time, so a seed gives one sequence whatever the word.
  const useNeeded = random() < NEEDED_LETTER_CHANCE;
  const any = ALPHABET[randomInt(random, ALPHABET.length)] ?? 'a';
  const x = LETTER_HALF_SIZE + random() * (FIELD_WIDTH - 2 * LETTER_HALF_SIZE);
  const char = useNeeded && needed ? needed : any;
  state.letters.push({ id: state.nextId++, char, x, y: -LETTER_HALF_SIZE });
}

/** magnet: things worth having drift toward the ship's column. */
function pull(state: ShooterState, x: number, seconds: number): number {
  const gap = state.player.x - x;
  const step = Math.min(Math.abs(gap), MAGNET_PULL * seconds);
  return x + Math.sign(gap) * step;
}

function moveWorld(state: ShooterState, dt: number, random: Random): void {
  const seconds = dt / 1000;
  const magnet = hasEffect(state, 'magnet');
  const needed = neededLetter(state);
  if (state.mode === 'words') {
    state.spawnInMs -= dt;
    while (state.spawnInMs <= 0) {
      spawnLetter(state, random);
      state.spawnInMs += spawnIntervalMs(state.score);
    }
  }
  const fall = letterFallSpeed(state.score) * seconds;
  for (const letter of state.letters) {
    letter.y += fall;
    if (magnet && letter.char === needed) letter.x = pull(state, letter.x, seconds);
  }
  state.letters = state.letters.filter((letter) => letter.y - LETTER_HALF_SIZE < FIELD_HEIGHT);
  for (const drop of state.powerUps) {
    drop.y += POWER_UP_FALL_SPEED * seconds;
    if (magnet) drop.x = pull(state, drop.x, seconds);
  }
  state.powerUps = state.powerUps.filter((drop) => drop.y < FIELD_HEIGHT + 20);
  for (const shot of state.enemyShots) {
    shot.x += shot.vx * seconds;
    shot.y += shot.vy * seconds;
  }
  state.enemyShots = state.enemyShots.filter(
    (shot) => shot.y < FIELD_HEIGHT + 10 && shot.x > -10 && shot.x < FIELD_WIDTH + 10,
  );
}

function movePlayer(state: ShooterState, dt: number, input: ShooterInput, fireOnce: boolean): void {
  const { player } = state;
  const seconds = dt / 1000;
  const dir = (input.right ? 1 : 0) - (input.left ? 1 : 0);
  player.x += steer(state, dir) * player.speed * seconds;
  clampPlayer(state);
  player.invincibleMs = Math.max(0, player.invincibleMs - dt);
  player.fireCooldownMs = Math.max(0, player.fireCooldownMs - dt);
  if ((input.fire || fireOnce) && player.fireCooldownMs === 0) shoot(state);
  for (const bullet of state.bullets) {
    bullet.x += bullet.vx * seconds;
    bullet.y += bullet.vy * seconds;
  }
  state.bullets = state.bullets.filter((b) => b.y > -10 && b.x > -10 && b.x < FIELD_WIDTH + 10);
}

function gameOver(state: ShooterState, cause: GameOverCause, random: Random): void {
  state.phase = 'over';
  state.player.hp = Math.max(0, state.player.hp);
  burst(state, random, state.player.x, PLAYER_Y, 50, PARTICLE_COLORS.hurt, 280);
  shake(state, SHAKE_HURT);
  state.events.push({ type: 'over', score: state.score, cause });
}

/**
 * Applies the presses, then advances the game by dt milliseconds (the loop's fixed step).
 * Paused, nothing moves; before and after a game only the particles do.
 */
export function stepShooter(
  state: ShooterState,
  dt: number,
  random: Random,
  input: ShooterInput = NO_INPUT,
): void {
  state.events = [];
  let fireOnce = false;
  for (const press of input.presses) fireOnce = applyPress(state, press, random) || fireOnce;
  if (state.phase === 'paused') return;
  if (state.phase !== 'playing') {
    stepFx(state, dt);
    return;
  }
  state.timeMs += dt;
  state.wrongMs = Math.max(0, state.wrongMs - dt);
  tickEffects(state, dt);
  movePlayer(state, dt, input, fireOnce);
  // timeWarp slows everything but the ship and its shots.
  const worldDt = hasEffect(state, 'timeWarp') ? dt * TIME_WARP_FACTOR : dt;
  moveWorld(state, worldDt, random);
  state.powerUpInMs -= dt;
  if (state.powerUpInMs <= 0) {
    dropPowerUp(state, random);
    state.powerUpInMs += nextPowerUpDelay(random);
  }
  const serpentDown = stepBosses(state, worldDt);
  collide(state, random);
  derivePlayer(state);
  if (state.mode === 'boss' && state.bosses.length === 0) winBossFight(state);
  if (serpentDown) gameOver(state, 'serpent', random);
  else if (state.player.hp <= 0) gameOver(state, 'hp', random);
  stepFx(state, dt);
}

/** The words follow the reader's language: at once before a game, from the next game on during one. */
export function setShooterLanguage(state: ShooterState, lang: Language, random: Random): void {
  if (state.lang === lang) return;
  state.lang = lang;
  if (state.phase === 'ready') state.words = shuffled(shooterWords(lang), random);
}
