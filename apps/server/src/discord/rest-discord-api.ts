import { DiscordAPIError } from '@discordjs/rest';
import {
  Routes,
  type APIBan,
  type APIChannel,
  type APIGuild,
  type APIGuildMember,
  type APIUser,
  type RESTPostOAuth2AccessTokenResult,
} from 'discord-api-types/v10';
import type { Cache } from '../lib/cache.ts';
import { BotGuildSet, GUILD_PAGE } from './bot-guilds.ts';
import { BoundedRest, type BoundedRestOptions } from './bounded-rest.ts';
import type { CreateChannelInput, DiscordApi, GuildBasics, UserGuild } from './discord-api.ts';
import { DiscordCache } from './discord-cache.ts';

export interface RestDiscordApiOptions extends BoundedRestOptions {
  clientId: string;
  clientSecret: string;
  cache: Cache;
}

/** Discord's largest page of a guild's members (GET /guilds/{id}/members). */
const MEMBER_PAGE = 1000;

/**
 * Hoshi's Discord calls, each through the bounded client (`bounded-rest.ts`), reads through the
 * cache (`discord-cache.ts`), the bot's guild set kept by `bot-guilds.ts`.
 */
export class RestDiscordApi implements DiscordApi {
  private readonly rest: BoundedRest;
  private readonly cache: DiscordCache;
  private readonly botGuilds: BotGuildSet;

  constructor(private readonly opts: RestDiscordApiOptions) {
    this.rest = new BoundedRest(opts);
    this.cache = new DiscordCache(opts.cache);
    this.botGuilds = new BotGuildSet(this.rest, opts.cache);
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
    return this.rest.post<RESTPostOAuth2AccessTokenResult>(
      Routes.oauth2TokenExchange(),
      this.oauthBody({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
    );
  }

  refreshToken(refreshToken: string) {
    return this.rest.post<RESTPostOAuth2AccessTokenResult>(
      Routes.oauth2TokenExchange(),
      this.oauthBody({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    );
  }

  async revokeToken(token: string, hint: 'access_token' | 'refresh_token') {
    await this.rest.post(Routes.oauth2TokenRevocation(), this.oauthBody({ token, token_type_hint: hint }));
  }

  getCurrentUser(accessToken: string) {
    return this.rest.userGet<APIUser>(accessToken, Routes.user());
  }

  async getUserGuilds(userId: string, accessToken: string, fresh = false) {
    if (fresh) await this.cache.drop('userGuilds', `user-guilds:${userId}`);
    // A user is in at most 200 guilds (Discord's cap, with Nitro), so one page of 200 is the whole
    // list: following a full page with `after` would only fetch an empty one.
    return this.cache.get('userGuilds', `user-guilds:${userId}`, () =>
      this.rest.userGet<UserGuild[]>(
        accessToken,
        Routes.userGuilds(),
        new URLSearchParams({ limit: String(GUILD_PAGE), with_counts: 'true' }),
      ),
    );
  }

  getBotGuildIds(recheck?: boolean) {
    return this.botGuilds.ids(recheck);
  }

  refreshBotGuilds() {
    return this.botGuilds.refresh();
  }

  keepBotGuildsFresh(onError: (err: unknown) => void) {
    return this.botGuilds.keepFresh(onError);
  }

  async getGuild(guildId: string, fresh = false) {
    if (fresh) await this.cache.drop('guild', `guild:${guildId}`);
    return this.cache.get('guild', `guild:${guildId}`, async (): Promise<GuildBasics> => {
      const g = await this.rest.get<APIGuild>(Routes.guild(guildId)).catch(async (err: unknown) => {
        // Discord: 403 Missing Access (or 404) when the bot is not in the guild (any more).
        if (err instanceof DiscordAPIError && (err.status === 403 || err.status === 404)) {
          await this.botGuilds.note(guildId, false);
        }
        throw err;
      });
      await this.botGuilds.note(guildId, true);
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
    return this.cache.get('channels', `channels:${guildId}`, () =>
      this.rest.get<APIChannel[]>(Routes.guildChannels(guildId)),
    );
  }

  async getBotMember(guildId: string, fresh = false) {
    if (fresh) await this.cache.drop('member', `bot-member:${guildId}`);
    return this.cache.get('member', `bot-member:${guildId}`, () =>
      this.rest.get<APIGuildMember>(Routes.guildMember(guildId, this.opts.clientId)),
    );
  }

  getMember(guildId: string, userId: string) {
    return this.cache.get('member', `member:${guildId}:${userId}`, async () => {
      try {
        return await this.rest.get<APIGuildMember>(Routes.guildMember(guildId, userId));
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
    const channel = await this.rest.postOnce<APIChannel>(
      Routes.guildChannels(guildId),
      { body },
      // Made after the caller heard a timeout: recorded nowhere, so deleted again.
      (made) => this.deleteChannel(guildId, made.id),
    );
    // Our own write: the cached list is stale now.
    await this.cache.drop('channels', `channels:${guildId}`);
    return channel;
  }

  async deleteChannel(guildId: string, channelId: string) {
    await this.rest.delete(Routes.channel(channelId));
    await this.cache.drop('channels', `channels:${guildId}`);
  }

  async getBan(guildId: string, userId: string) {
    try {
      const ban = await this.rest.get<APIBan>(Routes.guildBan(guildId, userId));
      return { reason: ban.reason ?? null };
    } catch (error) {
      // 10026 Unknown Ban: not banned.
      if (error instanceof DiscordAPIError && error.status === 404) return null;
      throw error;
    }
  }

  async listMembers(guildId: string) {
    const all: APIGuildMember[] = [];
    let after = '0';
    for (;;) {
      const query = new URLSearchParams({ limit: String(MEMBER_PAGE), after });
      const page = await this.rest.get<APIGuildMember[]>(Routes.guildMembers(guildId), { query });
      all.push(...page);
      const last = page.at(-1)?.user.id;
      if (page.length < MEMBER_PAGE || !last) return all;
      after = last;
    }
  }
}
