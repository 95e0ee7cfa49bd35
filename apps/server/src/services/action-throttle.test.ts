import { describe, expect, it } from 'vitest';
import { ActionThrottle } from './action-throttle.ts';

describe('destructive actions: once per 2 s per user and guild', () => {
  it('refuses a second action inside the window with a coded 429, then allows one', async () => {
    let now = 10_000;
    const throttle = new ActionThrottle(null, 2000, () => now);
    await throttle.claim('u', 'g');
    await expect(throttle.claim('u', 'g')).rejects.toMatchObject({ statusCode: 429, code: 'too_fast' });
    now += 1999;
    await expect(throttle.claim('u', 'g')).rejects.toMatchObject({ statusCode: 429 });
    now += 1;
    await expect(throttle.claim('u', 'g')).resolves.toBeUndefined();
  });

  it('keeps users and guilds apart', async () => {
    const throttle = new ActionThrottle(null, 2000, () => 0);
    await throttle.claim('u', 'g');
    await expect(throttle.claim('u', 'h')).resolves.toBeUndefined();
    await expect(throttle.claim('v', 'g')).resolves.toBeUndefined();
  });
});
