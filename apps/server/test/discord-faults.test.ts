import { afterEach, expect } from 'vitest';
import { testConfig } from '../src/config.ts';
import { DiscordTimeoutError } from '../src/discord/bounded-rest.ts';
import { describeAppOn, GUILDS, PGLITE, USERS } from './helpers.ts';

const appConfig = { discord: { ...testConfig().discord, deadlineMs: 1500 } };

/**
 * Probe finding 2: Discord's 429s, 5xx and silences must give bounded answers, and one stuck call
 * must not hold later ones. Calls are bounded at 1.5 s here (5 s in production).
 */
describeAppOn(PGLITE, 'Discord faults', appConfig, (test, the) => {
  afterEach(async () => {
    await the.app.inject({ method: 'DELETE', url: '/discord-emulator/_faults' });
    await the.app.cache.delete(
      `user-guilds:${USERS.akari}`,
      `user-guilds:${USERS.mika}`,
      `guild:${GUILDS.A}`,
    );
  });

  const arm = (fault: object) =>
    the.app.inject({ method: 'POST', url: '/discord-emulator/_faults', payload: fault });
  const info = (guild: string) =>
    the.app.inject({ url: `/api/guilds/${guild}/info`, headers: the.akari.headers });

  test('answers 503 discord_rate_limited with Retry-After to a 429 asking for an hour', async () => {
    await arm({ status: 429, retryAfter: 3600, route: '/users/@me/guilds', count: 1 });
    const res = await info(GUILDS.A);
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('discord_rate_limited');
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(3600);
  });

  test('does not let one user’s long rate limit hold later requests, theirs or anyone else’s', async () => {
    await arm({ status: 429, retryAfter: 3600, route: '/users/@me/guilds', count: 1 });
    expect((await info(GUILDS.A)).statusCode).toBe(503);
    const other = await the.app.inject({
      method: 'POST',
      url: '/api/guilds',
      headers: the.mika.headers,
      payload: { id: USERS.mika, guilds: [GUILDS.A] },
    });
    expect(other.statusCode).toBe(200);
    expect((await info(GUILDS.B)).statusCode).toBe(200);
  });

  test('gives up on sustained 429s within the deadline, then recovers', async () => {
    await arm({ status: 429, retryAfter: 1, route: `/guilds/${GUILDS.A}`, count: 1000 });
    const res = await info(GUILDS.A);
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('discord_rate_limited');
    expect(res.headers['retry-after']).toBe('1');
    await the.app.inject({ method: 'DELETE', url: '/discord-emulator/_faults' });
    expect((await info(GUILDS.A)).statusCode).toBe(200);
  });

  test('answers 502 discord_unavailable when Discord keeps failing with 5xx', async () => {
    await arm({ status: 502, route: `/guilds/${GUILDS.A}`, count: 2 });
    const res = await info(GUILDS.A);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('discord_unavailable');
    expect((await info(GUILDS.A)).statusCode).toBe(200);
  });

  test('answers 502 discord_unavailable when Discord is silent past the deadline, and the next call is not held', async () => {
    await arm({ status: 0, delayMs: 60_000, route: `/guilds/${GUILDS.A}`, count: 1 });
    const res = await info(GUILDS.A);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('discord_unavailable');
    expect((await info(GUILDS.A)).statusCode).toBe(200);
  });

  test('bounds a member read as every other call: a silent Discord is a timeout, and the next read answers', async () => {
    // A lottery draw asks for each winner's membership; a hung answer must not hang the draw.
    await arm({ status: 0, delayMs: 60_000, route: `/members/${USERS.mika}`, count: 1 });
    await expect(the.app.discord.getMember(GUILDS.A, USERS.mika)).rejects.toBeInstanceOf(DiscordTimeoutError);
    expect((await the.app.discord.getMember(GUILDS.A, USERS.mika))?.user.id).toBe(USERS.mika);
  });
});
