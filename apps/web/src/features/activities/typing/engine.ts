import type { Language } from '@hoshi/contracts';
import { randomInt } from '../shared/random.ts';
import type { Random } from '../shared/random.ts';
import {
  FEVER_DECAY_PER_S,
  FEVER_DURATION_MS,
  FEVER_GAIN_PER_KEY,
  FEVER_GAUGE_MAX,
  FEVER_POINTS_FACTOR,
  MODE_KEYS,
  TYPING_COUNTDOWN_S,
  TYPING_ROUND_MS,
  TYPING_WRONG_FLASH_MS,
} from './constants.ts';
import type { OfferedMode, TypingMode } from './constants.ts';
import { generatePasswords } from './passwords.ts';
import { accuracyOf, finalScore, multiplierTenths, wordPoints } from './scoring.ts';
import { TYPING_TEXTS } from './texts.ts';
import type { TypingText } from './texts.ts';

/** docs/product.md#star-typing: menu → mode-select → countdown → playing → gameover. */
export type TypingPhase = 'menu' | 'mode-select' | 'countdown' | 'playing' | 'gameover';

export interface TypingResult {
  mode: TypingMode;
  points: number;
  accuracy: number;
  multiplierTenths: number;
  score: number;
}

export interface TypingState {
  phase: TypingPhase;
  lang: Language;
  mode: TypingMode | null;
  countdownMs: number;
  timeLeftMs: number;
  /** The prompts of this game, in order; the current one is prompts[promptIndex % length]. */
  prompts: TypingText[];
  promptIndex: number;
  /** Keys of the current prompt typed so far. */
  typed: number;
  /** Where the word being typed began, for +5 per letter when it is complete. */
  wordStart: number;
  /** The meter filled during the word being typed: that word is paid at the plain rate. */
  feverFromNextWord: boolean;
  points: number;
  correct: number;
  wrong: number;
  gauge: number;
  feverMs: number;
  flashMs: number;
  result: TypingResult | null;
}

/** Keys pressed since the last step: single characters, or 'Enter' / 'Escape'. */
export interface TypingInput {
  keys: readonly string[];
}

const MODE_BY_KEY = new Map<string, OfferedMode>(Object.entries(MODE_KEYS));

export function createTypingGame(lang: Language): TypingState {
  return {
    phase: 'menu',
    lang,
    mode: null,
    countdownMs: 0,
    timeLeftMs: TYPING_ROUND_MS,
    prompts: [],
    promptIndex: 0,
    typed: 0,
    wordStart: 0,
    feverFromNextWord: false,
    points: 0,
    correct: 0,
    wrong: 0,
    gauge: 0,
    feverMs: 0,
    flashMs: 0,
    result: null,
  };
}

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(random, i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

export function promptsFor(mode: TypingMode, lang: Language, random: Random): TypingText[] {
  if (mode === 'password') return generatePasswords(random).map((text) => ({ text, keys: text }));
  return shuffled(TYPING_TEXTS[lang][mode], random);
}

export function currentPrompt(state: TypingState): TypingText | undefined {
  return state.prompts[state.promptIndex % Math.max(state.prompts.length, 1)];
}

export function inFever(state: TypingState): boolean {
  return state.feverMs > 0;
}

function start(state: TypingState, mode: TypingMode, random: Random): void {
  Object.assign(state, createTypingGame(state.lang), {
    phase: 'countdown',
    mode,
    countdownMs: TYPING_COUNTDOWN_S * 1000,
    prompts: promptsFor(mode, state.lang, random),
  });
}

function typeKey(state: TypingState, key: string): void {
  const prompt = currentPrompt(state);
  if (!prompt || key.length !== 1) return;
  if (prompt.keys[state.typed] !== key) {
    state.wrong += 1;
    state.flashMs = TYPING_WRONG_FLASH_MS;
    // Ours (docs/decisions/0020-mini-games-whack-a-star-and-star-typing.md): a miss empties the combo meter, except during fever.
    if (!inFever(state)) state.gauge = 0;
    return;
  }
  state.correct += 1;
  state.typed += 1;
  if (!inFever(state)) {
    state.gauge = Math.min(FEVER_GAUGE_MAX, state.gauge + FEVER_GAIN_PER_KEY);
    // docs/product.md#star-typing: fever starts when the combo meter reaches 100.
    if (state.gauge >= FEVER_GAUGE_MAX) {
      state.feverMs = FEVER_DURATION_MS;
      // Fever pays from the next word on, not the one during which the meter filled.
      state.feverFromNextWord = true;
    }
  }
  const atWordEnd = state.typed === prompt.keys.length || prompt.keys[state.typed] === ' ';
  if (atWordEnd && state.typed > state.wordStart) {
    const factor = inFever(state) && !state.feverFromNextWord ? FEVER_POINTS_FACTOR : 1;
    state.points += wordPoints(prompt.keys.slice(state.wordStart, state.typed)) * factor;
    state.wordStart = state.typed + 1;
    state.feverFromNextWord = false;
  }
  if (state.typed === prompt.keys.length) {
    state.promptIndex += 1;
    state.typed = 0;
    state.wordStart = 0;
  }
}

function finish(state: TypingState): void {
  const accuracy = accuracyOf(state.correct, state.wrong);
  state.phase = 'gameover';
  state.timeLeftMs = 0;
  state.result = {
    mode: state.mode ?? 'vocabulary',
    points: state.points,
    accuracy,
    multiplierTenths: multiplierTenths(accuracy),
    score: finalScore(state.points, accuracy),
  };
}

function applyKey(state: TypingState, key: string, random: Random): void {
  switch (state.phase) {
    case 'menu':
      if (key === 'Enter') state.phase = 'mode-select';
      return;
    case 'mode-select': {
      if (key === 'Escape') state.phase = 'menu';
      const mode = MODE_BY_KEY.get(key.toLowerCase());
      if (mode) start(state, mode, random);
      return;
    }
    case 'countdown':
      if (key === 'Escape') state.phase = 'mode-select';
      return;
    case 'playing':
      typeKey(state, key);
      return;
    case 'gameover':
      if (key === 'Enter') state.phase = 'mode-select';
      if (key === 'Escape') state.phase = 'menu';
      return;
  }
}

function runClock(state: TypingState, dt: number): void {
  if (state.phase === 'countdown') {
    state.countdownMs -= dt;
    if (state.countdownMs > 0) return;
    // Time left over from the countdown's last frame is play time.
    const spill = -state.countdownMs;
    state.countdownMs = 0;
    state.phase = 'playing';
    state.timeLeftMs = TYPING_ROUND_MS;
    dt = spill;
  }
  if (state.phase !== 'playing') return;
  const elapsed = Math.min(dt, state.timeLeftMs);
  state.flashMs = Math.max(0, state.flashMs - elapsed);
  if (inFever(state)) {
    state.feverMs = Math.max(0, state.feverMs - elapsed);
    // The meter drains with the fever and is empty when it ends.
    state.gauge = (state.feverMs / FEVER_DURATION_MS) * FEVER_GAUGE_MAX;
  } else {
    state.gauge = Math.max(0, state.gauge - (FEVER_DECAY_PER_S * elapsed) / 1000);
  }
  state.timeLeftMs -= elapsed;
  if (state.timeLeftMs <= 0) finish(state);
}

/** Applies the keys, then lets dt milliseconds pass. */
export function stepTyping(
  state: TypingState,
  dt: number,
  random: Random,
  input: TypingInput = { keys: [] },
): void {
  for (const key of input.keys) applyKey(state, key, random);
  runClock(state, dt);
}

/** Picks a mode without its key (a click or a tap on the mode's button). */
export function chooseMode(state: TypingState, mode: OfferedMode, random: Random): void {
  if (state.phase === 'mode-select') start(state, mode, random);
}

/** The word lists follow the reader's language; a game under way keeps its own. */
export function setTypingLanguage(state: TypingState, lang: Language): void {
  if (state.phase === 'menu' || state.phase === 'mode-select' || state.phase === 'gameover')
    state.lang = lang;
}
