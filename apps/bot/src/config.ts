import { z } from 'zod';

/** The standalone bot's environment (`npm run bot`), read once at start. */
const env = z.object({
  DISCORD_BOT_TOKEN: z.string().min(1, 'is required'),
  // PGlite lives inside one process (the server's, in demo mode): a bot of its own needs PostgreSQL.
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
  DISCORD_API_URL: z.url().default('https://discord.com/api'),
  DISCORD_CDN_URL: z.url().optional(),
  /** This process's shards, e.g. "0,1" of BOT_SHARD_COUNT; all of them when not set. */
  BOT_SHARDS: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'must be shard numbers separated by commas, e.g. 0,1')
    .optional(),
  BOT_SHARD_COUNT: z.coerce.number().int().min(1).optional(),
  /** Discord's global REST limit for this bot; 50/s unless Discord raised it for a large bot. */
  BOT_REST_GLOBAL_PER_SECOND: z.coerce.number().int().min(1).default(50),
  /** The web app's address, for the ban appeal link in a ban's DM. */
  PUBLIC_URL: z.url().optional(),
  /** Shard clusters: this many processes under one manager, REST through one proxy (0103). */
  BOT_CLUSTERS: z.coerce.number().int().min(1).optional(),
  /** With BOT_CLUSTERS: the REST proxy the manager starts listens here (0: a free port). */
  BOT_REST_PROXY_PORT: z.coerce.number().int().min(0).max(65535).default(0),
});

export interface BotConfig {
  token: string;
  databaseUrl: string;
  apiBase: string;
  cdnBase: string | undefined;
  shards: number[] | undefined;
  shardCount: number | undefined;
  restGlobalPerSecond: number;
  publicUrl: string | undefined;
  /** Shard clusters under a manager (processes), or undefined: this process runs its shards itself. */
  clusters: number | undefined;
  restProxyPort: number;
}

export class BotConfigError extends Error {}

export function loadBotConfig(source: Record<string, string | undefined>): BotConfig {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new BotConfigError(`Invalid bot configuration: ${lines.join('; ')}`);
  }
  const e = parsed.data;
  const shards = e.BOT_SHARDS?.split(',').map(Number);
  if (shards && !e.BOT_SHARD_COUNT)
    throw new BotConfigError('Invalid bot configuration: BOT_SHARDS needs BOT_SHARD_COUNT');
  if (shards && e.BOT_SHARD_COUNT && shards.some((s) => s >= (e.BOT_SHARD_COUNT ?? 0)))
    throw new BotConfigError('Invalid bot configuration: BOT_SHARDS must each be below BOT_SHARD_COUNT');
  if (shards && e.BOT_CLUSTERS)
    throw new BotConfigError(
      'Invalid bot configuration: BOT_CLUSTERS divides the shards itself; leave BOT_SHARDS unset',
    );
  if (e.BOT_CLUSTERS && e.BOT_SHARD_COUNT && e.BOT_CLUSTERS > e.BOT_SHARD_COUNT)
    throw new BotConfigError('Invalid bot configuration: BOT_CLUSTERS must not exceed BOT_SHARD_COUNT');
  return {
    token: e.DISCORD_BOT_TOKEN,
    databaseUrl: e.DATABASE_URL,
    apiBase: e.DISCORD_API_URL.replace(/\/$/, ''),
    cdnBase: e.DISCORD_CDN_URL?.replace(/\/$/, ''),
    shards,
    shardCount: e.BOT_SHARD_COUNT,
    restGlobalPerSecond: e.BOT_REST_GLOBAL_PER_SECOND,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    clusters: e.BOT_CLUSTERS,
    restProxyPort: e.BOT_REST_PROXY_PORT,
  };
}
