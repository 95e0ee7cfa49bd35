import { DiscordAPIError, RateLimitError, REST, type RequestData, type RESTOptions } from '@discordjs/rest';
import {
  Routes,
  type APIChannel,
  type APIGuild,
  type APIGuildMember,
  type APIUser,
  type RESTPostOAuth2AccessTokenResult,
} from 'discord-api-types/v10';
import type { Cache } from '../lib/cache.ts';
import type { MaybePromise } from '../lib/maybe-promise.ts';
import type { CreateChannelInput, DiscordApi, GuildBasics, UserGuild } from './discord-api.ts';

/** Short TTLs: fresh enough for a dashboard, and a settings page warm costs no Discord call. */
export const DISCORD_TTL_MS = {
  userGuilds: 60_000,
  guild: 120_000,
  channels: 60_000,
  member: 60_000,
} as const;

/**
 * The bot's guild set is server-wide state (docs/decisions.md): crawled in the background at start
 * and every `refreshMs`, shared through the cache (Redis when configured), and corrected at once by
 * every per-guild answer Discord gives (the guild as the bot sees it: present, or 403/404 absent).
 * A snapshot older than `maxAgeMs` (refreshes failing) is not used: the next view crawls.
 */
export const BOT_GUILDS = { refreshMs: 60_000, maxAgeMs: 10 * 60_000, key: 'bot-guilds' } as const;

interface BotGuildSnapshot {
  ids: string[];
  takenAt: number;
}

/** How long one Discord call may take in all, rate-limit waits and retries included. */
export const DISCORD_DEADLINE_MS = 5_000;
/** How long a write that missed its deadline may still run, so what it made can be undone. */
export const LATE_WRITE_MS = 60_000;
/** A rate-limit wait longer than this is not waited out: the caller hears 503 at once. */
export const MAX_RATE_LIMIT_WAIT_MS = 2_000;

/** Discord asked us to wait longer than a request may take; `retryAfterMs` is its wait. */
export class DiscordRateLimitedError extends Error {
  constructor(readonly retryAfterMs: number) {
    super(`Discord rate limit: retry in ${retryAfterMs} ms`);
  }
}

/** A Discord call that did not finish within its deadline. */
export class DiscordTimeoutError extends Error {
  constructor(deadlineMs: number) {
    super(`Discord did not answer within ${deadlineMs} ms`);
  }
}

/**
 * Discord answered 401 to a call made with a user's token: the token was revoked or died before
 * its time. The session renews once through its refresh token, or ends.
 */
export class DiscordTokenRejectedError extends Error {
  constructor() {
    super("Discord refused the user's token");
  }
}

export interface RestDiscordApiOptions {
  clientId: string;
  clientSecret: string;
  botToken: string;
  /** Base without version, e.g. https://discord.com/api. */
  apiUrl: string;
  cache: Cache;
  /** Replaces fetch (demo mode talks to the in-process emulator). */
  makeRequest?: RESTOptions['makeRequest'];
  /** Bound of one call (default DISCORD_DEADLINE_MS). */
  deadlineMs?: number;
}

const GUILD_PAGE = 200;
/** Discord's largest page of a guild's members (GET /guilds/{id}/members). */
const MEMBER_PAGE = 1000;

export class RestDiscordApi implements DiscordApi {
  /** Bot and OAuth calls: one client, so it learns Discord's buckets for the application. */
  private readonly rest: REST;
  private readonly creates: REST;
  private readonly inflight = new Map<string, Promise<unknown>>();
  private readonly deadlineMs: number;
  /** The last Retry-After (ms) a call saw in a 429, by the call's signal. */
  private readonly throttled = new WeakMap<AbortSignal, { retryAfterMs: number }>();

  constructor(private readonly opts: RestDiscordApiOptions) {
    this.deadlineMs = opts.deadlineMs ?? DISCORD_DEADLINE_MS;
    this.rest = this.client().setToken(opts.botToken);
    // Channel creates: never sent twice (a retry after a slow answer would make a second
    // channel), and allowed to finish late so what they made can be deleted again.
    this.creates = this.client(true, { retries: 0, timeoutMs: LATE_WRITE_MS }).setToken(opts.botToken);
  }

  /**
   * A REST client that never waits long: a wait over MAX_RATE_LIMIT_WAIT_MS rejects at once
   * (RateLimitError), failing calls are retried once, and each attempt is bounded.
   */
  private client(sweep = true, attempt = { retries: 1, timeoutMs: this.deadlineMs }): REST {
    const rest = new REST({
      api: this.opts.apiUrl,
      version: '10',
      retries: attempt.retries,
      timeout: attempt.timeoutMs,
      rejectOnRateLimit: (data) => Math.max(data.timeToReset, data.retryAfter) > MAX_RATE_LIMIT_WAIT_MS,
      ...(sweep ? {} : { hashSweepInterval: 0, handlerSweepInterval: 0 }),
      ...(this.opts.makeRequest ? { makeRequest: this.opts.makeRequest } : {}),
    });
    rest.on('response', (request, response) => {
      const seen = request.data.signal ? this.throttled.get(request.data.signal) : undefined;
      const retryAfter = Number(response.headers.get('retry-after'));
      if (seen && response.status === 429 && retryAfter > 0) seen.retryAfterMs = retryAfter * 1000;
    });
    return rest;
  }

  /**
   * One Discord call, answered within the deadline whatever Discord does: a long rate limit
   * becomes DiscordRateLimitedError, no answer DiscordTimeoutError. A call that is cut short is
   * also aborted inside @discordjs/rest, so it frees its bucket's queue for later calls — except
   * one with `late`: a write Discord may still carry out runs on (up to LATE_WRITE_MS), and what
   * it answers after the caller gave up goes to `late` (to undo it).
   */
  private async bounded<T>(
    run: (signal: AbortSignal) => Promise<unknown>,
    late?: (value: T) => Promise<void>,
  ): Promise<T> {
    const controller = new AbortController();
    const seen = { retryAfterMs: 0 };
    this.throttled.set(controller.signal, seen);
    let timer: NodeJS.Timeout | undefined;
    let timedOut = false;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        timedOut = true;
        if (late) setTimeout(() => controller.abort(), LATE_WRITE_MS).unref();
        else controller.abort();
        reject(
          seen.retryAfterMs > 0
            ? new DiscordRateLimitedError(seen.retryAfterMs)
            : new DiscordTimeoutError(this.deadlineMs),
        );
      }, this.deadlineMs);
    });
    const call = run(controller.signal);
    // The loser of the race settles later; only a late write's answer is still wanted.
    call.then(
      (value) => (timedOut && late ? late(value as T).catch(() => undefined) : undefined),
      () => undefined,
    );
    try {
      return (await Promise.race([call, deadline])) as T;
    } catch (err) {
      if (err instanceof RateLimitError) {
        throw new DiscordRateLimitedError(Math.max(err.retryAfter, err.timeToReset));
      }
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }

  /** A bot or OAuth call through the shared client. */
  private get<T>(route: `/${string}`, options: RequestData = {}) {
    return this.bounded<T>((signal) => this.rest.get(route, { ...options, signal }));
  }

  private post<T>(route: `/${string}`, options: RequestData = {}) {
    return this.bounded<T>((signal) => this.rest.post(route, { ...options, signal }));
  }

  /**
   * A call with a user's token. Discord limits those per token, so each gets a client of its own:
   * one user's 429 must not hold every other user's calls in the shared client's bucket.
   */
  private async userGet<T>(accessToken: string, route: `/${string}`, query?: URLSearchParams) {
    try {
      return await this.bounded<T>((signal) =>
        this.client(false).get(route, { ...this.bearer(accessToken), ...(query ? { query } : {}), signal }),
      );
    } catch (err) {
      if (err instanceof DiscordAPIError && err.status === 401) throw new DiscordTokenRejectedError();
      throw err;
    }
  }

  private oauthBody(fields: Record<string, string>) {
    return {
      auth: false,
      passThroughBody: true,
      body: new URLSearchParams({
        client_id: this.opts.clientId,
        client_secret: this.opts.clientSecret,
        ...fields,
      }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    } as const;
  }

  exchangeCode(code: string, redirectUri: string) {
    return this.post<RESTPostOAuth2AccessTokenResult>(
      Routes.oauth2TokenExchange(),
      this.oauthBody({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
    );
  }

  refreshToken(refreshToken: string) {
    return this.post<RESTPostOAuth2AccessTokenResult>(
      Routes.oauth2TokenExchange(),
      this.oauthBody({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    );
  }

  async revokeToken(token: string, hint: 'access_token' | 'refresh_token') {
    await this.post(Routes.oauth2TokenRevocation(), this.oauthBody({ token, token_type_hint: hint }));
  }

  getCurrentUser(accessToken: string) {
    return this.userGet<APIUser>(accessToken, Routes.user());
  }

  getUserGuilds(userId: string, accessToken: string) {
    // A user is in at most 200 guilds (Discord's cap, with Nitro), so one page of 200 is the whole
    // list: following a full page with `after` would only fetch an empty one.
    return this.cached(`user-guilds:${userId}`, DISCORD_TTL_MS.userGuilds, () =>
      this.userGet<UserGuild[]>(
        accessToken,
        Routes.userGuilds(),
        new URLSearchParams({ limit: String(GUILD_PAGE), with_counts: 'true' }),
      ),
    );
  }

  async getBotGuildIds() {
    const snapshot = await this.opts.cache.get<BotGuildSnapshot>(BOT_GUILDS.key);
    return new Set((snapshot ?? (await this.refreshBotGuilds())).ids);
  }

  /** Crawls the bot's guild list (pages of 200) into the shared snapshot; concurrent calls share one crawl. */
  refreshBotGuilds(): Promise<BotGuildSnapshot> {
    const pending = this.inflight.get(BOT_GUILDS.key) as Promise<BotGuildSnapshot> | undefined;
    if (pending) return pending;
    const promise = (async () => {
      const takenAt = Date.now();
      const guilds = await this.allGuildPages((query) => this.get(Routes.userGuilds(), { query }));
      const snapshot = { ids: guilds.map((g) => g.id), takenAt };
      await this.opts.cache.set(BOT_GUILDS.key, snapshot, BOT_GUILDS.maxAgeMs);
      return snapshot;
    })().finally(() => this.inflight.delete(BOT_GUILDS.key));
    this.inflight.set(BOT_GUILDS.key, promise);
    return promise;
  }

  /**
   * Keeps the bot's guild set fresh: crawls now unless a fresh snapshot is shared already, then
   * every refreshMs when the shared one has aged (so instances sharing Redis mostly take turns).
   * Answers a stop function.
   */
  keepBotGuildsFresh(onError: (err: unknown) => void): { ready: Promise<void>; stop: () => void } {
    const tick = async () => {
      const snapshot = await this.opts.cache.get<BotGuildSnapshot>(BOT_GUILDS.key);
      if (!snapshot || Date.now() - snapshot.takenAt >= BOT_GUILDS.refreshMs) await this.refreshBotGuilds();
    };
    const ready = tick().catch(onError);
    const timer = setInterval(() => void tick().catch(onError), BOT_GUILDS.refreshMs);
    timer.unref();
    return { ready, stop: () => clearInterval(timer) };
  }

  /** What a per-guild answer from Discord tells about the bot's presence, written into the set. */
  private async noteBotPresence(guildId: string, present: boolean) {
    const snapshot = await this.opts.cache.get<BotGuildSnapshot>(BOT_GUILDS.key);
    if (!snapshot || snapshot.ids.includes(guildId) === present) return;
    const ids = present ? [...snapshot.ids, guildId] : snapshot.ids.filter((id) => id !== guildId);
    const left = BOT_GUILDS.maxAgeMs - (Date.now() - snapshot.takenAt);
    if (left > 0) await this.opts.cache.set(BOT_GUILDS.key, { ids, takenAt: snapshot.takenAt }, left);
  }

  getGuild(guildId: string) {
    return this.cached(`guild:${guildId}`, DISCORD_TTL_MS.guild, async (): Promise<GuildBasics> => {
      const g = await this.get<APIGuild>(Routes.guild(guildId)).catch(async (err: unknown) => {
        // Discord: 403 Missing Access (or 404) when the bot is not in the guild (any more).
        if (err instanceof DiscordAPIError && (err.status === 403 || err.status === 404)) {
          await this.noteBotPresence(guildId, false);
        }
        throw err;
      });
      await this.noteBotPresence(guildId, true);
      return {
        id: g.id,
        name: g.name,
        icon: g.icon,
        ownerId: g.owner_id,
        premiumTier: g.premium_tier,
        roles: g.roles,
      };
    });
  }

  async getChannels(guildId: string) {
    return this.cached(`channels:${guildId}`, DISCORD_TTL_MS.channels, () =>
      this.get<APIChannel[]>(Routes.guildChannels(guildId)),
    );
  }

  async getBotMember(guildId: string) {
    return this.cached(`bot-member:${guildId}`, DISCORD_TTL_MS.member, () =>
      this.get<APIGuildMember>(Routes.guildMember(guildId, this.opts.clientId)),
    );
  }

  async getMember(guildId: string, userId: string) {
    return this.cached(`member:${guildId}:${userId}`, DISCORD_TTL_MS.member, async () => {
      try {
        return await this.get<APIGuildMember>(Routes.guildMember(guildId, userId));
      } catch (error) {
        // 10007 Unknown Member: they left; for a lottery that means they cannot win.
        if (error instanceof DiscordAPIError && error.status === 404) return null;
        throw error;
      }
    });
  }

  async createChannel(guildId: string, input: CreateChannelInput) {
    const body = {
      name: input.name,
      type: input.type,
      parent_id: input.parentId ?? null,
      ...(input.userLimit !== undefined ? { user_limit: input.userLimit } : {}),
      ...(input.bitrate !== undefined ? { bitrate: input.bitrate } : {}),
    };
    const channel = await this.bounded<APIChannel>(
      (signal) => this.creates.post(Routes.guildChannels(guildId), { body, signal }),
      // Made after the caller heard a timeout: recorded nowhere, so deleted again.
      (made) => this.deleteChannel(guildId, made.id),
    );
    // Our own write: the cached list is stale now.
    await this.opts.cache.delete(`channels:${guildId}`);
    return channel;
  }

  async deleteChannel(guildId: string, channelId: string) {
    await this.bounded((signal) => this.rest.delete(Routes.channel(channelId), { signal }));
    await this.opts.cache.delete(`channels:${guildId}`);
  }

  async listMembers(guildId: string) {
    const all: APIGuildMember[] = [];
    let after = '0';
    for (;;) {
      const query = new URLSearchParams({ limit: String(MEMBER_PAGE), after });
      const page = await this.get<APIGuildMember[]>(Routes.guildMembers(guildId), { query });
      all.push(...page);
      const last = page.at(-1)?.user?.id;
      if (page.length < MEMBER_PAGE || !last) return all;
      after = last;
    }
  }

  private bearer(accessToken: string) {
    return { auth: false, headers: { Authorization: `Bearer ${accessToken}` } } as const;
  }

  private async allGuildPages(fetchPage: (query: URLSearchParams) => Promise<unknown>): Promise<UserGuild[]> {
    const all: UserGuild[] = [];
    let after: string | undefined;
    for (;;) {
      const query = new URLSearchParams({ limit: String(GUILD_PAGE), with_counts: 'true' });
      if (after) query.set('after', after);
      const page = (await fetchPage(query)) as UserGuild[];
      all.push(...page);
      const last = page.at(-1);
      if (page.length < GUILD_PAGE || !last) return all;
      after = last.id;
    }
  }

  /**
   * Cache-aside with in-flight de-duplication: concurrent misses cost one Discord call. A value
   * this instance holds in memory is answered at hand; the shared cache (Redis) is asked next.
   */
  private cached<T>(key: string, ttlMs: number, load: () => Promise<T>): MaybePromise<T> {
    const near = this.opts.cache.peek<T>(key);
    return near !== undefined ? near : this.cachedFar(key, ttlMs, load);
  }

  private async cachedFar<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const hit = await this.opts.cache.get<T>(key);
    if (hit !== undefined) return hit;
    const pending = this.inflight.get(key) as Promise<T> | undefined;
    if (pending) return pending;
    const promise = load()
      .then(async (value) => {
        await this.opts.cache.set(key, value, ttlMs);
        return value;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, promise);
    return promise;
  }
}
