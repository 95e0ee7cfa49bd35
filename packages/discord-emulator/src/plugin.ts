import formbody from '@fastify/formbody';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyPluginAsync, FastifyServerOptions } from 'fastify';
import { cdnRoutes } from './cdn-routes.ts';
import { controlRoutes } from './control-routes.ts';
import { attachGateway } from './gateway/gateway-server.ts';
import { GatewayHub } from './gateway/hub.ts';
import { attachmentRoute } from './world/attachment-route.ts';
import { clickRoute } from './world/click-route.ts';
import { commandRoute } from './world/command-route.ts';
import { moderateRoute } from './world/moderate-route.ts';
import { worldRoutes } from './world/world-routes.ts';
import { authorizeRoutes } from './oauth/authorize-routes.ts';
import type { EmulatorOptions } from './options.ts';
import { resolveOptions } from './options.ts';
import { attachPersistence } from './persist/persistence.ts';
import { restApi } from './rest/rest-api.ts';
import { createState } from './state.ts';

export const EMULATOR_PREFIX = '/discord-emulator';

/**
 * The emulator as an encapsulated Fastify plugin: its state, parsers, hooks and error handlers
 * stay inside it. Each registration starts from a fresh copy of the seed world, plus what the
 * state file at `persistPath` (if any) remembers.
 */
export const discordEmulator: FastifyPluginAsync<EmulatorOptions> = async (app, opts) => {
  const options = resolveOptions(opts);
  const state = createState(options, (s) => new GatewayHub(s));
  state.prefix = app.prefix;
  // Before the routes, so its hooks cover them all.
  if (options.persistPath !== undefined) await attachPersistence(app, state, options.persistPath);
  // The host may already parse forms (a second parser for the same type would throw).
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);
  await app.register(restApi, { prefix: '/api/v10', state });
  await app.register(authorizeRoutes, { state });
  await app.register(cdnRoutes, { state });
  await app.register(controlRoutes, { state });
  await app.register(worldRoutes, { state });
  await app.register(attachmentRoute, { state });
  await app.register(clickRoute, { state });
  await app.register(commandRoute, { state });
  await app.register(moderateRoute, { state });
  attachGateway(app, state);
};

/** A server holding only the emulator, at the same prefix the API server mounts it on. */
export function buildEmulatorApp(
  opts: EmulatorOptions,
  serverOptions: FastifyServerOptions = {},
): FastifyInstance {
  const app = Fastify(serverOptions);
  app.register(discordEmulator, { ...opts, prefix: EMULATOR_PREFIX });
  return app;
}
