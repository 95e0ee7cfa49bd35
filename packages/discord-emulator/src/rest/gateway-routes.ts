import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { gatewayUrl } from '../gateway/gateway-server.ts';
import { DEMO } from '../seed/demo-ids.ts';
import type { EmulatorState } from '../state.ts';
import { findMember } from '../state.ts';
import { requireBot } from './auth.ts';

/** Discord recommends one shard per 1000 guilds. */
const GUILDS_PER_SHARD = 1000;

function urlFor(state: EmulatorState, request: FastifyRequest): string {
  return gatewayUrl(request.headers.host, request.protocol === 'https', state.prefix);
}

/** Where the gateway is: the url answered is this emulator's own WebSocket. */
export const gatewayRoutes: FastifyPluginAsync<{ state: EmulatorState }> = async (app, { state }) => {
  app.get('/gateway', async (request) => ({ url: urlFor(state, request) }));

  app.get('/gateway/bot', async (request) => {
    requireBot(state, request);
    const guilds = state.world.guilds.filter((g) => findMember(g, DEMO.botUserId)).length;
    return {
      url: urlFor(state, request),
      shards: Math.max(1, Math.ceil(guilds / GUILDS_PER_SHARD)),
      session_start_limit: state.sessionStarts.snapshot(),
    };
  });
};
