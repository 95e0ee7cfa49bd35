import { describe, expect, it } from 'vitest';
import { HIDDEN_ACHIEVEMENT } from './profile.ts';
import { ACHIEVEMENT_GOALS, ACHIEVEMENTS, PROGRESS_COUNTERS } from './profile-catalogue.ts';

describe('every achievement has a trigger (docs/product.md#achievements)', () => {
  it('a goal on a counted counter, but the hidden star and the stargazer found on the page', () => {
    const found = [HIDDEN_ACHIEVEMENT, HIDDEN_ACHIEVEMENT + 1];
    const without = ACHIEVEMENTS.flatMap((entry, index) => (ACHIEVEMENT_GOALS[entry.id] ? [] : [index]));
    expect(without).toEqual(found);
    for (const [id, goal] of Object.entries(ACHIEVEMENT_GOALS)) {
      expect(
        ACHIEVEMENTS.some((entry) => entry.id === id),
        id,
      ).toBe(true);
      expect(Object.keys(PROGRESS_COUNTERS), id).toContain(goal.counter);
      expect(goal.target, id).toBeGreaterThan(0);
    }
  });
});
