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
}

const DISCORD_ACCESS_TOKEN_TTL_SECONDS = 604800;

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
  if (world !== 'demo' && world !== 'scale')
    throw new Error('discord-emulator: option "world" must be "demo" or "scale"');
  return {
    clientId: opts.clientId,
    clientSecret: opts.clientSecret,
    botToken: opts.botToken,
    redirectUris: [...opts.redirectUris],
    accessTokenTtlSeconds: ttl,
    now: opts.now ?? Date.now,
    persistPath: opts.persistPath,
    world,
  };
}
