import { describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http-error.ts';
import { ActionThrottle } from './action-throttle.ts';

const done = () => Promise.resolve('done');
const fails = () => Promise.reject(new HttpError(404, 'not_found', 'gone'));

describe('one use per 2 s per user, guild and action', () => {
  it('refuses a second use inside the window with a coded 429, then allows one', async () => {
    let now = 10_000;
    const throttle = new ActionThrottle(null, 2000, () => now);
    await expect(throttle.run('destructive', 'u', 'g', done)).resolves.toBe('done');
    await expect(throttle.run('destructive', 'u', 'g', done)).rejects.toMatchObject({
      statusCode: 429,
      code: 'too_fast',
    });
    now += 1999;
    await expect(throttle.run('destructive', 'u', 'g', done)).rejects.toMatchObject({ statusCode: 429 });
    now += 1;
    await expect(throttle.run('destructive', 'u', 'g', done)).resolves.toBe('done');
  });

  it('keeps users, guilds and actions apart', async () => {
    const throttle = new ActionThrottle(null, 2000, () => 0);
    await throttle.run('language', 'u', 'g', done);
    await expect(throttle.run('language', 'u', 'h', done)).resolves.toBe('done');
    await expect(throttle.run('language', 'v', 'g', done)).resolves.toBe('done');
    await expect(throttle.run('items', 'u', 'g', done)).resolves.toBe('done');
  });

  it('gives the window back when the use failed, so the retry is not refused', async () => {
    const throttle = new ActionThrottle(null, 2000, () => 0);
    await expect(throttle.run('destructive', 'u', 'g', fails)).rejects.toMatchObject({ statusCode: 404 });
    await expect(throttle.run('destructive', 'u', 'g', done)).resolves.toBe('done');
    await expect(throttle.run('destructive', 'u', 'g', done)).rejects.toMatchObject({ code: 'too_fast' });
  });
});
