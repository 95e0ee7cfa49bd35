import type { EventEmitter } from 'node:events';
import { Client, Events, type Guild } from 'discord.js';
import { GatewayDispatchEvents, type GatewayDispatchPayload } from 'discord-api-types/v10';
import type { DatabaseHandle } from '@hoshi/db';
import type { BotEvent, GuildView } from '../core/types.ts';
import type { MessageEvent, ModuleContext, ModuleRuntime } from '../modules/module.ts';
import {
  COMMANDS,
  intentsOf,
  MODULES,
  ownerOf,
  type Module,
  type ReadCollection,
  type ReadPage,
} from '../modules/registry.ts';
import { BotStore, untilDone } from './bot-store.ts';
import { registerCommands } from './commands.ts';
import { cacheOptions, type CacheChoice } from './client-options.ts';
import { ActionExecutor } from './executor.ts';
import { DatabaseIdentifyThrottler } from './identify-throttle.ts';
import { Intake } from './intake.ts';
import { JobRunner, type JobHandler } from './jobs.ts';
import { consoleLog, type BotLog } from './log.ts';
import { readGuildSettings, SETTINGS_CHANNEL, SettingsFeed } from './settings-feed.ts';
import { WelcomeRenderer } from './welcome-image.ts';
import * as world from './world.ts';

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
  /** discord.js's caches: Hoshi's limits (default), or discord.js's defaults (a bench's baseline). */
  caches?: CacheChoice;
  /** The clock of timed work (a lottery's finish) and of entries; tests move it. */
  now?: () => number;
  /** The web app's address (PUBLIC_URL), for the links the bot writes (a ban appeal's page). */
  publicUrl?: string;
  /**
   * IDENTIFY spaced across processes through the database's advisory locks (PostgreSQL; shard
   * clusters, 0103) rather than within this process only, as discord.js does by itself.
   */
  identifyAcrossProcesses?: boolean;
  /** Told of every dispatch as it arrives, before it is handled (a cluster's resume: 0103). */
  onDispatch?: (packet: GatewayDispatchPayload, shardId: number) => void;
}

export interface RunningBot {
  client: Client;
  feed: SettingsFeed;
  intake: Intake;
  /** What a module runs (its ledger, say), as its `start` answered it. */
  runtime<R extends ModuleRuntime<string>>(module: { start?(context: never): R }): R;
  /** The jobs table's runner: `runDue()` runs what is due by the bot's clock now. */
  jobs: JobRunner;
  /** Resolves once every event received so far has been handled. */
  idle(): Promise<void>;
  /** Each shard's gateway session as far as its dispatches have arrived (0103: a cluster's resume). */
  sessions(): GatewaySession[];
  /**
   * A dispatch of an earlier session of this shard (another process's, replayed by a RESUME of
   * it): handled as if it had arrived then, its keys made from that session.
   */
  replay(packet: GatewayDispatchPayload, shardId: number, sessionId: string): void;
  stop(): Promise<void>;
}

export interface GatewaySession {
  shardId: number;
  sessionId: string;
  resumeUrl: string;
  /** The last dispatch's sequence number that arrived. */
  sequence: number;
}

/** A rate-limit wait longer than this is refused (and the action logged) rather than holding a guild's events. */
const RATE_LIMIT_MAX_WAIT_MS = 10_000;
const PRUNE_EVERY_MS = 60 * 60_000;
const KEEP_HANDLED_MS = 7 * 24 * 60 * 60_000;

/** Whether a guild is on one of `shards` (Discord's rule: `(guild_id >> 22) % shardCount`); all of them when not given. */
function onShards(shards: readonly number[] | undefined, shardCount: number | undefined) {
  if (!shards || !shardCount) return () => true;
  const own = new Set(shards);
  return (guildId: string) => own.has(Number((BigInt(guildId) >> 22n) % BigInt(shardCount)));
}

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
    // What the modules' declared events need, and no more (modules/registry.ts).
    intents: intentsOf(MODULES),
    rest: {
      api: options.apiBase,
      ...(options.cdnBase && { cdn: options.cdnBase }),
      retries: 3,
      globalRequestsPerSecond: options.restGlobalPerSecond ?? 50,
      rejectOnRateLimit: (limit) => limit.retryAfter > RATE_LIMIT_MAX_WAIT_MS,
    },
    // What the features read and no more (client-options.ts): no messages, no users past their members.
    ...cacheOptions(options.caches),
    ...(options.shards && { shards: options.shards }),
    ...(options.shardCount && { shardCount: options.shardCount }),
    ...(options.identifyAcrossProcesses && {
      ws: {
        buildIdentifyThrottler: async (manager) => {
          const gateway = await manager.fetchGatewayInformation();
          return new DatabaseIdentifyThrottler(db, gateway.session_start_limit.max_concurrency);
        },
      },
    }),
  });
  const renderer = new WelcomeRenderer(options.fontFiles);
  if (!renderer.fontsFound) log.warn('Noto CJK fonts not found: welcome pictures use the system fonts');
  const intake = new Intake(
    feed,
    store,
    new ActionExecutor(client.rest, store, renderer, log, (guildId, roleId) =>
      world.roleToAssign(client.guilds.cache.get(guildId), roleId),
    ),
    memory,
    log,
  );
  const now = options.now ?? Date.now;

  // Every module started with the same context; the job runner is made next, from their handlers.
  const context: ModuleContext<ReadPage, ReadCollection> = {
    db,
    client,
    rest: client.rest,
    // Read through a lost connection like the intake's reads: a module's work is not dropped for it.
    settings: (guildId) => untilDone(db, async () => feed.get(guildId)),
    perform: (guildId, key, actions) => intake.perform(guildId, key, actions),
    wakeJobs: () => jobs.wake(),
    now,
    publicUrl: options.publicUrl,
    log,
  };
  const running = new Map<Module, ModuleRuntime<string>>();
  for (const module of MODULES) {
    const runtime = module.start?.(context);
    if (runtime) running.set(module, runtime);
  }
  const runtimes = [...running.values()];
  const handlers = new Map<string, JobHandler>();
  for (const [module, runtime] of running)
    for (const kind of module.jobs ?? []) {
      const handler = runtime.jobs?.[kind];
      if (handler) handlers.set(kind, handler);
    }
  const jobs = new JobRunner(db, handlers, now, log);
  // A manager's change may have queued work (a lottery created, ended, its finish moved), and
  // what a module keeps of the guild is read again.
  feed.watch((guildId) => {
    jobs.wake();
    for (const runtime of runtimes) runtime.settingsChanged?.(guildId);
  });
  /** A guild's message, to the modules that declare its kind. */
  const onMessage = (event: MessageEvent) => {
    for (const [module, runtime] of running) if (module.events.includes(event.kind)) runtime.message?.(event);
  };

  /** Each shard's gateway session: with a payload's sequence number, the key of what a RESUME replays. */
  const sessions = new Map<number, string>();
  const resumeUrls = new Map<number, string>();
  const sequences = new Map<number, number>();
  const submit = (guild: Guild, key: string, event: BotEvent | null, view: GuildView, at: number) => {
    if (event) intake.submit(guild.id, key, event, view, at);
  };
  const syncGuild = (guild: Guild) => {
    intake.submit(guild.id, null, world.sync(guild, Date.now()), world.guildView(guild), Date.now());
  };

  const onRaw = (packet: GatewayDispatchPayload, shardId: number, replayOf?: string) => {
    const at = Date.now();
    if (packet.t === GatewayDispatchEvents.Ready) {
      if (replayOf) return;
      sessions.set(shardId, packet.d.session_id);
      resumeUrls.set(shardId, packet.d.resume_gateway_url);
      sequences.set(shardId, packet.s);
      return;
    }
    if (!replayOf) sequences.set(shardId, packet.s);
    if (packet.t === GatewayDispatchEvents.GuildCreate) {
      // After discord.js has cached it: a guild joined later, or every guild after a new session.
      const id = packet.d.id;
      setImmediate(() => {
        const guild = client.guilds.cache.get(id);
        if (guild?.available && client.isReady()) syncGuild(guild);
      });
      return;
    }
    const replayKey = `${replayOf ?? sessions.get(shardId) ?? shardId}:${packet.s}`;
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
        for (const r of runtimes) r.voice?.(packet.d, at);
        return submit(guild, key, world.voiceMove(client, guild, packet.d, at), world.guildView(guild), at);
      }
      case GatewayDispatchEvents.InteractionCreate: {
        // An interaction is answered within Discord's 3 s, so it does not wait behind the guild's
        // events: it goes straight to the module that declares its command or custom_id.
        const owner = ownerOf(MODULES, packet.d);
        const runtime = owner && running.get(owner);
        if (!runtime?.interaction) {
          log.warn(`interaction ${packet.d.id} belongs to no module`);
          return;
        }
        const interaction = packet.d;
        runtime
          .interaction(interaction)
          .then(() => {
            for (const r of runtimes) r.afterInteraction?.(interaction);
          })
          .catch((err: unknown) => log.error(`interaction ${interaction.id} not answered: ${String(err)}`));
        return;
      }
      case GatewayDispatchEvents.MessageCreate:
        return onMessage({ kind: 'messageCreate', message: packet.d });
      case GatewayDispatchEvents.MessageUpdate:
        return onMessage({ kind: 'messageUpdate', message: packet.d });
      case GatewayDispatchEvents.MessageDelete:
        return onMessage({ kind: 'messageDelete', message: packet.d });
      case GatewayDispatchEvents.MessageDeleteBulk:
        return onMessage({ kind: 'messageDeleteBulk', message: packet.d });
      default:
        return;
    }
  };
  // discord.js types its events without 'raw' (the gateway's own payloads), which it does emit.
  (client satisfies EventEmitter).on(Events.Raw, (packet: GatewayDispatchPayload, shardId: number) => {
    options.onDispatch?.(packet, shardId);
    onRaw(packet, shardId);
  });

  client.once(Events.ClientReady, (ready) => {
    log.info(`connected as ${ready.user.tag}, ${ready.guilds.cache.size} guilds`);
    registerCommands(client.rest, ready.application.id, COMMANDS).then(
      (outcome) => {
        if (outcome === 'registered') log.info(`slash commands registered: ${COMMANDS.length}`);
      },
      (err: unknown) => log.error(`slash commands not registered: ${String(err)}`),
    );
    for (const guild of ready.guilds.cache.values()) syncGuild(guild);
    intake.resend(leftUnanswered);
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

  // What a process before this one left unanswered on these shards, read before this one records
  // anything: read later (it was at ready), it held this process's own actions on their way, and
  // another cluster's, which were then sent twice; a burst's greetings caught between their record
  // and their merging into one message (intake's `together`) went again one by one, under nonces
  // of their own that Discord does not recognise: a member greeted twice.
  const leftUnanswered = await store.pending(onShards(options.shards, options.shardCount));
  await client.login(options.token);
  return {
    client,
    feed,
    intake,
    jobs,
    runtime<R extends ModuleRuntime<string>>(module: { start?(context: never): R }): R {
      const found = MODULES.find((m) => m === module);
      const runtime = found && running.get(found);
      if (!runtime) throw new Error('that module is not running');
      // The runtime `running` holds for this very module is what its own `start` answered.
      return runtime as R;
    },
    sessions() {
      return [...sessions].flatMap(([shardId, sessionId]) => {
        const resumeUrl = resumeUrls.get(shardId);
        const sequence = sequences.get(shardId);
        return resumeUrl && sequence !== undefined ? [{ shardId, sessionId, resumeUrl, sequence }] : [];
      });
    },
    replay(packet, shardId, sessionId) {
      onRaw(packet, shardId, sessionId);
    },
    async idle() {
      // A module's work may end in actions for the intake (an award's level-up): modules first.
      await Promise.all(runtimes.map((r) => r.idle?.() ?? Promise.resolve()));
      await intake.idle();
    },
    async stop() {
      clearInterval(prune);
      await jobs.stop();
      await client.destroy();
      await Promise.all(runtimes.map((r) => r.idle?.() ?? Promise.resolve()));
      await Promise.all(runtimes.map((r) => r.stop?.() ?? Promise.resolve()));
      await intake.idle();
      await unlisten();
    },
  };
}
