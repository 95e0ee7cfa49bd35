import type { GatewayHub } from './gateway/hub.ts';
import { SessionStarts } from './gateway/session-starts.ts';
import { TokenStore } from './oauth/token-store.ts';
import type { ResolvedOptions } from './options.ts';
import { FaultSwitch } from './rest/fault-switch.ts';
import { RateLimiter } from './rest/rate-limits.ts';
import { RequestStats } from './rest/request-stats.ts';
import { seedScaleWorld } from './seed/scale-world.ts';
import { seedWorld } from './seed/seed-world.ts';
import type { DemoUser, Guild, Member, World } from './seed/world.ts';
import { snowflakeGenerator } from './snowflake.ts';
import type { WorldChange } from './world-change.ts';
import { AuditLog } from './world/audit-log-store.ts';
import { CommandStore } from './world/commands.ts';
import { DirectMessages } from './world/direct-messages.ts';
import { InteractionStore } from './world/interactions.ts';
import { MessageStore } from './world/message-store.ts';
import { NonceMemory } from './world/nonces.ts';
import { ThreadMembers } from './world/thread-members.ts';
import { VoiceStates } from './world/voice-states.ts';

/** Everything one emulator instance remembers; created fresh from the seed for every plugin registration. */
export interface EmulatorState {
  options: ResolvedOptions;
  world: World;
  tokens: TokenStore;
  faults: FaultSwitch;
  stats: RequestStats;
  rateLimits: RateLimiter;
  /** The gateway's session start limit and max_concurrency, across all the bot's connections. */
  sessionStarts: SessionStarts;
  nextId: () => string;
  /** Changes made to the seed world since start (or restored from the state file), oldest first. */
  worldChanges: WorldChange[];
  /** Called after every mutation worth persisting; a no-op unless a state file is attached. */
  notifyChanged: () => void;
  /** Where the emulator is mounted ("/discord-emulator"), for the urls it hands out. */
  prefix: string;
  /** Sessions of the gateway, and the events they are sent. */
  gateway: GatewayHub;
  /** Live only (see docs/decisions/0051-the-emulators-gateway-and-world.md): who is in voice, and recent messages per channel. */
  voice: VoiceStates;
  messages: MessageStore;
  /** Recent message nonces, for `enforce_nonce` (live only, like the messages). */
  nonces: NonceMemory;
  /** Interactions sent to the bot (commands, button presses, modal submits) and what it answered. */
  interactions: InteractionStore;
  /** The application's commands, global and per guild (live only, like the messages). */
  commands: CommandStore;
  /** What moderators and the bot did, per guild (live only). */
  auditLog: AuditLog;
  /** The bot's DM channels and who accepts DMs (live only; their messages are in `messages`). */
  directMessages: DirectMessages;
  /** Who is in each thread (live only, like the messages). */
  threadMembers: ThreadMembers;
}

/** The gateway is made by the caller (the plugin): it reads the state, the state must not import it. */
export function createState(
  options: ResolvedOptions,
  makeGateway: (state: EmulatorState) => GatewayHub,
): EmulatorState {
  const state: EmulatorState = {
    options,
    world: options.world === 'scale' ? seedScaleWorld(options.scaleGuilds) : seedWorld(),
    // Late-bound: persistence replaces notifyChanged after the state exists.
    tokens: new TokenStore(options.now, options.accessTokenTtlSeconds, () => state.notifyChanged()),
    faults: new FaultSwitch(),
    stats: new RequestStats(),
    rateLimits: new RateLimiter(options.limits, options.now),
    sessionStarts: new SessionStarts(options.limits, options.now),
    nextId: snowflakeGenerator(options.now),
    worldChanges: [],
    notifyChanged: () => {},
    prefix: '',
    gateway: undefined as unknown as GatewayHub,
    voice: new VoiceStates(),
    messages: new MessageStore(),
    nonces: new NonceMemory(options.now),
    interactions: new InteractionStore(),
    commands: new CommandStore(),
    auditLog: new AuditLog(),
    directMessages: new DirectMessages(),
    threadMembers: new ThreadMembers(),
  };
  state.gateway = makeGateway(state);
  return state;
}

/** Where each user sits in a world's list, by id: the list only grows, so the index is topped up. */
const userIndexes = new WeakMap<DemoUser[], Map<string, number>>();

/**
 * A user by id. Every message, member and mention payload looks its users up, and a world that
 * many members joined holds thousands: a scan each time was a tenth of the emulator's work under
 * a burst of joins. An index entry that no longer points at its user (the list was changed in
 * place) has the index rebuilt; an id the index lacks is looked for in the list itself.
 */
export function findUser(world: World, id: string): DemoUser | undefined {
  const users = world.users;
  let index = userIndexes.get(users);
  if (!index) userIndexes.set(users, (index = new Map<string, number>()));
  if (index.size < users.length)
    for (let i = index.size; i < users.length; i += 1) index.set(users[i]?.id ?? '', i);
  const at = index.get(id);
  if (at !== undefined && users[at]?.id === id) return users[at];
  if (at !== undefined) index.clear();
  return users.find((u) => u.id === id);
}

export function findGuild(world: World, id: string): Guild | undefined {
  return world.guilds.find((g) => g.id === id);
}

export function findMember(guild: Guild, userId: string): Member | undefined {
  return guild.members.find((m) => m.user_id === userId);
}
