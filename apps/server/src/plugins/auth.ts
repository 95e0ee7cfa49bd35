import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { UserGuild } from '../discord/discord-api.ts';
import { HttpError, unauthorized } from '../lib/http-error.ts';
import type { CallerAccess, GrantRef } from '@hoshi/contracts';
import type { Actor } from '@hoshi/db';
import {
  requireGuildAccess,
  requireGuildMember,
  type Caller,
  type GrantPage,
  type GrantsOf,
} from '../services/guild-access.ts';
import type { SessionRow } from '../services/session-service.ts';

/**
 * Every /api route declares who may call it (`config.access`); this one hook enforces it, so a
 * route cannot forget. The access-matrix test reads the same table.
 * - public: anyone
 * - user: a valid Bearer token (401 otherwise)
 * - guild: user + may manage `:id` and the bot is there (403 / 404), or holds a live grant on
 *   the route's `grantPage` (docs/product.md#access-for-roles; a route without one is the managers')
 * - member: user + is a member of `:id` and the bot is there (403 / 404): their own data there
 * - self: user + `:id` is the caller's own user id (403 otherwise)
 */
export type Access = 'public' | 'user' | 'guild' | 'member' | 'self';

export interface AuthContext {
  session: SessionRow;
  accessToken: string;
  guild?: UserGuild;
  /** On a guild route: everything (a manager) or the caller's groups by grant. */
  access?: CallerAccess;
  /** On a guild route called under a grant: that grant (the history names it); null for a manager. */
  grant?: GrantRef | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * On a guild route: the page it belongs to for role grants (its group decides), `any` for
     * the reads every page needs, nothing for the managers' routes (docs/product.md#access-for-roles).
     */
    grantPage?: GrantPage;
    /** The status a successful call answers, when the route has no response schema saying it. */
    success?: number;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** What `sessionOf` found for this request; null until it was asked. */
    sessionLookup: Promise<SessionRow | undefined> | null;
    /** The Bearer token `sessionOf` read from the request (undefined: none, or malformed). */
    bearer: string | undefined;
  }
  interface FastifyInstance {
    routeTable: Array<{
      method: string;
      url: string;
      access: Access | undefined;
      success: number | undefined;
      grantPage: GrantPage;
    }>;
  }
}

export const bearerToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer ([\w.~+/=-]{1,200})$/);
  return match?.[1];
};

/**
 * The session the request's Bearer token belongs to, looked up once per request (the rate limiter
 * asks first, then the access check).
 */
export function sessionOf(app: FastifyInstance, request: FastifyRequest): Promise<SessionRow | undefined> {
  if (request.sessionLookup === null) {
    const token = bearerToken(request);
    request.bearer = token;
    request.sessionLookup = token ? app.sessions.findByAccessToken(token) : Promise.resolve(undefined);
  }
  return request.sessionLookup;
}

/** The caller's session and token; handlers of non-public routes may rely on it. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The caller's context on a `guild` route, where the guild is always resolved. */
export function requireGuild(
  request: FastifyRequest,
): AuthContext & { guild: UserGuild; access: CallerAccess; grant: GrantRef | null } {
  const auth = requireAuth(request);
  if (!auth.guild || !auth.access || auth.grant === undefined)
    throw new Error('requireGuild on a route without guild access');
  return auth as AuthContext & { guild: UserGuild; access: CallerAccess; grant: GrantRef | null };
}

/** The caller's context on a `member` route: the guild they are a member of, with the bot. */
export function requireMemberGuild(request: FastifyRequest): AuthContext & { guild: UserGuild } {
  const auth = requireAuth(request);
  if (!auth.guild) throw new Error('requireMemberGuild on a route without member access');
  return auth as AuthContext & { guild: UserGuild };
}

/** Who makes a change on a guild route, with the grant it is made under (the history names it). */
export function actorOf(request: FastifyRequest): Actor {
  const { session, grant } = requireGuild(request);
  return { userId: session.userId, grant };
}

/** A guild's stored grants, through the settings cache (the `access` page). */
export const grantsOf =
  (app: FastifyInstance): GrantsOf =>
  async (guildId) =>
    (await app.settings.get(guildId, 'access')).grants;

/**
 * The caller, for a call that reads their servers from Discord. A sign-in for a ban appeal asked
 * Discord for `identify` alone (docs/product.md#ban-appeals): its token cannot list servers, so
 * such a call is refused with its own code (the web offers the usual sign-in), never sent to
 * Discord to come back as a dead token.
 */
export function callerWithServers(auth: AuthContext): Caller {
  if (!auth.session.scopes.split(' ').includes('guilds'))
    throw new HttpError(
      403,
      'servers_not_granted',
      'This sign-in did not include your servers. Sign in again.',
    );
  return { userId: auth.session.userId, accessToken: auth.accessToken };
}

/** Who the caller is, and whether `access` lets them call with these params; throws 401/403/404. */
async function authorize(
  app: FastifyInstance,
  request: FastifyRequest,
  access: Exclude<Access, 'public'>,
  grantPage: GrantPage,
): Promise<void> {
  const session = await sessionOf(app, request);
  const token = request.bearer;
  if (!token || !session) throw unauthorized();
  const auth: AuthContext = { session, accessToken: token };
  request.auth = auth;
  const id = (request.params as { id?: string }).id;
  if (access === 'guild') {
    const caller = callerWithServers(auth);
    const write = request.method !== 'GET' && request.method !== 'HEAD';
    const found = await requireGuildAccess(app.discord, grantsOf(app), caller, id ?? '', {
      page: grantPage,
      write,
    });
    auth.guild = found.guild;
    auth.access = found.access;
    auth.grant = found.grant;
  }
  if (access === 'member') {
    const caller = callerWithServers(auth);
    auth.guild = await requireGuildMember(app.discord, caller, id ?? '');
  }
  if (access === 'self' && id !== session.userId)
    throw new HttpError(403, 'forbidden', 'Only your own profile.');
}

export default fp(
  async function auth(app: FastifyInstance) {
    app.decorateRequest('auth', null);
    app.decorateRequest('sessionLookup', null);
    app.decorateRequest('bearer', undefined);
    app.decorate('routeTable', []);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api')) return;
      if (route.config?.access === undefined) throw new Error(`${route.url} must declare config.access`);
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const response = (route.schema?.response ?? {}) as Record<string, unknown>;
      const success =
        route.config.success ??
        Object.keys(response)
          .map(Number)
          .find((s) => s >= 200 && s < 400);
      for (const method of methods) {
        if (method === 'HEAD') continue;
        app.routeTable.push({
          method,
          url: route.url,
          access: route.config.access,
          success,
          grantPage: route.config.grantPage,
        });
      }

      // Before validation: who may call comes first, then what they sent (401/403/404 before 400).
      // Public routes get no hook; the others one for their level.
      const access = route.config.access;
      if (access === 'public') return;
      const grantPage = route.config.grantPage;
      const check: preValidationAsyncHookHandler = (request) => authorize(app, request, access, grantPage);
      const existing = route.preValidation ?? [];
      route.preValidation = [...(Array.isArray(existing) ? existing : [existing]), check];
    });
  },
  { name: 'auth', dependencies: ['services'] },
);
