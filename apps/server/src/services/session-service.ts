import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { APIUser, RESTPostOAuth2AccessTokenResult } from 'discord-api-types/v10';
import { stripUnstorable, type User } from '@hoshi/contracts';
import type { Database } from '@hoshi/db';
import { sessions } from '@hoshi/db/schema';
import type { DiscordApi } from '../discord/discord-api.ts';
import { DiscordTokenRejectedError } from '../discord/bounded-rest.ts';
import { randomToken, sha256, TokenCipher } from '../lib/crypto.ts';
import { ReadCache } from '../lib/read-cache.ts';

export type SessionRow = typeof sessions.$inferSelect;

/** A session whose access token has less than this left is renewed through Discord on refresh. */
export const RENEW_BEFORE_MS = 24 * 60 * 60 * 1000;
/** A session ends this long after sign-in, server-side as well as in the cookie. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** How long the token a renewal replaced still opens the session (another tab may hold it). */
export const RENEW_GRACE_MS = 2 * 60 * 1000;
/** A renewal's lease: another instance waits at most this long for it, then may take over. */
export const RENEW_LEASE_MS = 15 * 1000;
const RENEW_POLL_MS = 100;

/** The session ended (or was renewed away) while a renewal waited; the caller signs in again. */
export class SessionGoneError extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What Discord says about the user, made storable: nothing from outside reaches the database as is. */
const toUser = (u: Pick<APIUser, 'id' | 'avatar' | 'username'>): User => ({
  id: u.id,
  avatar: u.avatar === null ? null : stripUnstorable(u.avatar),
  username: stripUnstorable(u.username),
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
    private readonly now: () => number = Date.now,
    /** Sessions by access-token hash; every change to a session row invalidates its old hash. */
    private readonly byToken = new ReadCache<SessionRow>('sessions', { ttlMs: 60_000, maxEntries: 10_000 }),
  ) {
    this.cipher = new TokenCipher(secret);
  }

  /** After the OAuth code exchange: a new session; answers the cookie value and the user. */
  async create(tokens: RESTPostOAuth2AccessTokenResult) {
    const discordUser = await this.discord.getCurrentUser(tokens.access_token).catch(async (err: unknown) => {
      // No session will hold this grant: hand it back rather than leave it live at Discord.
      await this.discord.revokeToken(tokens.refresh_token, 'refresh_token').catch(() => undefined);
      throw err;
    });
    const user = toUser(discordUser);
    const cookie = randomToken();
    const now = new Date(this.now());
    // Ended sessions are dropped as new ones begin, so the table does not grow without bound.
    await this.db.delete(sessions).where(lt(sessions.expiresAt, now));
    await this.db.insert(sessions).values({
      idHash: sha256(cookie),
      userId: user.id,
      username: user.username,
      avatar: user.avatar,
      expiresAt: new Date(this.now() + SESSION_LIFETIME_MS),
      ...this.tokenColumns(tokens),
    });
    return { cookie, user, accessToken: tokens.access_token };
  }

  /** The live session of a Bearer token, from memory when this instance holds the row. */
  async findByAccessToken(accessToken: string): Promise<SessionRow | undefined> {
    const hash = sha256(accessToken);
    const row = await this.byToken.get(hash, async () => {
      const [found] = await this.db
        .select()
        .from(sessions)
        .where(
          or(
            eq(sessions.accessTokenHash, hash),
            and(
              eq(sessions.previousAccessTokenHash, hash),
              gt(sessions.previousValidUntil, new Date(this.now())),
            ),
          ),
        );
      return found;
    });
    return row && this.liveFor(row, hash) ? row : undefined;
  }

  /** A cached row may hold this token as the one just replaced: only within its grace. */
  private liveFor(row: SessionRow, hash: string): boolean {
    if (this.ended(row)) return false;
    return row.accessTokenHash === hash
      ? row.accessExpiresAt.getTime() > this.now()
      : row.previousAccessTokenHash === hash && (row.previousValidUntil?.getTime() ?? 0) > this.now();
  }

  /** After a change to a session row made outside this service (an operator's SQL, a test). */
  async reread(accessToken: string): Promise<void> {
    await this.byToken.invalidate(sha256(accessToken));
  }

  async findByCookie(cookie: string): Promise<SessionRow | undefined> {
    const row = await this.findByCookieHash(sha256(cookie));
    return row && !this.ended(row) ? row : undefined;
  }

  private ended(row: SessionRow) {
    return row.expiresAt.getTime() <= this.now();
  }

  private async findByCookieHash(idHash: string): Promise<SessionRow | undefined> {
    const [row] = await this.db.select().from(sessions).where(eq(sessions.idHash, idHash));
    return row;
  }

  /**
   * The access token for a reloaded page: the current one while Discord still takes it, else a
   * renewed one (near its expiry, or refused by Discord before it: revoked, or dead early).
   * Discord down is not the token's fault: the current one is handed back.
   */
  async accessTokenFor(row: SessionRow): Promise<string> {
    if (!this.nearExpiry(row)) {
      const token = this.cipher.decrypt(row.accessTokenEnc);
      const alive = await this.discord.getCurrentUser(token).then(
        () => true,
        (err: unknown) => !(err instanceof DiscordTokenRejectedError),
      );
      if (alive) return token;
      row = (await this.expireAccess(row, token)) ?? row;
    }
    // One renewal at a time: per session in this process, and across instances by the row's lease.
    const pending = this.renewing.get(row.idHash);
    if (pending) return pending;
    const renewal = this.renewOnce(row).finally(() => this.renewing.delete(row.idHash));
    this.renewing.set(row.idHash, renewal);
    return renewal;
  }

  /**
   * Discord refused `token` of this session: it opens nothing from now on. When it is the current
   * token, the next refresh renews it (once) through the refresh token; when it is the one a
   * renewal replaced, only its grace ends. Answers the row as it now stands.
   */
  async expireAccess(row: SessionRow, token: string): Promise<SessionRow | undefined> {
    const hash = sha256(token);
    const current = hash === row.accessTokenHash;
    const [updated] = await this.db
      .update(sessions)
      .set(
        current
          ? { accessExpiresAt: new Date(this.now()), previousAccessTokenHash: null, previousValidUntil: null }
          : { previousValidUntil: null },
      )
      .where(
        and(
          eq(sessions.idHash, row.idHash),
          current ? eq(sessions.accessTokenHash, hash) : eq(sessions.previousAccessTokenHash, hash),
        ),
      )
      .returning();
    await this.byToken.invalidate(hash);
    if (current && row.previousAccessTokenHash) await this.byToken.invalidate(row.previousAccessTokenHash);
    return updated;
  }

  /** Ends a session whose grant Discord no longer honours (nothing left to revoke there). */
  async end(row: SessionRow): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.idHash, row.idHash));
    await this.byToken.invalidate(row.accessTokenHash);
  }

  private nearExpiry(row: SessionRow) {
    return row.accessExpiresAt.getTime() - this.now() <= RENEW_BEFORE_MS;
  }

  /**
   * Takes the row's renewal lease (one UPDATE, so only one instance gets it) and renews through
   * Discord; an instance that finds the lease taken waits for the renewed row instead of spending
   * the refresh token a second time (Discord rotates it: the second spend would be refused).
   */
  private async renewOnce(row: SessionRow): Promise<string> {
    const giveUpAt = this.now() + RENEW_LEASE_MS * 2;
    for (;;) {
      const now = new Date(this.now());
      const taken = await this.db
        .update(sessions)
        .set({ renewingUntil: new Date(this.now() + RENEW_LEASE_MS) })
        .where(
          and(
            eq(sessions.idHash, row.idHash),
            eq(sessions.accessExpiresAt, row.accessExpiresAt),
            or(isNull(sessions.renewingUntil), lt(sessions.renewingUntil, now)),
          ),
        )
        .returning();
      const [mine] = taken;
      if (mine) return this.renew(mine);
      const current = await this.findByCookieHash(row.idHash);
      if (!current) throw new SessionGoneError('session ended');
      // Renewed elsewhere meanwhile: hand out that token.
      if (current.accessExpiresAt.getTime() !== row.accessExpiresAt.getTime()) {
        return this.cipher.decrypt(current.accessTokenEnc);
      }
      if (this.now() > giveUpAt) throw new SessionGoneError('renewal did not finish');
      await sleep(RENEW_POLL_MS);
    }
  }

  /** Revokes at Discord (best effort) and deletes the session whatever Discord answers. */
  async destroy(row: SessionRow): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.idHash, row.idHash));
    await this.byToken.invalidate(row.accessTokenHash);
    await this.discord.revokeToken(this.cipher.decrypt(row.refreshTokenEnc), 'refresh_token');
  }

  private async renew(row: SessionRow): Promise<string> {
    try {
      const tokens = await this.discord.refreshToken(this.cipher.decrypt(row.refreshTokenEnc));
      // The refresh token is spent: store the new pair before anything else can fail.
      await this.db
        .update(sessions)
        .set({
          updatedAt: new Date(this.now()),
          // Another tab may still hold the replaced token: it opens the session a little longer,
          // unless Discord already refused it.
          ...(row.accessExpiresAt.getTime() > this.now()
            ? {
                previousAccessTokenHash: row.accessTokenHash,
                previousValidUntil: new Date(this.now() + RENEW_GRACE_MS),
              }
            : { previousAccessTokenHash: null, previousValidUntil: null }),
          renewingUntil: null,
          ...this.tokenColumns(tokens),
        })
        .where(eq(sessions.idHash, row.idHash));
      const user = await this.discord.getCurrentUser(tokens.access_token).then(toUser, () => undefined);
      if (user) {
        await this.db
          .update(sessions)
          .set({ username: user.username, avatar: user.avatar })
          .where(eq(sessions.idHash, row.idHash));
      }
      // The replaced token's cached row no longer says it is current: read it afresh.
      await this.byToken.invalidate(row.accessTokenHash);
      return tokens.access_token;
    } catch (err) {
      // Let the next attempt (any instance) try again at once.
      await this.db.update(sessions).set({ renewingUntil: null }).where(eq(sessions.idHash, row.idHash));
      throw err;
    }
  }

  private tokenColumns(tokens: RESTPostOAuth2AccessTokenResult) {
    return {
      accessTokenHash: sha256(tokens.access_token),
      accessTokenEnc: this.cipher.encrypt(tokens.access_token),
      refreshTokenEnc: this.cipher.encrypt(tokens.refresh_token),
      scopes: tokens.scope,
      accessExpiresAt: new Date(this.now() + tokens.expires_in * 1000),
    };
  }
}
