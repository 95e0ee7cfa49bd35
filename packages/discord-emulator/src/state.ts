import { TokenStore } from './oauth/token-store.ts';
import type { ResolvedOptions } from './options.ts';
import { FaultSwitch } from './rest/fault-switch.ts';
import { RateLimitBuckets } from './rest/rate-limit-headers.ts';
import { RequestStats } from './rest/request-stats.ts';
import { seedScaleWorld } from './seed/scale-world.ts';
import { seedWorld } from './seed/seed-world.ts';
import type { DemoUser, Guild, Member, World } from './seed/world.ts';
import { snowflakeGenerator } from './snowflake.ts';
import type { WorldChange } from './world-change.ts';

/** Everything one emulator instance remembers; created fresh from the seed for every plugin registration. */
export interface EmulatorState {
  options: ResolvedOptions;
  world: World;
  tokens: TokenStore;
  faults: FaultSwitch;
  stats: RequestStats;
  rateLimits: RateLimitBuckets;
  nextId: () => string;
  /** Changes made to the seed world since start (or restored from the state file), oldest first. */
  worldChanges: WorldChange[];
  /** Called after every mutation worth persisting; a no-op unless a state file is attached. */
  notifyChanged: () => void;
}

export function createState(options: ResolvedOptions): EmulatorState {
  const state: EmulatorState = {
    options,
    world: options.world === 'scale' ? seedScaleWorld() : seedWorld(),
    // Late-bound: persistence replaces notifyChanged after the state exists.
    tokens: new TokenStore(options.now, options.accessTokenTtlSeconds, () => state.notifyChanged()),
    faults: new FaultSwitch(),
    stats: new RequestStats(),
    rateLimits: new RateLimitBuckets(options.now),
    nextId: snowflakeGenerator(options.now),
    worldChanges: [],
    notifyChanged: () => {},
  };
  return state;
}

export function findUser(world: World, id: string): DemoUser | undefined {
  return world.users.find((u) => u.id === id);
}

export function findGuild(world: World, id: string): Guild | undefined {
  return world.guilds.find((g) => g.id === id);
}

export function findMember(guild: Guild, userId: string): Member | undefined {
  return guild.members.find((m) => m.user_id === userId);
}
