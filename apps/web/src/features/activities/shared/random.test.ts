import { describe, expect, it } from 'vitest';
import { randomInt, seededRandom } from './random.ts';

describe('seededRandom', () => {
  it('gives the same sequence for the same seed', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    for (let i = 0; i < 100; i++) expect(a()).toBe(b());
  });

  it('stays in [0, 1) and spreads evenly over a seeded run', () => {
    const random = seededRandom(7);
    const values = Array.from({ length: 40_000 }, random);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const buckets = [0, 0, 0, 0];
    for (let i = 0; i < 40_000; i++) buckets[randomInt(random, 4)]! += 1;
    for (const count of buckets) expect(count).toBeGreaterThan(9_500);
  });
});
