import { seededRandom } from '../../shared/random.ts';
import type { Random } from '../../shared/random.ts';
import { STEP_MS } from '../../shared/use-game-loop.ts';
import { LETTER_HALF_SIZE, PLAYER_Y } from './constants.ts';
import { createShooterGame, stepShooter } from './engine.ts';
import type { ShooterEvent, ShooterInput, ShooterPress, ShooterState } from './types.ts';

/** Test bench for the engine: a seeded game, fixed steps as the loop gives them, events kept. */
export function testGame(seed = 1) {
  const random: Random = seededRandom(seed);
  const state = createShooterGame('en', random);
  const events: ShooterEvent[] = [];
  const held = { left: false, right: false, fire: false };
  const step = (presses: ShooterPress[] = []) => {
    const input: ShooterInput = { ...held, presses };
    stepShooter(state, STEP_MS, random, input);
    events.push(...state.events);
  };
  return {
    state,
    random,
    events,
    held,
    press: (...presses: ShooterPress[]) => step(presses),
    /** Runs whole steps for about `ms` milliseconds. */
    run(ms: number) {
      for (let i = 0; i < Math.round(ms / STEP_MS); i++) step();
    },
    start() {
      step(['Enter']);
      // Nothing falls in the tests unless a test puts it there.
      state.spawnInMs = Number.POSITIVE_INFINITY;
      state.powerUpInMs = Number.POSITIVE_INFINITY;
      state.letters = [];
    },
  };
}

/** A letter just above the ship, where the next shot hits it at once. */
export function letterAbove(state: ShooterState, char: string) {
  state.letters.push({
    id: state.nextId++,
    char,
    x: state.player.x,
    y: PLAYER_Y - 18 - LETTER_HALF_SIZE - 10,
  });
}

/** A letter on the ship: the next step is a hit. */
export function letterOnShip(state: ShooterState) {
  state.letters.push({ id: state.nextId++, char: 'z', x: state.player.x, y: PLAYER_Y });
}
