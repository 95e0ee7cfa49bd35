import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { Redis } from 'ioredis';
import { discordEmulator, DEMO } from '@hoshi/discord-emulator';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemo } from './db/seed-demo.ts';
import type { DiscordApi } from './discord/discord-api.ts';
import { injectFetch } from './discord/in-process-fetch.ts';
import { RestDiscordApi } from './discord/rest-discord-api.ts';
import { MemoryCache, RedisCache } from './lib/cache.ts';
import auth from './plugins/auth.ts';
import errorHandler from './plugins/error-handler.ts';
import security from './plugins/security.ts';
import services from './plugins/services.ts';
import web from './plugins/web.ts';
import authRoutes from './routes/auth.ts';
import configRoutes from './routes/config.ts';
import guildRoutes from './routes/guilds.ts';
import settingsRoutes from './routes/settings.ts';

export interface BuildOptions {
  /** Tests may hand in their own Discord module. */
  discord?: DiscordApi;
}

/** The whole server without listening: external plugins, our plugins, then routes. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // Only as many proxy hops as configured: X-Forwarded-For from a client must not dodge rate limits.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxy,
    bodyLimit: 256 * 1024,
    // Keep-alive sockets must not hold a graceful shutdown open.
    forceCloseConnections: 'idle',
  });

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (err) => app.log.warn({ err }, 'idle database connection lost'),
  });
  app.addHook('onClose', () => database.close());
  if (config.seedDemo) await seedDemo(database.db);
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  const cache = redis ? new RedisCache(redis) : new MemoryCache();

  if (config.demo) {
    await app.register(discordEmulator, {
      prefix: '/discord-emulator',
      clientId: DEMO.botUserId,
      clientSecret: DEMO.clientSecret,
      botToken: DEMO.botToken,
      redirectUris: [`${config.publicUrl}/auth/discord/callback`],
      // Sessions in the database outlive a restart; so must the tokens Discord gave them.
      ...(config.dataDir ? { persistPath: path.join(config.dataDir, 'discord-emulator.json') } : {}),
    });
  }
  const discord =
    opts.discord ??
    new RestDiscordApi({
      clientId: config.discord.clientId,
      clientSecret: config.discord.clientSecret,
      botToken: config.discord.botToken,
      apiUrl: config.discord.apiUrl ?? 'http://emulator.invalid/discord-emulator/api',
      cache,
      ...(config.demo && !config.discord.apiUrl ? { makeRequest: injectFetch(app) } : {}),
    });

  await app.register(cookie);
  await app.register(errorHandler);
  await app.register(services, { config, db: database.db, discord });
  await app.register(security, redis ? { redis } : {});
  await app.register(auth);
  await app.register(configRoutes);
  await app.register(authRoutes);
  await app.register(guildRoutes);
  await app.register(settingsRoutes);
  await app.register(web);
  return app;
}
