import type { EventEmitter } from 'node:events';
import { Client, Events, GatewayIntentBits, Options, type Guild } from 'discord.js';
import { GatewayDispatchEvents, type GatewayDispatchPayload } from 'discord-api-types/v10';
import type { DatabaseHandle } from '@hoshi/server/db';
import type { BotEvent, GuildView } from '../behaviours/index.ts';
import { BotStore } from './bot-store.ts';
import { ActionExecutor } from './executor.ts';
import { Intake } from './intake.ts';
import { JobRunner } from './jobs.ts';
import { Lotteries } from './lotteries.ts';
import { consoleLog, type BotLog } from './log.ts';
import { readGuildSettings, SETTINGS_CHANNEL, SettingsFeed } from './settings-feed.ts';
import { WelcomeRenderer } from './welcome-image.ts';
import * as world from './world.ts';
import { XpLedger } from './xp-ledger.ts';
import { levelRoleCorrections, xpMessage } from './xp-events.ts';
import { xpActions } from '../behaviours/xp.ts';

export interface BotOptions {
  database: DatabaseHandle;
  token: string;
  /** Discord's REST base without the version (https://discord.com/api, or the emulator's). */
  apiBase: string;
  /** Discord's CDN base (the emulator's in demo mode). */
  cdnBase?: string;
  /** The shards this process runs, of `shardCount` (all of them when not given). */
  shards?: number[];
  shardCount?: number;
  log?: BotLog;
  fontFiles?: readonly string[];
  /** Discord's global REST limit for this bot: 50 requests/s unless Discord raised it. */
  restGlobalPerSecond?: number;
  /** The clock of timed work (a lottery's finish) and of entries; tests move it. */
  now?: () => number;
}

export interface RunningBot {
  client: Client;
  feed: SettingsFeed;
  intake: Intake;
  xp: XpLedger;
  /** The jobs table's runner: `runDue()` runs what is due by the bot's clock now. */
  jobs: JobRunner;
  /** Resolves once every event received so far has been handled. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/** A rate-limit wait longer than this is refused (and the action logged) rather than holding a guild's events. */
const RATE_LIMIT_MAX_WAIT_MS = 10_000;
const PRUNE_EVERY_MS = 60 * 60_000;
const KEEP_HANDLED_MS = 7 * 24 * 60 * 60_000;

/**
 * The bot: discord.js connected to the gateway (which resumes a dropped connection by itself),
 * every payload we act on turned into an event for the behaviours the moment it arrives, and the
 * settings read from the same database the dashboard writes, told of each change by NOTIFY.
 */
export async function startBot(options: BotOptions): Promise<RunningBot> {
  const log = options.log ?? consoleLog;
  const { db } = options.database;
  const store = new BotStore(db);
  const memory = await store.loadMemory();
  const feed = new SettingsFeed((guildId) => readGuildSettings(db, guildId));
  const unlisten = await options.database.listen(SETTINGS_CHANNEL, (payload) => feed.notified(payload));

  const client = new Client({
    // Messages for XP only: their content is never read, so no MESSAGE_CONTENT intent.
    intents: [
      GatewayIntentBits.Guilds,
      GatewayIntentBits.GuildMembers,
      GatewayIntentBits.GuildVoiceStates,
      GatewayIntentBits.GuildMessages,
    ],
    rest: {
      api: options.apiBase,
      ...(options.cdnBase && { cdn: options.cdnBase }),
      retries: 3,
      globalRequestsPerSecond: options.restGlobalPerSecond ?? 50,
      rejectOnRateLimit: (limit) => limit.retryAfter > RATE_LIMIT_MAX_WAIT_MS,
    },
    // No message is read back (XP takes the gateway's payload as it comes): discord.js keeps none,
    // rather than 200 per channel built up by every member's message.
    makeCache: Options.cacheWithLimits({ ...Options.DefaultMakeCacheSettings, MessageManager: 0 }),
    ...(options.shards && { shards: options.shards }),
    ...(options.shardCount && { shardCount: options.shardCount }),
  });
  const renderer = new WelcomeRenderer(options.fontFiles);
  if (!renderer.fontsFound) log.warn('Noto CJK fonts not found: welcome pictures use the system fonts');
  const intake = new Intake(feed, store, new ActionExecutor(client.rest, store, renderer, log), memory, log);
  const xp = new XpLedger(
    db,
    async (guildId) => (await feed.get(guildId)).settings.xp,
    (guildId, awards) => {
      const guild = client.guilds.cache.get(guildId);
      if (!guild) return;
      void Promise.resolve(feed.get(guildId)).then(({ settings, lang }) => {
        const view = { ...world.guildView(guild), lang };
        for (const award of awards) {
          const actions = xpActions(award, settings.xp, view);
          if (actions.length > 0) intake.perform(guildId, `xp:${award.messageId}`, actions);
        }
      });
    },
    (err) => log.error(`XP not stored: ${err instanceof Error ? err.message : String(err)}`),
  );
  const now = options.now ?? Date.now;
  const lotteries = new Lotteries({
    db,
    rest: client.rest,
    lang: async (guildId) => (await feed.get(guildId)).lang,
    memberCount: (guildId) => client.guilds.cache.get(guildId)?.memberCount ?? 0,
    botUserId: () => client.user?.id ?? client.application?.id ?? 'bot',
    now,
    // The runner is made next, from these handlers; it exists before anything is pressed.
    wake: () => jobs.wake(),
    log,
  });
  const jobs = new JobRunner(db, lotteries.handlers, now, log);
  // A manager's change may have queued work (a lottery created, ended, its finish moved).
  feed.watch(() => jobs.wake());
  // A manager's change (settings saved, XP reset): standings are read again, and members past a
  // level role's level that lack it get it now rather than with their next message.
  feed.watch((guildId) => {
    xp.forget(guildId);
    const guild = client.guilds.cache.get(guildId);
    if (!guild || !client.isReady()) return;
    levelRoleCorrections(db, guild, feed).then(
      (corrections) => {
        for (const actions of corrections) intake.perform(guildId, null, actions);
      },
      (err: unknown) => log.warn(`level roles not corrected in guild ${guildId}: ${String(err)}`),
    );
  });

  /** Each shard's gateway session: with a payload's sequence number, the key of what a RESUME replays. */
  const sessions = new Map<number, string>();
  const submit = (guild: Guild, key: string, event: BotEvent | null, view: GuildView, at: number) => {
    if (event) intake.submit(guild.id, key, event, view, at);
  };
  const syncGuild = (guild: Guild) => {
    intake.submit(guild.id, null, world.sync(guild, Date.now()), world.guildView(guild), Date.now());
  };

  const onRaw = (packet: GatewayDispatchPayload, shardId: number) => {
    const at = Date.now();
    if (packet.t === GatewayDispatchEvents.Ready) {
      sessions.set(shardId, packet.d.session_id);
      return;
    }
    if (packet.t === GatewayDispatchEvents.GuildCreate) {
      // After discord.js has cached it: a guild joined later, or every guild after a new session.
      const id = packet.d.id;
      setImmediate(() => {
        const guild = client.guilds.cache.get(id);
        if (guild?.available && client.isReady()) syncGuild(guild);
      });
      return;
    }
    const replayKey = `${sessions.get(shardId) ?? shardId}:${packet.s}`;
    switch (packet.t) {
      case GatewayDispatchEvents.GuildMemberAdd: {
        const guild = client.guilds.cache.get(packet.d.guild_id);
        if (!guild) return;
        const key = `add:${guild.id}:${packet.d.user.id}:${packet.d.joined_at}`;
        return submit(
          guild,
          key,
          world.memberAdd(client, guild, packet.d, at),
          world.guildView(guild, 1),
          at,
        );
      }
      case GatewayDispatchEvents.GuildMemberRemove: {
        const guild = client.guilds.cache.get(packet.d.guild_id);
        if (!guild) return;
        const joined = guild.members.cache.get(packet.d.user.id)?.joinedTimestamp;
        const key = `remove:${guild.id}:${packet.d.user.id}:${joined ?? replayKey}`;
        return submit(
          guild,
          key,
          world.memberRemove(client, guild, packet.d, at),
          world.guildView(guild, -1),
          at,
        );
      }
      case GatewayDispatchEvents.GuildMemberUpdate: {
        const guild = client.guilds.cache.get(packet.d.guild_id);
        if (!guild) return;
        const key = `update:${guild.id}:${packet.d.user.id}:${replayKey}`;
        return submit(
          guild,
          key,
          world.memberUpdate(client, guild, packet.d, at),
          world.guildView(guild),
          at,
        );
      }
      case GatewayDispatchEvents.VoiceStateUpdate: {
        const guild = packet.d.guild_id ? client.guilds.cache.get(packet.d.guild_id) : undefined;
        if (!guild) return;
        const key = `voice:${packet.d.session_id}:${replayKey}`;
        return submit(guild, key, world.voiceMove(client, guild, packet.d, at), world.guildView(guild), at);
      }
      case GatewayDispatchEvents.InteractionCreate: {
        // A press is answered within Discord's 3 s, so it does not wait behind the guild's events.
        lotteries
          .interaction(packet.d)
          .catch((err: unknown) => log.error(`interaction ${packet.d.id} not answered: ${String(err)}`));
        return;
      }
      case GatewayDispatchEvents.MessageCreate: {
        const message = xpMessage(client, packet.d);
        if (message) xp.add(message);
        return;
      }
      default:
        return;
    }
  };
  // discord.js types its events without 'raw' (the gateway's own payloads), which it does emit.
  (client as unknown as EventEmitter).on(Events.Raw, onRaw);

  client.once(Events.ClientReady, (ready) => {
    log.info(`connected as ${ready.user.tag}, ${ready.guilds.cache.size} guilds`);
    for (const guild of ready.guilds.cache.values()) syncGuild(guild);
    void store.pending().then(
      (pending) => intake.resend(pending),
      (err: unknown) => log.error(`pending actions not read: ${String(err)}`),
    );
    // Work that came due while no process ran (a lottery's finish) runs now.
    jobs.start();
  });
  client.on(Events.ShardResume, (shardId, replayed) =>
    log.info(`shard ${shardId} resumed, ${replayed} events replayed`),
  );
  client.on(Events.Error, (err) => log.error(`gateway: ${err.message}`));

  const prune = setInterval(() => {
    store
      .prune(new Date(Date.now() - KEEP_HANDLED_MS))
      .catch((err: unknown) => log.warn(`prune: ${String(err)}`));
  }, PRUNE_EVERY_MS).unref();

  await client.login(options.token);
  return {
    client,
    feed,
    intake,
    xp,
    jobs,
    async idle() {
      await xp.idle();
      await intake.idle();
    },
    async stop() {
      clearInterval(prune);
      await jobs.stop();
      await client.destroy();
      await xp.idle();
      await intake.idle();
      await unlisten();
    },
  };
}
