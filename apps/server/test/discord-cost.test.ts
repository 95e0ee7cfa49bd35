import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { COLLECTION_PAGE_NAMES, SETTINGS_PAGE_NAMES } from '@hoshi/contracts/page-names';
import { BOT_GUILDS } from '../src/discord/bot-guilds.ts';
import { MemoryCache } from '../src/lib/cache.ts';
import { describeAppOn, GUILDS, PGLITE, USERS } from './helpers.ts';

/**
 * Every Discord answer forgotten, as in a fresh app, except the bot's guild set, which a fresh
 * app crawls as it starts (before any page is asked for).
 */
async function forgetDiscordAnswers(app: FastifyInstance) {
  if (!(app.cache instanceof MemoryCache)) throw new Error('this suite runs on the in-memory cache');
  const botGuilds = await app.cache.get(BOT_GUILDS.key);
  app.cache.clear();
  if (botGuilds) await app.cache.set(BOT_GUILDS.key, botGuilds, BOT_GUILDS.maxAgeMs);
}

/** The Discord requests one settings page load makes (docs/product.md#api-rules: cached, few cold, none warm). */
describeAppOn(PGLITE, 'Discord calls per settings page', {}, (test, the) => {
  const stats = async () =>
    (await the.app.inject({ url: '/discord-emulator/_stats' })).json<{ total: number }>();
  // Every page of the settings registry: its document, the pickers' lists and the server's info
  // (an upper bound: a page that needs fewer costs at most this), and My Profile's inventory.
  const PAGES: Record<string, string[]> = {
    ...Object.fromEntries(
      [...SETTINGS_PAGE_NAMES, ...COLLECTION_PAGE_NAMES].map((name) => [
        name,
        [`info/${name}`, 'channels', 'roles', 'info'],
      ]),
    ),
    inventory: ['info/inventory'],
  };
  const loadPage = (parts: string[]) =>
    Promise.all(
      parts.map((p) =>
        the.app
          .inject({ url: `/api/guilds/${GUILDS.A}/${p}`, headers: the.akari.headers })
          .then((r) => r.statusCode),
      ),
    );

  test.each(Object.entries(PAGES))(
    '%s costs at most 4 calls cold (user guilds, guild, channels, bot member) and none warm',
    async (_page, parts) => {
      // "Cold": no Discord answer kept from the page measured before.
      await forgetDiscordAnswers(the.app);
      const ok = parts.map(() => 200);
      await the.app.inject({ method: 'DELETE', url: '/discord-emulator/_stats' });
      expect(await loadPage(parts)).toEqual(ok);
      expect((await stats()).total).toBeLessThanOrEqual(4);

      await the.app.inject({ method: 'DELETE', url: '/discord-emulator/_stats' });
      expect(await loadPage(parts)).toEqual(ok);
      expect((await stats()).total).toBe(0);
    },
  );

  test.each(Object.entries(PAGES))(
    '%s costs a second manager arriving cold only their own guild list',
    async (_page, parts) => {
      await loadPage(parts);
      // What is cached per guild stays; what is cached per user is what a second manager lacks.
      await the.app.cache.delete(`user-guilds:${USERS.akari}`);
      await the.app.inject({ method: 'DELETE', url: '/discord-emulator/_stats' });
      expect(await loadPage(parts)).toEqual(parts.map(() => 200));
      const { total, routes } = (await stats()) as { total: number; routes: Record<string, number> };
      expect(total).toBe(1);
      expect(Object.keys(routes).join()).toMatch(/users\/@me\/guilds/);
    },
  );

  test('costs nothing new for a second server page of the same guild after the server list', async () => {
    await the.app.inject({ method: 'DELETE', url: '/discord-emulator/_stats' });
    await the.app.inject({ url: `/api/guilds/${GUILDS.A}/info/greetings`, headers: the.akari.headers });
    expect((await stats()).total).toBe(0);
  });
});
