import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { tokenRoutes } from '../oauth/token-routes.ts';
import type { EmulatorState } from '../state.ts';
import { DiscordApiError, httpError, invalidBody, invalidJson } from './discord-errors.ts';
import type { Fault } from './fault-switch.ts';
import { channelRoutes } from './channel-routes.ts';
import { commandRoutes } from './command-routes.ts';
import { gatewayRoutes } from './gateway-routes.ts';
import { interactionRoutes } from './interaction-routes.ts';
import { memberRoutes } from './member-routes.ts';
import { messageRoutes } from './message-routes.ts';
import { moderationRoutes } from './moderation-routes.ts';
import { threadRoutes } from './thread-routes.ts';
import { boundaryOf, parseMultipart } from './multipart.ts';
import { MAX_FILE_BYTES } from './message-body.ts';
import { guildRoutes } from './guild-routes.ts';
import type { BucketState } from './rate-limits.ts';
import { bucketHeaders, callerOf } from './rate-limits.ts';
import { userRoutes } from './user-routes.ts';
import { webhookRoutes } from './webhook-routes.ts';

const API_ROOT = '/api/v10';

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'Authorization, Content-Type, X-Audit-Log-Reason',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-expose-headers':
    'Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, X-RateLimit-Reset-After, X-RateLimit-Bucket, X-RateLimit-Scope, X-RateLimit-Global',
  'access-control-max-age': '86400',
} as const;

/** "GET /guilds/:id/channels": the route template Discord's rate limits and our stats are keyed by. */
function routeTemplate(request: FastifyRequest): string {
  const url = request.routeOptions.url;
  if (url === undefined) return '(unmatched)';
  return url.slice(url.indexOf(API_ROOT) + API_ROOT.length).replace(/:\w+/g, ':id');
}

function apiPath(request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? '';
  const at = path.indexOf(API_ROOT);
  return at < 0 ? path : path.slice(at + API_ROOT.length);
}

function sendFault(reply: FastifyReply, fault: Fault, nowMs: number) {
  if (fault.status === 0) return undefined;
  if (fault.status !== 429) return reply.code(fault.status).send(httpError(fault.status).body);
  // Discord's per-route 429: headers say the bucket is empty until retry_after has passed.
  return reply
    .code(429)
    .header('retry-after', String(Math.ceil(fault.retryAfter)))
    .header('x-ratelimit-remaining', '0')
    .header('x-ratelimit-reset-after', fault.retryAfter.toFixed(3))
    .header('x-ratelimit-reset', (nowMs / 1000 + fault.retryAfter).toFixed(3))
    .header('x-ratelimit-scope', 'user')
    .send({ message: 'You are being rate limited.', retry_after: fault.retryAfter, global: false, code: 0 });
}

/** Interaction endpoints: not bound to the bot's global limit (Discord's rate-limit documentation). */
const OUTSIDE_GLOBAL = /^\/(interactions|webhooks)\//;

/** Discord's REST API v10: every answer carries CORS and rate-limit headers; errors use Discord's JSON bodies. */
export const restApi: FastifyPluginAsync<{ state: EmulatorState }> = async (app, { state }) => {
  /** Who each request counts against, the bucket it was counted in, and whether its answer counts as invalid. */
  const counted = new WeakMap<FastifyRequest, { caller: string; bucket?: BucketState; ban?: true }>();

  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS') return;
    const template = routeTemplate(request);
    const route = `${request.method} ${template}`;
    state.stats.record(route);
    const params = request.params as Record<string, string> | undefined;
    const caller = callerOf(
      request.headers.authorization,
      state.options.botToken,
      (token) => state.tokens.findAccess(token)?.userId,
      request.ip,
    );
    const major = params?.guild_id ?? params?.channel_id ?? params?.webhook_id;
    const admission = state.rateLimits.admit(caller, route, major, !OUTSIDE_GLOBAL.test(template));
    if (!admission.admitted) {
      const { refusal } = admission;
      counted.set(request, { caller, ...(refusal.ban ? { ban: true } : {}) });
      return reply.code(refusal.status).headers(refusal.headers).send(refusal.body);
    }
    counted.set(request, { caller, bucket: admission.bucket });
    const fault = state.faults.take(apiPath(request), template);
    if (!fault) return;
    if (fault.delayMs > 0) await state.faults.delay(fault.delayMs);
    return sendFault(reply, fault, state.options.now());
  });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(CORS_HEADERS);
    const bucket = counted.get(request)?.bucket;
    if (bucket)
      for (const [name, value] of Object.entries(bucketHeaders(bucket)))
        if (!reply.hasHeader(name)) reply.header(name, value);
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    const seen = counted.get(request);
    if (!seen) return;
    state.stats.answered(reply.statusCode);
    if (seen.ban) return;
    const scope = reply.getHeader('x-ratelimit-scope');
    state.rateLimits.answered(seen.caller, reply.statusCode, typeof scope === 'string' ? scope : undefined);
  });

  app.setErrorHandler(async (error, request, reply) => {
    if (error instanceof DiscordApiError) return reply.code(error.status).send(error.body);
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    const code = (error as { code?: string }).code;
    if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
      return reply.code(400).send(invalidJson().body);
    if (status >= 400 && status < 500) return reply.code(status).send(httpError(status).body);
    request.log.error(error);
    return reply.code(500).send(httpError(500).body);
  });

  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send(httpError(404).body));

  // Message attachments arrive as multipart/form-data (payload_json + files[n]), as @discordjs/rest sends them.
  if (app.hasContentTypeParser('multipart/form-data')) app.removeContentTypeParser('multipart/form-data');
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: 10 * MAX_FILE_BYTES + 1024 * 1024 },
    (request, body, done) => {
      const boundary = boundaryOf(request.headers['content-type']);
      const parsed = boundary === undefined ? undefined : parseMultipart(body as Buffer, boundary);
      if (!parsed) return done(invalidBody('The multipart body is not well formed.'), undefined);
      done(null, { kind: 'multipart', body: parsed });
    },
  );

  // The browser calls users/@me/guilds directly, so preflights must succeed.
  app.options('/*', async (_request, reply) => reply.code(204).send());

  await app.register(tokenRoutes, { state });
  await app.register(userRoutes, { state });
  await app.register(guildRoutes, { state });
  await app.register(gatewayRoutes, { state });
  await app.register(messageRoutes, { state });
  await app.register(memberRoutes, { state });
  await app.register(channelRoutes, { state });
  await app.register(interactionRoutes, { state });
  await app.register(commandRoutes, { state });
  await app.register(webhookRoutes, { state });
  await app.register(moderationRoutes, { state });
  await app.register(threadRoutes, { state });
};
