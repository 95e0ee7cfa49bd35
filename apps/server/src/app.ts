import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from '@hoshi/db';
import { badAddress, clientErrorHandler } from './lib/client-errors.ts';
import { validatorCompiler } from './lib/parse.ts';
import auth from './plugins/auth.ts';
import configPlugin from './plugins/config.ts';
import database from './plugins/database.ts';
import discord from './plugins/discord.ts';
import discordEmulator from './plugins/discord-emulator.ts';
import errorHandler from './plugins/error-handler.ts';
import lifecycle from './plugins/lifecycle.ts';
import redis from './plugins/redis.ts';
import rateLimit from './plugins/rate-limit.ts';
import security from './plugins/security.ts';
import pressure from './plugins/under-pressure.ts';
import services from './plugins/services.ts';
import web from './plugins/web.ts';
import authRoutes from './routes/auth.ts';
import configRoutes from './routes/config.ts';
import guildRoutes from './routes/guilds.ts';
import collectionRoutes from './routes/collections.ts';
import healthRoutes from './routes/health.ts';
import settingsRoutes from './routes/settings.ts';
import inventoryRoutes from './routes/inventory.ts';
import profileRoutes from './routes/profile.ts';
import leaderboardRoutes from './routes/leaderboard.ts';
import casesRoutes from './routes/cases.ts';
import surveyResponsesRoutes from './routes/survey-responses.ts';
import appealRoutes from './routes/appeals.ts';
import historyRoutes from './routes/history.ts';
import transferRoutes from './routes/transfer.ts';
import historyRevertRoutes from './routes/history-revert.ts';
import { demoLogStream } from './lib/demo-log.ts';

/**
 * The whole server without listening (tests inject): external plugins, our plugins, then routes.
 * Each plugin names what it depends on; this only composes them.
 */
export async function buildApp(
  config: Config,
  started: { database?: Promise<DatabaseHandle> } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    // Demo mode is read by a person: lines formatted for reading, each request one line at debug
    // (shown with LOG_LEVEL=debug), so the start-up lines and warnings are not buried. Production
    // logs JSON, two lines a request, for the log pipeline.
    logger: config.demo ? { level: config.logLevel, stream: demoLogStream() } : { level: config.logLevel },
    ...(config.demo && { logController: new LogController({ disableRequestLogging: true }) }),
    // Only as many proxy hops as configured: X-Forwarded-For from a client must not dodge rate limits.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxy,
    bodyLimit: 256 * 1024,
    // Keep-alive sockets must not hold a graceful shutdown open.
    forceCloseConnections: 'idle',
    // While closing, new connections are refused and /readyz answers 503; requests already on
    // their way (and the in-process Discord emulator's, in demo mode) are still served.
    return503OnClosing: false,
    // Addresses the router cannot decode, and what Node's parser refuses, answer like the rest.
    frameworkErrors: badAddress,
    clientErrorHandler: clientErrorHandler(config.secureCookies),
    // Opening a new PGlite database and migrating it took over Fastify's 10 s default on this
    // loaded 2-core machine, and the server gave up starting (E2E's web server, the bench).
    pluginTimeout: 60_000,
  });
  // Every route's params, body and answer are zod schemas from @hoshi/contracts.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  if (config.demo)
    app.addHook('onResponse', async (request, reply) => {
      request.log.debug(
        `${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`,
      );
    });
  await app.register(configPlugin, { config });
  await app.register(errorHandler);
  await app.register(lifecycle);
  // First of the request hooks: a busy server refuses at once, before any other work.
  await app.register(pressure);
  await app.register(database, started.database ? { opening: started.database } : {});
  await app.register(redis);
  // Before the emulator: its JSON routes get their headers from security's onRoute hook.
  await app.register(security);
  if (config.demo) await app.register(discordEmulator);
  await app.register(discord);
  await app.register(services);
  await app.register(rateLimit);
  await app.register(auth);

  await app.register(healthRoutes);
  await app.register(configRoutes);
  await app.register(authRoutes);
  await app.register(guildRoutes);
  await app.register(settingsRoutes);
  await app.register(inventoryRoutes);
  await app.register(profileRoutes);
  await app.register(collectionRoutes);
  await app.register(leaderboardRoutes);
  await app.register(historyRoutes);
  await app.register(casesRoutes);
  await app.register(surveyResponsesRoutes);
  await app.register(appealRoutes);
  await app.register(transferRoutes);
  await app.register(historyRevertRoutes);
  await app.register(web);
  return app;
}
