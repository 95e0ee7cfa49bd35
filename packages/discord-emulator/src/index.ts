export type { EmulatorOptions } from './options.ts';
export { discordEmulator, buildEmulatorApp, EMULATOR_PREFIX } from './plugin.ts';
export { DEMO } from './seed/demo-ids.ts';
export { ENTRANTS } from './seed/entrants.ts';
export { seedWorld } from './seed/seed-world.ts';
export { SCALE, scaleGuildId, seedScaleWorld } from './seed/scale-world.ts';
export type {
  World,
  DemoUser,
  Guild,
  Member,
  Role,
  Channel,
  GuildChannel,
  ThreadChannel,
  PermissionOverwrite,
  ForumTag,
} from './seed/world.ts';
export type { StatsSnapshot } from './rest/request-stats.ts';
export { DISCORD_LIMITS } from './rest/rate-limits.ts';
export type { LimitOptions } from './rest/rate-limits.ts';
