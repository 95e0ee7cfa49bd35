import { describe, expect, it } from 'vitest';
import { BUSIEST_PARTICLES, BUSIEST_SHOTS, keepBusiest } from './busiest-scene.ts';
import { testGame } from './testing.ts';

describe('the bench scene', () => {
  it('holds a boss fight with 300 shots and 400 particles, and the ship never falls', () => {
    const game = testGame(9);
    game.start();
    for (let i = 0; i < 2000; i++) {
      keepBusiest(game.state, game.random);
      game.run(8);
    }
    keepBusiest(game.state, game.random);
    expect(game.state.phase).toBe('playing');
    expect(game.state.mode).toBe('boss');
    expect(game.state.bosses.length).toBeGreaterThanOrEqual(1);
    expect(game.state.bullets.length + game.state.enemyShots.length).toBeGreaterThanOrEqual(BUSIEST_SHOTS);
    expect(game.state.particles.length).toBeGreaterThanOrEqual(BUSIEST_PARTICLES);
    // Fights are won for their bonus and begin again.
    expect(game.state.score).toBeGreaterThanOrEqual(400);
  });
});
