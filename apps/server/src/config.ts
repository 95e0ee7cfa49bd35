import { ACTION_THROTTLE_MS } from '@hoshi/contracts';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DISCORD_DEADLINE_MS } from './discord/bounded-rest.ts';
import { repoRoot } from './lib/paths.ts';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
/** A URL with one of these schemes only: `javascript:` or `data:` must never reach a link. */
const urlOf = (schemes: RegExp, what: string) => z.url({ protocol: schemes, error: `must be a ${what} URL` });
const webUrl = urlOf(/^https?$/, 'http or https');
const optionalUrlOf = (schema: z.ZodURL) => optionalString.pipe(schema.optional());

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Unset: every interface in production, this machine only in demo mode (anyone who can reach a
  // demo server can sign in as any demo user and arm the emulator's faults).
  HOST: optionalString,
  // Hops of reverse proxies to trust for the client address (rate limits); 0 = none.
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  DATABASE_URL: optionalUrlOf(urlOf(/^postgres(ql)?$/, 'postgres://')),
  DISCORD_CLIENT_ID: optionalString.pipe(
    z
      .string()
      .regex(/^\d{17,20}$/, 'must be a Discord application id')
      .optional(),
  ),
  DISCORD_CLIENT_SECRET: optionalString,
  DISCORD_BOT_TOKEN: optionalString,
  DISCORD_API_URL: optionalUrlOf(webUrl),
  PUBLIC_URL: optionalUrlOf(webUrl),
  SESSION_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  REDIS_URL: optionalUrlOf(urlOf(/^rediss?$/, 'redis:// or rediss://')),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  GUIDE_URL_EN: webUrl.default('https://hoshi.gitbook.io/guide/en'),
  GUIDE_URL_JA: webUrl.default('https://hoshi.gitbook.io/guide/ja'),
  SUPPORT_URL: webUrl.default('https://discord.gg/hoshi'),
  SURVEY_MAX: z.coerce.number().int().min(1).max(100).default(10),
  LOTTERY_MAX: z.coerce.number().int().min(1).max(100).default(10),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  SIGN_IN_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** API requests are refused (503) while the event loop lags more than this; 0 = never. Unset: 1000, 0 in demo mode. */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** Demo mode's seed: the demo world, or the demo world plus the scale world (the bench's scale: 5,000 guilds). */
  DEMO_WORLD: z.enum(['demo', 'scale']).default('demo'),
  /** Demo mode runs the bot in this process against the emulator; off leaves the world still. */
  DEMO_BOT: z.enum(['on', 'off']).default('on'),
});

export interface Config {
  port: number;
  host: string;
  trustProxy: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Demo mode: no Discord credentials, the emulator runs in-process. */
  demo: boolean;
  /** Seed the demo guild's settings on start (demo mode, not tests). */
  seedDemo: boolean;
  /** Demo mode: start the bot in this process, connected to the in-process emulator (DEMO_BOT). */
  demoBot: boolean;
  /** The in-process emulator's world (DEMO_WORLD): 'scale' adds a user in 200 guilds, the bot in 5,000. */
  demoWorld: 'demo' | 'scale';
  /** PGlite directory; undefined keeps the embedded database in memory (tests). */
  dataDir: string | undefined;
  databaseUrl: string | undefined;
  publicUrl: string;
  /** Secure cookies when the site is served over https. */
  secureCookies: boolean;
  sessionSecret: string;
  redisUrl: string | undefined;
  webDist: string;
  discord: {
    clientId: string;
    clientSecret: string;
    botToken: string;
    /** Base without version, e.g. https://discord.com/api; undefined in demo (in-process emulator). */
    apiUrl: string | undefined;
    /** What the browser calls for users/@me/guilds. */
    browserApiBase: string;
    authorizeUrl: string;
    cdnBase: string;
    /** Bound of one Discord call, waits and retries included (tests shorten it). */
    deadlineMs: number;
  };
  links: { guideEn: string; guideJa: string; support: string };
  /** Per-guild counts, API requests per caller per minute, and the destructive-action window. */
  limits: {
    surveyMax: number;
    lotteryMax: number;
    requestsPerMinute: number;
    /** Sign-in steps (login, exchange) per address per minute; the page-load refresh gets 4×. */
    signInPerMinute: number;
    actionThrottleMs: number;
    /** API requests answer 503 while the event loop lags more than this (plugins/under-pressure.ts); 0 = never. */
    maxEventLoopDelayMs: number;
  };
}

export class ConfigError extends Error {}

/** The demo world's application (packages/discord-emulator seed). */
export const DEMO_DISCORD = {
  clientId: '300000000000000001',
  clientSecret: 'demo-client-secret',
  botToken: 'demo-bot-token',
};

/** Parses the environment once, at start-up; errors name the variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const discordVars = ['DISCORD_CLIENT_ID', 'DISCORD_CLIENT_SECRET', 'DISCORD_BOT_TOKEN'] as const;
  const given = discordVars.filter((k) => e[k] !== undefined);
  if (given.length > 0 && given.length < discordVars.length) {
    const missing = discordVars.filter((k) => e[k] === undefined);
    throw new ConfigError(
      `Invalid configuration: ${missing.join(', ')} must be set with ${given.join(', ')}`,
    );
  }
  const demo = given.length === 0;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  if (!demo) {
    const required = { PUBLIC_URL: e.PUBLIC_URL, SESSION_SECRET: e.SESSION_SECRET } as const;
    for (const [name, value] of Object.entries(required)) {
      if (value === undefined)
        throw new ConfigError(`Invalid configuration: ${name} is required outside demo mode`);
    }
  }
  const dataDir = e.DATABASE_URL ? undefined : e.DATA_DIR;
  const apiUrl = demo ? e.DISCORD_API_URL : (e.DISCORD_API_URL ?? 'https://discord.com/api');
  const siteApi = apiUrl ?? `${publicUrl}/discord-emulator/api`;
  return {
    port: e.PORT,
    host: e.HOST ?? (demo ? 'localhost' : '0.0.0.0'),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    demo,
    seedDemo: demo,
    demoBot: demo && e.DEMO_BOT === 'on',
    demoWorld: e.DEMO_WORLD,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    sessionSecret: e.SESSION_SECRET ?? demoSecret(dataDir),
    redisUrl: e.REDIS_URL,
    webDist: e.WEB_DIST,
    discord: {
      clientId: e.DISCORD_CLIENT_ID ?? DEMO_DISCORD.clientId,
      clientSecret: e.DISCORD_CLIENT_SECRET ?? DEMO_DISCORD.clientSecret,
      botToken: e.DISCORD_BOT_TOKEN ?? DEMO_DISCORD.botToken,
      apiUrl,
      browserApiBase: `${siteApi}/v10`,
      // Discord serves the authorize page beside its API: https://discord.com/oauth2/authorize.
      authorizeUrl: `${siteApi.replace(/\/api$/, '')}/oauth2/authorize`,
      cdnBase: demo && !apiUrl ? `${publicUrl}/discord-emulator/cdn` : 'https://cdn.discordapp.com',
      deadlineMs: DISCORD_DEADLINE_MS,
    },
    links: { guideEn: e.GUIDE_URL_EN, guideJa: e.GUIDE_URL_JA, support: e.SUPPORT_URL },
    limits: {
      surveyMax: e.SURVEY_MAX,
      lotteryMax: e.LOTTERY_MAX,
      requestsPerMinute: e.RATE_LIMIT_PER_MINUTE,
      signInPerMinute: e.SIGN_IN_LIMIT_PER_MINUTE,
      // docs/product.md#texts: fixed; tests shorten it to call one action after another.
      actionThrottleMs: ACTION_THROTTLE_MS,
      maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS ?? (demo ? 0 : 1000),
    },
  };
}

/** Demo mode keeps a generated secret beside its data so sessions survive restarts. */
function demoSecret(dataDir: string | undefined): string {
  if (!dataDir) return randomBytes(32).toString('hex');
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Test and bench helper: a demo config with an in-memory database. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ LOG_LEVEL: 'silent', PORT: '3000', SESSION_SECRET: 'x'.repeat(64) });
  return { ...base, dataDir: undefined, seedDemo: false, ...overrides };
}
