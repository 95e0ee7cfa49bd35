import { describe, expect, it } from 'vitest';
import { SlidingLimit } from './rest-proxy.ts';

describe("the REST proxy's global limit", () => {
  it('lets no more than its number go in any window, in the order asked', async () => {
    const limit = new SlidingLimit(3, 200);
    const started = Date.now();
    const times: number[] = [];
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        limit.take().then(() => {
          times.push(Date.now() - started);
          order.push(i);
        }),
      ),
    );
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6]);
    // Any window of 200 ms holds at most 3 sends (a few ms of timer slack aside).
    for (let i = 3; i < times.length; i += 1)
      expect((times[i] ?? 0) - (times[i - 3] ?? 0)).toBeGreaterThanOrEqual(195);
  });
});
