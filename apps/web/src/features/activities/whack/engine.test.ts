import { describe, expect, it } from 'vitest';
import { seededRandom } from '../shared/random.ts';
import type { Random } from '../shared/random.ts';
import {
  WHACK_DIFFICULTIES,
  WHACK_DIFFICULTY_IDS,
  WHACK_HIDING_MS,
  WHACK_KEYS,
  WHACK_ROUND_MS,
} from './constants.ts';
import type { WhackDifficulty } from './constants.ts';
import { createWhackGame, stepWhack } from './engine.ts';
import type { WhackKind, WhackState } from './engine.ts';

/** Always the same draw: 0 makes bombs (any probability > 0), 0.99 makes stars. */
const fixed =
  (value: number): Random =>
  () =>
    value;
const STAR = fixed(0.99);
const BOMB = fixed(0);

/** Runs a whole round in frames of `frame` ms and lists the time of every spawn. */
function spawnTimes(difficulty: WhackDifficulty, frame = 10, random = seededRandom(1)) {
  const state = createWhackGame(difficulty);
  const times: number[] = [];
  const kinds: WhackKind[] = [];
  let now = 0;
  stepWhack(state, 0, random);
  for (;;) {
    for (const event of state.events) {
      if (event.type === 'spawn') {
        times.push(now);
        kinds.push(event.item.kind);
      }
    }
    if (state.phase === 'gameOver') break;
    stepWhack(state, frame, random);
    now += frame;
  }
  return { times, kinds, state };
}

function upItem(state: WhackState) {
  const item = state.items.find((candidate) => candidate.status === 'rising');
  if (!item) throw new Error('no item up');
  return item;
}

describe('Whack-A-Star difficulties (docs/product.md#whack-a-star)', () => {
  it.each([
    ['easy', 3, 1800, 1000, 0.1],
    ['intermediate', 4, 1500, 850, 0.3],
    ['hard', 5, 1200, 650, 0.5],
  ] as const)(
    '%s: %i×%i grid, lifetime %i ms, spawn %i ms, bomb probability %f',
    (id, grid, life, spawn, bomb) => {
      expect(WHACK_DIFFICULTIES[id]).toEqual({
        grid,
        lifetimeMs: life,
        spawnMs: spawn,
        bombProbability: bomb,
      });
      expect(createWhackGame(id).holes).toBe(grid * grid);
      expect(new Set(WHACK_KEYS[id]).size).toBe(grid * grid);
    },
  );
});

describe('Whack-A-Star round', () => {
  it('lasts 30 seconds, then the game is over and the field is empty', () => {
    const state = createWhackGame('easy');
    const random = seededRandom(3);
    for (let t = 0; t < 29_990; t += 10) stepWhack(state, 10, random);
    expect(state.phase).toBe('playing');
    expect(state.timeLeftMs).toBe(10);
    stepWhack(state, 10, random);
    expect(state.phase).toBe('gameOver');
    expect(state.timeLeftMs).toBe(0);
    expect(state.items).toEqual([]);
    expect(state.events).toContainEqual({ type: 'end', score: 0 });
  });

  it('ignores time and presses after the game is over', () => {
    const state = createWhackGame('easy');
    stepWhack(state, WHACK_ROUND_MS, STAR);
    stepWhack(state, 1000, STAR, { hits: [0, 1, 2] });
    expect(state).toMatchObject({ phase: 'gameOver', score: 0, items: [] });
  });

  it.each(WHACK_DIFFICULTY_IDS)('%s: an item pops up at once, then one per spawn interval', (id) => {
    const { spawnMs } = WHACK_DIFFICULTIES[id];
    const { times } = spawnTimes(id);
    expect(times[0]).toBe(0);
    expect(times).toHaveLength(Math.ceil(WHACK_ROUND_MS / spawnMs));
    times.slice(1).forEach((time, i) => expect(time - times[i]!).toBe(spawnMs));
  });

  it('keeps the spawn rhythm whatever the frame length', () => {
    expect(spawnTimes('hard', 7).times).toHaveLength(47);
    expect(spawnTimes('hard', 33).times).toHaveLength(47);
    expect(spawnTimes('hard', 250).times).toHaveLength(47);
  });

  it.each(WHACK_DIFFICULTY_IDS)(
    '%s: bombs come with the difficulty’s probability over a seeded run',
    (id) => {
      const random = seededRandom(2026);
      let bombs = 0;
      let total = 0;
      while (total < 6000) {
        const { kinds } = spawnTimes(id, 50, random);
        bombs += kinds.filter((kind) => kind === 'bomb').length;
        total += kinds.length;
      }
      expect(bombs / total).toBeCloseTo(WHACK_DIFFICULTIES[id].bombProbability, 1);
      expect(Math.abs(bombs / total - WHACK_DIFFICULTIES[id].bombProbability)).toBeLessThan(0.025);
    },
  );

  it('never puts two items in one hole, and only uses the grid’s holes', () => {
    const state = createWhackGame('hard');
    const random = seededRandom(9);
    while (state.phase === 'playing') {
      stepWhack(state, 16, random);
      const holes = state.items.map((item) => item.hole);
      expect(new Set(holes).size).toBe(holes.length);
      for (const hole of holes) expect(hole).toBeLessThan(25);
    }
  });
});

describe('Whack-A-Star items (docs/product.md#whack-a-star)', () => {
  it.each(WHACK_DIFFICULTY_IDS)('%s: an item not hit rises for its lifetime, hides, then is gone', (id) => {
    const { lifetimeMs, spawnMs } = WHACK_DIFFICULTIES[id];
    const state = createWhackGame(id);
    stepWhack(state, 0, STAR);
    const item = upItem(state);
    stepWhack(state, lifetimeMs - 1, STAR);
    expect(item.status).toBe('rising');
    stepWhack(state, 1, STAR);
    expect(item.status).toBe('hiding');
    stepWhack(state, WHACK_HIDING_MS, STAR);
    expect(state.items.map((i) => i.id)).not.toContain(item.id);
    expect(lifetimeMs + WHACK_HIDING_MS).toBeGreaterThan(spawnMs);
  });

  it('a star hit scores +1 and runs hit → hit_hiding → gone', () => {
    const state = createWhackGame('easy');
    stepWhack(state, 0, STAR);
    const star = upItem(state);
    expect(star.kind).toBe('star');
    stepWhack(state, 16, STAR, { hits: [star.hole] });
    expect(state.score).toBe(1);
    expect(star.status).toBe('hit');
    expect(state.events).toContainEqual({ type: 'hit', item: star, points: 1 });
    stepWhack(state, 150, STAR);
    expect(star.status).toBe('hit_hiding');
    stepWhack(state, 300, STAR);
    expect(state.items).not.toContain(star);
  });

  it('a bomb hit scores −1 and explodes', () => {
    const state = createWhackGame('hard');
    stepWhack(state, 0, STAR);
    stepWhack(state, 16, STAR, { hits: [upItem(state).hole] });
    stepWhack(state, 650, STAR);
    stepWhack(state, 16, STAR, { hits: [upItem(state).hole] });
    expect(state.score).toBe(2);
    stepWhack(state, 650, BOMB);
    const bomb = state.items.find((item) => item.kind === 'bomb')!;
    stepWhack(state, 16, BOMB, { hits: [bomb.hole] });
    expect(state.score).toBe(1);
    expect(bomb.status).toBe('exploding');
    stepWhack(state, 600, STAR);
    expect(state.items).not.toContain(bomb);
  });

  it('a bomb never takes the score below 0', () => {
    const state = createWhackGame('hard');
    stepWhack(state, 0, BOMB);
    stepWhack(state, 16, BOMB, { hits: [upItem(state).hole] });
    expect(state.score).toBe(0);
    expect(state.events).toContainEqual(expect.objectContaining({ type: 'hit', points: -1 }));
  });

  it('counts an item once: a second press, a hiding item and an empty hole score nothing', () => {
    const state = createWhackGame('easy');
    stepWhack(state, 0, STAR);
    const star = upItem(state);
    const empty = (star.hole + 1) % 9;
    stepWhack(state, 16, STAR, { hits: [star.hole, star.hole, empty] });
    expect(state.score).toBe(1);
    stepWhack(state, 1000, STAR);
    const next = upItem(state);
    stepWhack(state, 1800, STAR);
    expect(next.status).toBe('hiding');
    stepWhack(state, 1, STAR, { hits: [next.hole] });
    expect(state.score).toBe(1);
  });
});
