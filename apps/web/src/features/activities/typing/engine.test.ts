import { describe, expect, it } from 'vitest';
import { seededRandom } from '../shared/random.ts';
import { TYPING_COUNTDOWN_S, TYPING_ROUND_MS } from './constants.ts';
import {
  chooseMode,
  createTypingGame,
  currentPrompt,
  inFever,
  setTypingLanguage,
  stepTyping,
} from './engine.ts';
import type { TypingState } from './engine.ts';

const random = seededRandom(5);
const press = (state: TypingState, ...keys: string[]) => stepTyping(state, 0, random, { keys });
const wait = (state: TypingState, ms: number, frame = 10) => {
  for (let t = 0; t < ms; t += frame) stepTyping(state, Math.min(frame, ms - t), random);
};
const type = (state: TypingState, text: string) => press(state, ...text.split(''));

/** A game in `playing` with our own prompts. */
function playing(prompts: string[], lang: 'en' | 'ja' = 'en'): TypingState {
  const state = createTypingGame(lang);
  press(state, 'Enter', 'v');
  state.prompts = prompts.map((text) => ({ text, keys: text }));
  wait(state, TYPING_COUNTDOWN_S * 1000);
  expect(state.phase).toBe('playing');
  return state;
}

describe('Star Typing states (docs/product.md#star-typing)', () => {
  it('menu → mode-select on Enter, and Escape goes back', () => {
    const state = createTypingGame('en');
    expect(state.phase).toBe('menu');
    press(state, 'v', 'Escape', ' ');
    expect(state.phase).toBe('menu');
    press(state, 'Enter');
    expect(state.phase).toBe('mode-select');
    press(state, 'Escape');
    expect(state.phase).toBe('menu');
  });

  it.each([
    ['v', 'vocabulary'],
    ['s', 'sentence'],
    ['p', 'password'],
    ['V', 'vocabulary'],
  ])('in mode-select, %s picks %s and starts the countdown', (key, mode) => {
    const state = createTypingGame('en');
    press(state, 'Enter', key);
    expect(state).toMatchObject({ phase: 'countdown', mode, countdownMs: 3000 });
  });

  it('offers no other mode: no key picks paragraph', () => {
    for (const key of 'abcdefghijklmnoqrtuwxyz0123456789 '.split('')) {
      const state = createTypingGame('en');
      press(state, 'Enter', key);
      expect(state.phase).toBe('mode-select');
    }
  });

  it('counts down 3 seconds, then plays 45 seconds, then the game is over', () => {
    const state = createTypingGame('en');
    press(state, 'Enter', 's');
    wait(state, 2990);
    expect(state.phase).toBe('countdown');
    wait(state, 10);
    expect(state).toMatchObject({ phase: 'playing', timeLeftMs: 45_000 });
    wait(state, 44_990);
    expect(state.phase).toBe('playing');
    wait(state, 10);
    expect(state.phase).toBe('gameover');
    expect(state.result).toMatchObject({ mode: 'sentence', points: 0, score: 0 });
  });

  it('carries the countdown’s last frame into play time', () => {
    const state = createTypingGame('en');
    press(state, 'Enter', 'v');
    stepTyping(state, 3016, random);
    expect(state).toMatchObject({ phase: 'playing', timeLeftMs: 45_000 - 16 });
  });

  it('ignores typing during the countdown; Escape there goes back to mode-select', () => {
    const state = createTypingGame('en');
    press(state, 'Enter', 'v', 'a', 'b');
    expect(state).toMatchObject({ correct: 0, wrong: 0 });
    press(state, 'Escape');
    expect(state.phase).toBe('mode-select');
  });

  it('after the game, Enter picks a mode again and Escape goes to the menu', () => {
    const state = playing(['comet']);
    wait(state, TYPING_ROUND_MS, 1000);
    press(state, 'Enter');
    expect(state.phase).toBe('mode-select');
    chooseMode(state, 'password', random);
    expect(state).toMatchObject({ phase: 'countdown', mode: 'password', points: 0, result: null });
    wait(state, 3000 + TYPING_ROUND_MS, 1000);
    press(state, 'Escape');
    expect(state.phase).toBe('menu');
  });

  it('uses the words of the language set before the game, and keeps them during it', () => {
    const state = createTypingGame('en');
    setTypingLanguage(state, 'ja');
    press(state, 'Enter', 'v');
    setTypingLanguage(state, 'en');
    expect(state.lang).toBe('ja');
    expect(currentPrompt(state)?.keys).toMatch(/^[a-z-]+$/);
    expect(currentPrompt(state)?.text).not.toMatch(/[a-z]/);
  });
});

describe('Star Typing scoring (docs/product.md#star-typing)', () => {
  it('gives +5 per letter when a word is complete, and nothing before', () => {
    const state = playing(['comet', 'moon']);
    type(state, 'come');
    expect(state.points).toBe(0);
    type(state, 't');
    expect(state.points).toBe(25);
    expect(currentPrompt(state)?.text).toBe('moon');
    type(state, 'moon');
    expect(state.points).toBe(45);
  });

  it('scores each word of a sentence as it is completed; spaces are not letters', () => {
    const state = playing(['Keep calm.']);
    type(state, 'Keep');
    expect(state.points).toBe(20);
    type(state, ' ');
    expect(state.points).toBe(20);
    type(state, 'calm.');
    expect(state.points).toBe(45);
  });

  it('types Japanese as romaji, 5 points per letter typed', () => {
    const state = playing([]);
    state.prompts = [{ text: '星', keys: 'hoshi' }];
    type(state, 'hoshi');
    expect(state.points).toBe(25);
  });

  it('a wrong key does not advance, counts as a miss and flashes for 0.75 s', () => {
    const state = playing(['comet']);
    type(state, 'cx');
    expect(state).toMatchObject({ typed: 1, correct: 1, wrong: 1, flashMs: 750 });
    wait(state, 740);
    expect(state.flashMs).toBeGreaterThan(0);
    wait(state, 10);
    expect(state.flashMs).toBe(0);
  });

  it('is case-sensitive', () => {
    const state = playing(['Ab3!']);
    type(state, 'ab');
    expect(state).toMatchObject({ typed: 0, wrong: 2 });
  });

  it('ends with floor(points × accuracy multiplier)', () => {
    const state = playing(['comet']);
    // 45 right, 4 wrong: 91.8 % → ×1.1; 9 words × 25 = 225 → floor(247.5) = 247. The misses
    // keep the combo meter from reaching fever.
    for (let i = 0; i < 9; i++) type(state, i % 2 ? 'cometx' : 'comet');
    wait(state, TYPING_ROUND_MS, 1000);
    expect(state.result).toEqual({
      mode: 'vocabulary',
      points: 225,
      accuracy: (45 / 49) * 100,
      multiplierTenths: 11,
      score: 247,
    });
  });
});

describe('Star Typing fever (docs/product.md#star-typing)', () => {
  it('each correct key adds 4 to the combo meter', () => {
    const state = playing(['abcdefghij']);
    type(state, 'abc');
    expect(state.gauge).toBe(12);
  });

  it('the meter decays 3 per second', () => {
    const state = playing(['abcdefghij']);
    type(state, 'abcde');
    wait(state, 2000);
    expect(state.gauge).toBeCloseTo(20 - 6, 9);
    wait(state, 10_000);
    expect(state.gauge).toBe(0);
  });

  it('reaching 100 starts a 10-second fever that doubles points, then the meter is empty', () => {
    const state = playing(['abcdefghijklmnopqrstuvwxy', 'abcd', 'abcd']);
    type(state, 'abcdefghijklmnopqrstuvwx');
    expect(state.gauge).toBe(96);
    expect(inFever(state)).toBe(false);
    type(state, 'y');
    expect(state.gauge).toBe(100);
    expect(state.feverMs).toBe(10_000);
    expect(state.points).toBe(125);
    type(state, 'abcd');
    expect(state.points).toBe(125 + 40);
    wait(state, 9990);
    expect(inFever(state)).toBe(true);
    wait(state, 10);
    expect(inFever(state)).toBe(false);
    expect(state.gauge).toBe(0);
    type(state, 'abcd');
    expect(state.points).toBe(165 + 20);
  });

  it('the word during which the meter fills is paid at the plain rate; the next words double', () => {
    // A Japanese prompt is one word of romaji, often longer than the 25 keys that fill the meter.
    const long = 'konnichiwa.kyouhaiitenkidesune.';
    const state = playing([long, 'abcd']);
    type(state, long);
    expect(inFever(state)).toBe(true);
    expect(state.points).toBe(long.length * 5);
    type(state, 'abcd');
    expect(state.points).toBe(long.length * 5 + 40);
  });

  it('a miss empties the meter, but not during fever', () => {
    const state = playing(['abcdefghijklmnopqrstuvwxyzabcdefgh']);
    type(state, 'abcde');
    type(state, '!');
    expect(state.gauge).toBe(0);
    type(state, 'fghijklmnopqrstuvwxyzabcd');
    expect(inFever(state)).toBe(true);
    type(state, '!');
    expect(inFever(state)).toBe(true);
    expect(state.gauge).toBe(100);
  });
});
