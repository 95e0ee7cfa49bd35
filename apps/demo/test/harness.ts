import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';
import { DEMO } from '@hoshi/discord-emulator';
import { type SettingsOf, type SettingsPageName } from '@hoshi/contracts';
import type { DatabaseHandle } from '@hoshi/db';
import { freshPostgres } from '@hoshi/db/testing';
import { signIn, startInMemoryServer } from '@hoshi/server/testing';
import { startBot, type RunningBot } from '@hoshi/bot';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const DATABASES: { name: string; url?: string }[] = [
  { name: 'pglite' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres', url: process.env.TEST_DATABASE_URL }] : []),
];

/**
 * How long a wait for the world or the bot may take before it fails with what it last saw: a
 * bound for a hang, not for speed (each wait ends as soon as what it waits for is there). A bot
 * under load, two test files at a time beside other work, can take tens of seconds.
 */
const WAIT_MS = 90_000;

export const A = DEMO.guilds.A;
export const AKARI = DEMO.users.akari;
export const MIKA = DEMO.users.mika;
export const WELCOME = DEMO.channels.welcomeA;
export const GENERAL = DEMO.channels.generalA;
export const LOUNGE = DEMO.channels.loungeVoiceA;
export const AFK = DEMO.channels.afkVoiceA;
export const FUN_ROLE = DEMO.roles.funA;
/** A forum (type 15) with three tags: Feature, Bug, Done. */
export const IDEAS_FORUM = DEMO.channels.ideasForumA;
export const MEMBER_ROLE = DEMO.roles.memberA;

/** What the emulator recorded of a guild (GET /_world/guilds/{id}). */
export interface WorldGuild {
  member_count: number;
  members: {
    user_id: string;
    username: string | null;
    roles: string[];
    communication_disabled_until: string | null;
  }[];
  bans: { user: { id: string } }[] | string[];
  channels: {
    id: string;
    name: string;
    type: number;
    parent_id: string | null;
    user_limit?: number;
    bitrate?: number;
    permission_overwrites?: { id: string; type: number; allow: string; deny: string }[];
    /** A forum's tags, and a post's. */
    available_tags?: { id: string; name: string }[];
    applied_tags?: string[];
    /** Set on threads (a forum's posts too). */
    owner_id?: string;
    thread_metadata?: { archived: boolean; locked: boolean; invitable?: boolean };
  }[];
  /** Who is in each thread that has members, by thread id. */
  thread_members: Record<string, string[]>;
  voice_states: { user_id: string; channel_id: string }[];
  messages: Record<
    string,
    {
      id: string;
      content: string;
      author: { id: string };
      embeds: {
        title?: string;
        description?: string;
        thumbnail?: { url: string };
        footer?: { text: string };
        fields?: { name: string; value: string }[];
      }[];
      attachments: { filename: string; content_type?: string }[];
      components?: {
        type: number;
        components?: { type: number; custom_id?: string; label?: string; disabled?: boolean }[];
      }[];
      /** Set on an ephemeral reply: only this member sees it. */
      ephemeral_for?: string;
    }[]
  >;
  /** What the bot sent each member by DM, oldest first. */
  direct_messages: Record<string, { content: string }[]>;
}

type ServerConfig = NonNullable<NonNullable<Parameters<typeof startInMemoryServer>[0]>['config']>;

export interface LaunchOptions {
  shards?: number[];
  shardCount?: number;
  /** A database handle of its own (another process's pool); the server's by default. */
  database?: DatabaseHandle;
}

export interface World {
  app: FastifyInstance;
  bot: RunningBot;
  /** The fresh PostgreSQL database's URL (undefined on PGlite). */
  databaseUrl: string | undefined;
  /** Bot log lines (warnings and errors), for the "skipped with one line" checks. */
  logs: string[];
  act(path: string, body: object): Promise<{ statusCode: number; json(): unknown }>;
  guild(id?: string): Promise<WorldGuild>;
  /** Polls the emulator's record until `check` holds (or fails after WAIT_MS, showing the last answer). */
  until<T>(check: (guild: WorldGuild) => T | undefined | false, id?: string): Promise<T>;
  save<N extends SettingsPageName>(
    name: N,
    change: (doc: SettingsOf<N>) => void,
    guildId?: string,
  ): Promise<void>;
  startBot(options?: LaunchOptions): Promise<RunningBot>;
  close(): Promise<void>;
}

/**
 * The server in demo mode (emulator mounted, database fresh), listening, with a bot connected.
 * `now` is the bots' clock (a test moves it past a lottery's finish); `config` changes the server's.
 */
export async function startWorld(
  database: { url?: string },
  clock: { now?: () => number; config?: ServerConfig } = {},
): Promise<World> {
  const postgres = database.url ? await freshPostgres(database.url, 'hoshi_bot_test') : undefined;
  const app = await startInMemoryServer({
    config: { demoBot: false, ...clock.config, ...(postgres ? { databaseUrl: postgres.url } : {}) },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const emulator = `http://127.0.0.1:${port}/discord-emulator`;
  const logs: string[] = [];
  const bots: RunningBot[] = [];
  const stopped = new Set<RunningBot>();
  const launch = async ({ database: own, ...options }: LaunchOptions = {}) => {
    const bot = await startBot({
      database: own ?? app.database,
      token: DEMO.botToken,
      apiBase: `${emulator}/api`,
      cdnBase: `${emulator}/cdn`,
      publicUrl: app.config.publicUrl,
      log: { info: () => undefined, warn: (m) => logs.push(m), error: (m) => logs.push(m) },
      ...(clock.now && { now: clock.now }),
      ...options,
    });
    await new Promise<void>((resolve) => {
      if (bot.client.isReady()) resolve();
      else bot.client.once('clientReady', () => resolve());
    });
    bots.push(bot);
    const stop = bot.stop.bind(bot);
    bot.stop = async () => {
      stopped.add(bot);
      await stop();
    };
    return bot;
  };
  const guild = async (id: string = A) =>
    (await app.inject({ url: `/discord-emulator/_world/guilds/${id}` })).json<WorldGuild>();
  const world: World = {
    app,
    bot: await launch(),
    databaseUrl: postgres?.url,
    logs,
    act: (path, body) => app.inject({ method: 'POST', url: `/discord-emulator${path}`, payload: body }),
    guild,
    async until(check, id: string = A) {
      const deadline = Date.now() + WAIT_MS;
      let last: WorldGuild | undefined;
      while (Date.now() < deadline) {
        last = await guild(id);
        const found = check(last);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(
        `the world never got there; last: ${JSON.stringify(last?.messages ?? {}).slice(0, 2000)}`,
      );
    },
    async save(name, change, guildId = A) {
      const current = await app.settings.get(guildId, name);
      const next = structuredClone(current);
      change(next);
      // A save reaches the bot through the database's notification, a moment after it commits:
      // the test goes on once the bot has heard it (when one is running), as a person would by then.
      const listening = !stopped.has(world.bot);
      const heard = new Promise<void>((resolve, reject) => {
        if (!listening) return resolve();
        const timer = setTimeout(() => reject(new Error(`the bot never heard the ${name} save`)), WAIT_MS);
        const stop = world.bot.feed.watch((id) => {
          if (id !== guildId) return;
          clearTimeout(timer);
          stop();
          resolve();
        });
      });
      await app.settings.save(guildId, name, AKARI, next);
      await heard;
    },
    async startBot(options) {
      world.bot = await launch(options);
      return world.bot;
    },
    async close() {
      for (const bot of bots) await bot.stop().catch(() => undefined);
      await app.close();
      await postgres?.drop();
    },
  };
  return world;
}

export const messagesIn = (guild: WorldGuild, channelId: string) => guild.messages[channelId] ?? [];

/** A message's buttons, every row's. */
export const buttons = (message: WorldGuild['messages'][string][number]) =>
  (message.components ?? []).flatMap((row) => row.components ?? []);

/** A new member of guild A (with `roles`, if given); answers their id. */
export async function joinWithRoles(
  w: World,
  username: string,
  roles: readonly string[] = [],
): Promise<string> {
  const res = await w.act('/_world/join', { guild_id: A, user: { username } });
  if (res.statusCode !== 201) throw new Error(`join ${username}: ${res.statusCode}`);
  const id = (res.json() as { user_id: string }).user_id;
  if (roles.length > 0) {
    const given = await w.act('/_world/roles', { guild_id: A, user_id: id, add: roles });
    if (given.statusCode !== 200) throw new Error(`roles for ${username}: ${given.statusCode}`);
  }
  return id;
}

interface Response {
  type: number | string;
  data: { content?: string; flags?: number } | null;
}

/** Runs a command as a member; answers what the bot finally said (its reply, or the deferred reply's edit). */
export async function runCommand(
  w: World,
  userId: string,
  name: string,
  options: Record<string, unknown>,
  override = false,
) {
  // The bot registers its commands once connected: wait for them.
  for (let i = 0; ; i += 1) {
    const listed = await w.app.inject({ url: `/discord-emulator/_world/commands?guild_id=${A}` });
    if (listed.json<{ commands: { name: string }[] }>().commands.some((c) => c.name === name)) break;
    if (i > 3000) throw new Error(`/${name} never registered`);
    await new Promise((r) => setTimeout(r, 20));
  }
  const res = await w.act('/_world/command', {
    guild_id: A,
    channel_id: GENERAL,
    user_id: userId,
    name,
    options,
    ...(override && { override_permissions: true }),
  });
  expect(res.statusCode, JSON.stringify(res.json())).toBe(201);
  const { interaction_id: id } = res.json() as { interaction_id: string };
  for (let i = 0; ; i += 1) {
    const seen = await w.app.inject({ url: `/discord-emulator/_world/interactions/${id}` });
    const { responses } = seen.json<{ responses: Response[] }>();
    const final = responses.find((r) => r.type === 4 || r.type === 'edit');
    if (final) return { id, responses, content: final.data?.content ?? '' };
    if (i > 4000) throw new Error(`/${name} never answered: ${JSON.stringify(responses)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Akari switches server A's bot language to Japanese on the dashboard; resolves once the bot reads it. */
export async function botSpeaksJapanese(w: World): Promise<void> {
  const akari = await signIn(w.app, AKARI);
  const switched = await w.app.inject({
    method: 'POST',
    url: `/api/save/guilds/${A}/language`,
    headers: akari.headers,
    payload: { token: akari.token },
  });
  expect(switched.json()).toEqual({ data: { lang: 'ja' } });
  await vi.waitFor(async () => expect((await w.bot.feed.get(A)).lang).toBe('ja'), {
    timeout: 90_000,
    interval: 25,
  });
}
