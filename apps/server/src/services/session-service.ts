import { eq } from 'drizzle-orm';
import type { APIUser, RESTPostOAuth2AccessTokenResult } from 'discord-api-types/v10';
import type { User } from '@hoshi/contracts';
import type { Database } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import type { DiscordApi } from '../discord/discord-api.ts';
import { randomToken, sha256, TokenCipher } from '../lib/crypto.ts';
import { ReadCache } from '../lib/read-cache.ts';

export type SessionRow = typeof sessions.$inferSelect;

/** A session whose access token has less than this left is renewed through Discord on refresh. */
export const RENEW_BEFORE_MS = 24 * 60 * 60 * 1000;

const toUser = (u: Pick<APIUser, 'id' | 'avatar' | 'username'>): User => ({
  id: u.id,
  avatar: u.avatar ?? null,
  username: u.username,
});

export const sessionUser = (row: SessionRow): User => ({
  id: row.userId,
  avatar: row.avatar,
  username: row.username,
});

export class SessionService {
  private readonly cipher: TokenCipher;
  /** One renewal at a time per session: two tabs reloading must not both spend the refresh token. */
  private readonly renewing = new Map<string, Promise<string>>();

  constructor(
    private readonly db: Database,
    private readonly discord: DiscordApi,
    secret: string,
    /** Sessions by access-token hash; every change to a session row invalidates its old hash. */
    private readonly byToken = new ReadCache<SessionRow>('sessions', { ttlMs: 60_000, maxEntries: 10_000 }),
    private readonly now: () => number = Date.now,
  ) {
    this.cipher = new TokenCipher(secret);
  }

  /** After the OAuth code exchange: a new session; answers the cookie value and the user. */
  async create(tokens: RESTPostOAuth2AccessTokenResult) {
    const discordUser = await this.discord.getCurrentUser(tokens.access_token);
    const user = toUser(discordUser);
    const cookie = randomToken();
    await this.db.insert(sessions).values({
      idHash: sha256(cookie),
      userId: user.id,
      username: user.username,
      avatar: user.avatar,
      ...this.tokenColumns(tokens),
    });
    return { cookie, user, accessToken: tokens.access_token };
  }

  async findByAccessToken(accessToken: string): Promise<SessionRow | undefined> {
    const hash = sha256(accessToken);
    const row = await this.byToken.get(hash, async () => {
      const [found] = await this.db.select().from(sessions).where(eq(sessions.accessTokenHash, hash));
      return found;
    });
    if (!row || row.accessExpiresAt.getTime() <= this.now()) return undefined;
    return row;
  }

  async findByCookie(cookie: string): Promise<SessionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sha256(cookie)));
    return row;
  }

  /** The access token for a reloaded page: the current one, or a renewed one when near expiry. */
  async accessTokenFor(row: SessionRow): Promise<string> {
    if (row.accessExpiresAt.getTime() - this.now() > RENEW_BEFORE_MS) {
      return this.cipher.decrypt(row.accessTokenEnc);
    }
    const pending = this.renewing.get(row.idHash);
    if (pending) return pending;
    const renewal = this.renew(row).finally(() => this.renewing.delete(row.idHash));
    this.renewing.set(row.idHash, renewal);
    return renewal;
  }

  /** Revokes at Discord (best effort) and deletes the session whatever Discord answers. */
  async destroy(row: SessionRow): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.idHash, row.idHash));
    await this.byToken.invalidate(row.accessTokenHash);
    await this.discord.revokeToken(this.cipher.decrypt(row.refreshTokenEnc), 'refresh_token');
  }

  private async renew(row: SessionRow): Promise<string> {
    const tokens = await this.discord.refreshToken(this.cipher.decrypt(row.refreshTokenEnc));
    const user = toUser(await this.discord.getCurrentUser(tokens.access_token));
    await this.db
      .update(sessions)
      .set({
        username: user.username,
        avatar: user.avatar,
        updatedAt: new Date(this.now()),
        ...this.tokenColumns(tokens),
      })
      .where(eq(sessions.idHash, row.idHash));
    await this.byToken.invalidate(row.accessTokenHash);
    return tokens.access_token;
  }

  private tokenColumns(tokens: RESTPostOAuth2AccessTokenResult) {
    return {
      accessTokenHash: sha256(tokens.access_token),
      accessTokenEnc: this.cipher.encrypt(tokens.access_token),
      refreshTokenEnc: this.cipher.encrypt(tokens.refresh_token),
      accessExpiresAt: new Date(this.now() + tokens.expires_in * 1000),
    };
  }
}
