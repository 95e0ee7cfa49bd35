import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildEmulatorApp, DEMO, SCALE, scaleGuildId } from '@hoshi/discord-emulator';
import { injectFetch } from '../src/discord/in-process-fetch.ts';
import { BOT_GUILDS } from '../src/discord/bot-guilds.ts';
import { RestDiscordApi } from '../src/discord/rest-discord-api.ts';
import { MemoryCache } from '../src/lib/cache.ts';
import { addBotToGuild } from '../src/testing.ts';
import { closeTestApp, createTestApp, GUILDS, signIn, USERS } from './helpers.ts';

type Stats = { total: number; routes: Record<string, number> };
const stats = async (app: FastifyInstance) =>
  (await app.inject({ url: '/discord-emulator/_stats' })).json<Stats>();
const resetStats = (app: FastifyInstance) =>
  app.inject({ method: 'DELETE', url: '/discord-emulator/_stats' });

describe('server list in the scale world (a user in 200 guilds, the bot in 5,000)', () => {
  let app: FastifyInstance;
  let nova: Awaited<ReturnType<typeof signIn>>;
  const all = Array.from({ length: SCALE.userGuilds }, (_, i) => scaleGuildId(i + 1));
  const list = () =>
    app.inject({
      method: 'POST',
      url: '/api/guilds',
      headers: nova.headers,
      payload: { id: SCALE.user, guilds: all },
    });

  beforeAll(async () => {
    app = await createTestApp({}, { demoWorld: 'scale' });
    nova = await signIn(app, SCALE.user);
  });
  afterAll(() => closeTestApp(app));

  it('lists exactly the guilds Nova may manage and the bot is in, for 1 Discord call cold and 0 warm', async () => {
    await app.cache.delete(`user-guilds:${SCALE.user}`);
    await resetStats(app);
    const res = await list();
    expect(res.statusCode).toBe(200);
    const ids = Object.keys(res.json<object>()).sort();
    // Owned 1–50 and MANAGE_GUILD 51–100, less 91–100 where the bot is absent; 101–200 plain member.
    const expected = Array.from({ length: 90 }, (_, i) => scaleGuildId(i + 1)).sort();
    expect(ids).toEqual(expected);
    const cold = await stats(app);
    expect(cold.total).toBe(1);
    expect(Object.keys(cold.routes)).toEqual(['GET /users/@me/guilds']);

    await resetStats(app);
    expect((await list()).statusCode).toBe(200);
    expect((await stats(app)).total).toBe(0);
  });

  it('keeps access as strict: a guild without the bot is 404, a guild Nova may not manage 403', async () => {
    const info = (n: number) =>
      app.inject({ url: `/api/guilds/${scaleGuildId(n)}/info`, headers: nova.headers });
    expect((await info(1)).statusCode).toBe(200);
    expect((await info(95)).statusCode).toBe(404);
    expect((await info(150)).statusCode).toBe(403);
    expect((await info(4_000)).statusCode).toBe(403);
  });
});

/** A demo server with akari signed in, and her server list as the web posts it. */
function akariListing() {
  let app: FastifyInstance;
  let akari: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    app = await createTestApp({});
    akari = await signIn(app, USERS.akari);
  });
  afterAll(() => closeTestApp(app));
  /** `also`: ids of guilds made during the test, which the browser's list from Discord has. */
  const listed = async (recheck?: boolean, also: string[] = []) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/guilds',
      headers: akari.headers,
      payload: { id: USERS.akari, guilds: [...Object.values(GUILDS), ...also], ...(recheck && { recheck }) },
    });
    expect(res.statusCode).toBe(200);
    return Object.keys(res.json<object>()).sort();
  };
  return { app: () => app, akari: () => akari, listed };
}

describe("the bot's guild set follows the bot joining a guild", () => {
  const { app, akari, listed } = akariListing();

  it('lists D once the bot is added to it and the guild is opened (a per-guild answer), and after a refresh', async () => {
    expect(await listed()).toEqual([GUILDS.A, GUILDS.B]);
    expect(
      (await app().inject({ url: `/api/guilds/${GUILDS.D}/info`, headers: akari().headers })).statusCode,
    ).toBe(404);

    // akari adds the bot to Quiet Garden through Discord's (the emulator's) bot authorization.
    const form = new URLSearchParams({
      client_id: DEMO.botUserId,
      scope: 'bot',
      permissions: '8',
      guild_id: GUILDS.D,
      user_id: USERS.akari,
      response_type: 'code',
    });
    const added = await app().inject({
      method: 'POST',
      url: '/discord-emulator/oauth2/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(added.statusCode).toBeLessThan(400);

    // Opening the guild asks Discord about that one guild: the bot is there, and the set learns it.
    expect(
      (await app().inject({ url: `/api/guilds/${GUILDS.D}/info`, headers: akari().headers })).statusCode,
    ).toBe(200);
    expect(await listed()).toEqual([GUILDS.A, GUILDS.B, GUILDS.D]);

    // A background refresh gives the same answer from the bot's own list.
    await app().cache.delete(BOT_GUILDS.key);
    await resetStats(app());
    expect(await listed()).toEqual([GUILDS.A, GUILDS.B, GUILDS.D]);
    // Without a snapshot (its refreshes failing past maxAge) the view itself crawls: 1 page here.
    expect((await stats(app())).routes['GET /users/@me/guilds']).toBe(1);
  });
});

describe('a list asked again after Add to Server', () => {
  const { app, listed } = akariListing();
  /** When the shared snapshot of the bot's guilds was taken. */
  const snapshotAt = async () =>
    (await app().cache.get<{ takenAt: number }>(BOT_GUILDS.key))?.takenAt ?? Number.NaN;

  it('lists the guild Hoshi has just joined, however fresh the snapshot', async () => {
    expect(await listed()).toEqual([GUILDS.A, GUILDS.B]);
    expect(await addBotToGuild(app(), USERS.akari, GUILDS.D)).toBe(200);
    // The plain list keeps the snapshot the background refresh took (up to refreshMs old).
    expect(await listed()).toEqual([GUILDS.A, GUILDS.B]);
    // Back from Add to Server: the user's guilds are read again, and the bot's by a crawl begun
    // after the ask (one page here) though the snapshot is fresh; crawls for rechecks start
    // recheckMs apart. Two calls of GET /users/@me/guilds: the user's token, then the bot's.
    const before = await snapshotAt();
    await resetStats(app());
    expect(await listed(true)).toEqual([GUILDS.A, GUILDS.B, GUILDS.D]);
    expect((await stats(app())).routes['GET /users/@me/guilds']).toBe(2);
    const after = await snapshotAt();
    expect(after - before).toBeGreaterThanOrEqual(BOT_GUILDS.recheckMs);
  });

  it("lists a server made since the user's guilds were read, once asked again", async () => {
    const before = await listed();
    // akari makes a server with Hoshi in it (the world's new guild has the bot already).
    const made = await app().inject({
      method: 'POST',
      url: '/discord-emulator/_world/guilds',
      payload: { name: 'Fresh Orbit', owner_id: USERS.akari },
    });
    expect(made.statusCode).toBe(201);
    const id = made.json<{ id: string }>().id;
    // The user's guilds as read before (cached) do not have it yet.
    expect(await listed(false, [id])).toEqual(before);
    expect(await listed(true, [id])).toEqual([...before, id].sort());
  });
});

describe('RestDiscordApi bot guild set', () => {
  const emulator = buildEmulatorApp({
    clientId: DEMO.botUserId,
    clientSecret: DEMO.clientSecret,
    botToken: DEMO.botToken,
    redirectUris: [],
    world: 'scale',
  });
  /** Guilds the bot has been removed from: Discord answers 403 for them and leaves them out of its list. */
  const gone = new Set<string>();
  const inject = injectFetch(emulator);
  const discord = new RestDiscordApi({
    clientId: DEMO.botUserId,
    clientSecret: DEMO.clientSecret,
    botToken: DEMO.botToken,
    apiUrl: 'http://emulator.invalid/discord-emulator/api',
    cache: new MemoryCache(),
    makeRequest: async (url, init) => {
      const path = new URL(url).pathname;
      const guild = /\/guilds\/(\d+)$/.exec(path)?.[1];
      if (guild && gone.has(guild)) {
        return new Response(JSON.stringify({ message: 'Missing Access', code: 50001 }), {
          status: 403,
          headers: { 'content-type': 'application/json' },
        });
      }
      const res = await inject(url, init);
      if (!path.endsWith('/users/@me/guilds')) return res;
      const page = JSON.parse(await res.text()) as { id: string }[];
      return new Response(JSON.stringify(page.filter((g) => !gone.has(g.id))), {
        status: res.status,
        headers: res.headers,
      });
    },
  });
  const botCalls = async () => {
    const res = await emulator.inject({ url: '/discord-emulator/_stats' });
    return res.json<Stats>().routes['GET /users/@me/guilds'] ?? 0;
  };
  let stop: () => void = () => {};
  beforeAll(() => emulator.ready());
  afterEach(() => stop());
  afterAll(() => emulator.close());

  it('crawls the 5,000+ guilds once in the background, then answers without calling Discord', async () => {
    const fresh = discord.keepBotGuildsFresh((err) => {
      throw err;
    });
    stop = fresh.stop;
    await fresh.ready;
    const crawl = await botCalls();
    expect(crawl).toBe(Math.ceil((SCALE.guildCount - 20 + 3) / 200)); // 26 pages: 4,993 guilds
    const ids = await discord.getBotGuildIds();
    expect(ids.size).toBe(SCALE.guildCount - 20 + 3);
    expect(ids.has(scaleGuildId(1))).toBe(true);
    expect(ids.has(scaleGuildId(95))).toBe(false);
    expect(ids.has(DEMO.guilds.D)).toBe(false);
    for (let i = 0; i < 5; i++) await discord.getBotGuildIds();
    expect(await botCalls()).toBe(crawl);
  });

  it('drops a guild the bot left as soon as Discord says so for that guild, and a refresh agrees', async () => {
    await discord.refreshBotGuilds();
    const guild = scaleGuildId(7);
    expect((await discord.getBotGuildIds()).has(guild)).toBe(true);
    gone.add(guild);
    await expect(discord.getGuild(guild)).rejects.toMatchObject({ status: 403 });
    expect((await discord.getBotGuildIds()).has(guild)).toBe(false);
    await discord.refreshBotGuilds();
    expect((await discord.getBotGuildIds()).has(guild)).toBe(false);
    gone.delete(guild);
    // Back again: the guild as the bot sees it answers, and the set has it at once.
    await discord.getGuild(guild);
    expect((await discord.getBotGuildIds()).has(guild)).toBe(true);
  });

  it('is shared through the cache: a second instance on the same cache (Redis) does not crawl again', async () => {
    const cache = new MemoryCache();
    const instance = () =>
      new RestDiscordApi({
        clientId: DEMO.botUserId,
        clientSecret: DEMO.clientSecret,
        botToken: DEMO.botToken,
        apiUrl: 'http://emulator.invalid/discord-emulator/api',
        cache,
        makeRequest: inject,
      });
    const first = instance().keepBotGuildsFresh((err) => {
      throw err;
    });
    await first.ready;
    first.stop();
    const before = await botCalls();
    const second = instance().keepBotGuildsFresh((err) => {
      throw err;
    });
    await second.ready;
    second.stop();
    expect(await botCalls()).toBe(before);
  });
});
