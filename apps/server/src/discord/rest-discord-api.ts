import { DiscordAPIError, REST, type RESTOptions } from '@discordjs/rest';
import {
  Routes,
  type APIChannel,
  type APIGuild,
  type APIGuildMember,
  type APIUser,
  type RESTPostOAuth2AccessTokenResult,
} from 'discord-api-types/v10';
import type { Cache } from '../lib/cache.ts';
import type { CreateChannelInput, DiscordApi, GuildBasics, UserGuild } from './discord-api.ts';

/** Short TTLs: fresh enough for a dashboard, and a settings page warm costs no Discord call. */
export const DISCORD_TTL_MS = {
  userGuilds: 60_000,
  botGuilds: 60_000,
  guild: 120_000,
  channels: 60_000,
  member: 60_000,
} as const;

export interface RestDiscordApiOptions {
  clientId: string;
  clientSecret: string;
  botToken: string;
  /** Base without version, e.g. https://discord.com/api. */
  apiUrl: string;
  cache: Cache;
  /** Replaces fetch (demo mode talks to the in-process emulator). */
  makeRequest?: RESTOptions['makeRequest'];
}

const GUILD_PAGE = 200;

export class RestDiscordApi implements DiscordApi {
  private readonly rest: REST;
  private readonly inflight = new Map<string, Promise<unknown>>();

  constructor(private readonly opts: RestDiscordApiOptions) {
    this.rest = new REST({
      api: opts.apiUrl,
      version: '10',
      // Keep failing calls short: the dashboard would rather answer 502 than hang.
      retries: 1,
      timeout: 10_000,
      ...(opts.makeRequest ? { makeRequest: opts.makeRequest } : {}),
    }).setToken(opts.botToken);
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
    return this.rest.post(
      Routes.oauth2TokenExchange(),
      this.oauthBody({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
    ) as Promise<RESTPostOAuth2AccessTokenResult>;
  }

  refreshToken(refreshToken: string) {
    return this.rest.post(
      Routes.oauth2TokenExchange(),
      this.oauthBody({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    ) as Promise<RESTPostOAuth2AccessTokenResult>;
  }

  async revokeToken(token: string, hint: 'access_token' | 'refresh_token') {
    await this.rest.post(Routes.oauth2TokenRevocation(), this.oauthBody({ token, token_type_hint: hint }));
  }

  getCurrentUser(accessToken: string) {
    return this.rest.get(Routes.user(), this.bearer(accessToken)) as Promise<APIUser>;
  }

  getUserGuilds(userId: string, accessToken: string) {
    return this.cached(`user-guilds:${userId}`, DISCORD_TTL_MS.userGuilds, () =>
      this.allGuildPages((query) =>
        this.rest.get(Routes.userGuilds(), { ...this.bearer(accessToken), query }),
      ),
    );
  }

  getBotGuildIds() {
    return this.cached('bot-guilds', DISCORD_TTL_MS.botGuilds, async () => {
      const guilds = await this.allGuildPages((query) => this.rest.get(Routes.userGuilds(), { query }));
      return guilds.map((g) => g.id);
    }).then((ids) => new Set(ids));
  }

  getGuild(guildId: string) {
    return this.cached(`guild:${guildId}`, DISCORD_TTL_MS.guild, async (): Promise<GuildBasics> => {
      const g = (await this.rest.get(Routes.guild(guildId))) as APIGuild;
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

  getChannels(guildId: string) {
    return this.cached(
      `channels:${guildId}`,
      DISCORD_TTL_MS.channels,
      () => this.rest.get(Routes.guildChannels(guildId)) as Promise<APIChannel[]>,
    );
  }

  getBotMember(guildId: string) {
    return this.cached(
      `bot-member:${guildId}`,
      DISCORD_TTL_MS.member,
      () => this.rest.get(Routes.guildMember(guildId, this.opts.clientId)) as Promise<APIGuildMember>,
    );
  }

  getMember(guildId: string, userId: string) {
    return this.cached(`member:${guildId}:${userId}`, DISCORD_TTL_MS.member, async () => {
      try {
        return (await this.rest.get(Routes.guildMember(guildId, userId))) as APIGuildMember;
      } catch (error) {
        // 10007 Unknown Member: they left; for a lottery that means they cannot win.
        if (error instanceof DiscordAPIError && error.status === 404) return null;
        throw error;
      }
    });
  }

  async createChannel(guildId: string, input: CreateChannelInput) {
    const channel = (await this.rest.post(Routes.guildChannels(guildId), {
      body: {
        name: input.name,
        type: input.type,
        parent_id: input.parentId ?? null,
        ...(input.userLimit !== undefined ? { user_limit: input.userLimit } : {}),
        ...(input.bitrate !== undefined ? { bitrate: input.bitrate } : {}),
      },
    })) as APIChannel;
    // Our own write: the cached list is stale now.
    await this.opts.cache.delete(`channels:${guildId}`);
    return channel;
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

  /** Cache-aside with in-flight de-duplication: concurrent misses cost one Discord call. */
  private async cached<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
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
