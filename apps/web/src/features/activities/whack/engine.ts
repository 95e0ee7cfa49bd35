import { randomInt } from '../shared/random.ts';
import type { Random } from '../shared/random.ts';
import {
  WHACK_DIFFICULTIES,
  WHACK_EXPLODING_MS,
  WHACK_HIDING_MS,
  WHACK_HIT_HIDING_MS,
  WHACK_HIT_MS,
  WHACK_ROUND_MS,
} from './constants.ts';
import type { WhackDifficulty } from './constants.ts';

export type WhackKind = 'star' | 'bomb';
/** docs/product.md#whack-a-star: rising (up and hittable) → hit → hit_hiding for stars, exploding for bombs, hiding when missed. */
export type WhackStatus = 'rising' | 'hit' | 'hit_hiding' | 'exploding' | 'hiding';

export interface WhackItem {
  id: number;
  hole: number;
  kind: WhackKind;
  status: WhackStatus;
  /** Time spent in the current status. */
  statusMs: number;
}

export interface WhackState {
  phase: 'playing' | 'gameOver';
  difficulty: WhackDifficulty;
  holes: number;
  timeLeftMs: number;
  score: number;
  items: WhackItem[];
  /** Time until the next item pops up. */
  spawnInMs: number;
  nextId: number;
  /** What happened during the last step, for sound-free feedback and screen readers. */
  events: WhackEvent[];
}

export type WhackEvent =
  | { type: 'spawn'; item: WhackItem }
  | { type: 'hit'; item: WhackItem; points: number }
  | { type: 'end'; score: number };

export interface WhackInput {
  /** Holes pressed since the last step (pointer, touch or key). */
  hits: readonly number[];
}

const NO_INPUT: WhackInput = { hits: [] };

export function createWhackGame(difficulty: WhackDifficulty): WhackState {
  const { grid } = WHACK_DIFFICULTIES[difficulty];
  return {
    phase: 'playing',
    difficulty,
    holes: grid * grid,
    timeLeftMs: WHACK_ROUND_MS,
    score: 0,
    items: [],
    // The first item pops up at once, then one per spawn interval.
    spawnInMs: 0,
    nextId: 1,
    events: [],
  };
}

/** How long an item stays in a status before it moves on; rising lasts the difficulty's lifetime. */
function statusDuration(state: WhackState, status: WhackStatus): number {
  switch (status) {
    case 'rising':
      return WHACK_DIFFICULTIES[state.difficulty].lifetimeMs;
    case 'hit':
      return WHACK_HIT_MS;
    case 'hit_hiding':
      return WHACK_HIT_HIDING_MS;
    case 'exploding':
      return WHACK_EXPLODING_MS;
    case 'hiding':
      return WHACK_HIDING_MS;
  }
}

/** The status after this one, or null when the item is gone. */
function nextStatus(status: WhackStatus): WhackStatus | null {
  if (status === 'rising') return 'hiding';
  if (status === 'hit') return 'hit_hiding';
  return null;
}

function spawn(state: WhackState, random: Random): void {
  const taken = new Set(state.items.map((item) => item.hole));
  const free: number[] = [];
  for (let hole = 0; hole < state.holes; hole++) if (!taken.has(hole)) free.push(hole);
  const { bombProbability } = WHACK_DIFFICULTIES[state.difficulty];
  // Both draws happen even when every hole is busy, so a seed gives one sequence of kinds.
  const kind: WhackKind = random() < bombProbability ? 'bomb' : 'star';
  const pick = randomInt(random, Math.max(free.length, 1));
  const hole = free[pick];
  if (hole === undefined) return;
  const item: WhackItem = { id: state.nextId++, hole, kind, status: 'rising', statusMs: 0 };
  state.items.push(item);
  state.events.push({ type: 'spawn', item });
}

function hit(state: WhackState, hole: number): void {
  const item = state.items.find((candidate) => candidate.hole === hole && candidate.status === 'rising');
  if (!item) return;
  // docs/product.md#whack-a-star: a star is +1, a bomb −1, and the score never goes below 0.
  const points = item.kind === 'star' ? 1 : -1;
  state.score = Math.max(0, state.score + points);
  item.status = item.kind === 'star' ? 'hit' : 'exploding';
  item.statusMs = 0;
  state.events.push({ type: 'hit', item, points });
}

function age(state: WhackState, dt: number): void {
  const alive: WhackItem[] = [];
  for (const item of state.items) {
    item.statusMs += dt;
    let keep = true;
    for (let duration = statusDuration(state, item.status); item.statusMs >= duration;) {
      const next = nextStatus(item.status);
      if (!next) {
        keep = false;
        break;
      }
      item.statusMs -= duration;
      item.status = next;
      duration = statusDuration(state, next);
    }
    if (keep) alive.push(item);
  }
  state.items = alive;
}

/**
 * Advances the round by dt milliseconds. Input is applied first, so a press lands on what the
 * player saw; then items age, new ones pop up on the spawn clock, and the clock runs out.
 */
export function stepWhack(state: WhackState, dt: number, random: Random, input: WhackInput = NO_INPUT): void {
  state.events = [];
  if (state.phase !== 'playing') return;
  for (const hole of input.hits) hit(state, hole);

  const elapsed = Math.min(dt, state.timeLeftMs);
  age(state, elapsed);
  state.spawnInMs -= elapsed;
  // A spawn was due spawnInMs ago (≤ 0); it happens if that moment is still inside the round.
  while (state.spawnInMs <= 0 && elapsed + state.spawnInMs < state.timeLeftMs) {
    spawn(state, random);
    state.spawnInMs += WHACK_DIFFICULTIES[state.difficulty].spawnMs;
  }
  state.timeLeftMs -= elapsed;
  if (state.timeLeftMs <= 0) {
    state.timeLeftMs = 0;
    state.phase = 'gameOver';
    state.items = [];
    state.events.push({ type: 'end', score: state.score });
  }
}
