import { DEFAULT_ENABLED_PRIVILEGED, PRIVILEGED_INTENTS } from './gateway/intents.ts';
import type { LimitOptions, Limits } from './rest/rate-limits.ts';
import { resolveLimits } from './rest/rate-limits.ts';
import { SCALE } from './seed/scale-world.ts';

export interface EmulatorOptions {
  /** Application id; Discord uses the bot user's id (DEMO.botUserId). */
  clientId: string;
  clientSecret: string;
  botToken: string;
  /** Accepted redirect_uri values, matched exactly like Discord does. */
  redirectUris: string[];
  /** Lifetime of access tokens; Discord's is 604800 (7 days). */
  accessTokenTtlSeconds?: number;
  /** Clock in epoch milliseconds; tests inject one to expire tokens and codes without waiting. */
  now?: () => number;
  /**
   * JSON file keeping tokens, codes and world changes across restarts (written atomically after
   * each change, read at start). Without it every start is fresh from the seed.
   */
  persistPath?: string;
  /** The seed: the demo world (default), or the demo world plus the generated scale world. */
  world?: 'demo' | 'scale';
  /** The scale world's generated guilds: the first this many (default and most: SCALE.guildCount). */
  scaleGuilds?: number;
  /** HELLO's heartbeat_interval; Discord's is 41250 ms. Tests shorten it to see a zombie closed. */
  heartbeatIntervalMs?: number;
  /**
   * Privileged gateway intents enabled for the application (bits of GatewayIntentBits); asking for
   * others closes with 4014. Default: Server Members and Message Content, not Presence.
   */
  enabledPrivilegedIntents?: number;
  /**
   * Discord's limits (REST's global and per-route limits, the invalid-request ban, the gateway's
   * session starts), on by default with Discord's numbers; a test that raises one says why.
   */
  limits?: LimitOptions;
}

export interface ResolvedOptions {
  clientId: string;
  clientSecret: string;
  botToken: string;
  redirectUris: readonly string[];
  accessTokenTtlSeconds: number;
  now: () => number;
  persistPath: string | undefined;
  world: 'demo' | 'scale';
  scaleGuilds: number;
  heartbeatIntervalMs: number;
  enabledPrivilegedIntents: number;
  limits: Limits;
}

const DISCORD_ACCESS_TOKEN_TTL_SECONDS = 604800;
const DISCORD_HEARTBEAT_INTERVAL_MS = 41250;

export function resolveOptions(opts: EmulatorOptions): ResolvedOptions {
  for (const key of ['clientId', 'clientSecret', 'botToken'] as const) {
    if (typeof opts[key] !== 'string' || opts[key].length === 0)
      throw new Error(`discord-emulator: option "${key}" must be a non-empty string`);
  }
  if (!Array.isArray(opts.redirectUris))
    throw new Error('discord-emulator: option "redirectUris" must be an array of URLs');
  const ttl = opts.accessTokenTtlSeconds ?? DISCORD_ACCESS_TOKEN_TTL_SECONDS;
  if (!Number.isInteger(ttl) || ttl <= 0)
    throw new Error('discord-emulator: option "accessTokenTtlSeconds" must be a positive integer');
  if (
    opts.persistPath !== undefined &&
    (typeof opts.persistPath !== 'string' || opts.persistPath.length === 0)
  )
    throw new Error('discord-emulator: option "persistPath" must be a non-empty file path');
  const world = opts.world ?? 'demo';
  // Options also come from plain JavaScript and the command line, whatever the type says.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  if (world !== 'demo' && world !== 'scale')
    throw new Error('discord-emulator: option "world" must be "demo" or "scale"');
  const scaleGuilds = opts.scaleGuilds ?? SCALE.guildCount;
  if (!Number.isInteger(scaleGuilds) || scaleGuilds < 1 || scaleGuilds > SCALE.guildCount)
    throw new Error(
      `discord-emulator: option "scaleGuilds" must be a whole number from 1 to ${SCALE.guildCount}`,
    );
  const heartbeatIntervalMs = opts.heartbeatIntervalMs ?? DISCORD_HEARTBEAT_INTERVAL_MS;
  if (!Number.isInteger(heartbeatIntervalMs) || heartbeatIntervalMs < 10)
    throw new Error(
      'discord-emulator: option "heartbeatIntervalMs" must be a whole number of ms, at least 10',
    );
  const enabled = opts.enabledPrivilegedIntents ?? DEFAULT_ENABLED_PRIVILEGED;
  if (!Number.isInteger(enabled) || (enabled & ~PRIVILEGED_INTENTS) !== 0)
    throw new Error(
      'discord-emulator: option "enabledPrivilegedIntents" may hold privileged intent bits only',
    );
  return {
    heartbeatIntervalMs,
    enabledPrivilegedIntents: enabled,
    clientId: opts.clientId,
    clientSecret: opts.clientSecret,
    botToken: opts.botToken,
    redirectUris: [...opts.redirectUris],
    accessTokenTtlSeconds: ttl,
    now: opts.now ?? Date.now,
    persistPath: opts.persistPath,
    world,
    scaleGuilds,
    limits: resolveLimits(opts.limits),
  };
}
