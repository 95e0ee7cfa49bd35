import { describe, expect, it } from 'vitest';
import { keepBusy, startBusyScene } from './busy-scene.ts';
import { createBossGame } from './state.ts';
import { run } from './testing.ts';

describe('the bench scene', () => {
  it('keeps 300 bullets and 300 sparks around a fight that does not end', () => {
    const state = createBossGame(1);
    const scene = { level: 15, bullets: 300, particles: 300 };
    startBusyScene(state, scene);
    expect(state.bosses[0]!.type.id).toBe('watcherSentinel');
    for (let i = 0; i < 50; i++) {
      run(state, 100);
      keepBusy(state, scene);
    }
    expect(state.phase).toBe('playing');
    expect(state.bullets.length).toBeGreaterThanOrEqual(300);
    expect(state.particles.length).toBeGreaterThanOrEqual(300);
  });
});
