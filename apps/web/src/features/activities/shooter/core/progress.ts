import type { Random } from '../../shared/random.ts';
import { startBossFight } from './bosses.ts';
import {
  BOSS_BONUS_PER_FIGHT,
  SPAWN_BASE_MS,
  SPAWN_MIN_MS,
  SPAWN_MS_PER_POINT,
  WORD_POINTS_PER_LETTER,
  WORDS_PER_BOSS,
} from './constants.ts';
import type { ShooterState } from './types.ts';
import type { ShooterWord } from './words.ts';

/** docs/product.md#starshooter: 2 ms shorter per point, never below 200 ms. */
export function spawnIntervalMs(score: number): number {
  return Math.max(SPAWN_MIN_MS, SPAWN_BASE_MS - SPAWN_MS_PER_POINT * score);
}

export function targetWord(state: ShooterState): ShooterWord | undefined {
  if (state.mode !== 'words') return undefined;
  return state.words[state.wordIndex % Math.max(state.words.length, 1)];
}

/** The letter the target word needs next. */
export function neededLetter(state: ShooterState): string | undefined {
  return targetWord(state)?.letters[state.progress];
}

/** The target word's last letter was shot: its bonus, then the next word or a boss fight. */
export function completeWord(state: ShooterState, random: Random): void {
  const word = targetWord(state);
  if (!word) return;
  state.score += WORD_POINTS_PER_LETTER * word.letters.length * state.player.scoreMultiplier;
  state.wordsCleared += 1;
  state.wordIndex += 1;
  state.progress = 0;
  state.events.push({ type: 'word', word, score: state.score });
  if (state.wordsCleared % WORDS_PER_BOSS === 0) {
    startBossFight(state, random);
    return;
  }
  const next = targetWord(state);
  if (next) state.events.push({ type: 'target', word: next });
}

/** Every boss is down: the bonus (100 × the fight's number) and a new target word. */
export function winBossFight(state: ShooterState): void {
  const bonus = BOSS_BONUS_PER_FIGHT * state.bossFights;
  state.score += bonus;
  state.mode = 'words';
  state.enemyShots = [];
  state.spawnInMs = spawnIntervalMs(state.score);
  state.events.push({ type: 'bossBonus', bonus, score: state.score });
  const next = targetWord(state);
  if (next) state.events.push({ type: 'target', word: next });
}
