import { createHmac, timingSafeEqual } from 'node:crypto';
import type { LeaderboardCursor } from '@hoshi/contracts';
import { decodeLeaderboardCursor, encodeLeaderboardCursor, leaderboardCursorFields } from '@hoshi/contracts';
import { invalidRequest, issue } from './http-error.ts';

/**
 * Leaderboard cursors are opaque to clients and checked by the server (docs/security.md): the
 * server signs each cursor it writes with its secret, for one guild, and reads back only what it
 * signed. A forged, altered or another server's cursor is a 400 naming `after`.
 */
export class LeaderboardCursors {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own, derived from the server secret, so no other signature is valid here.
    this.key = createHmac('sha256', secret).update('hoshi:leaderboard-cursor').digest();
  }

  private signature(guildId: string, cursor: LeaderboardCursor): string {
    return createHmac('sha256', this.key)
      .update(`${guildId}:${leaderboardCursorFields(cursor)}`)
      .digest('base64url')
      .slice(0, 22);
  }

  write(guildId: string, cursor: LeaderboardCursor): string {
    return encodeLeaderboardCursor(cursor, this.signature(guildId, cursor));
  }

  /** The cursor this server wrote for this guild; throws 400 for anything else. */
  read(guildId: string, value: string): LeaderboardCursor {
    const decoded = decodeLeaderboardCursor(value);
    const expected = decoded && Buffer.from(this.signature(guildId, decoded.cursor));
    const given = decoded && Buffer.from(decoded.signature);
    if (
      !decoded ||
      !expected ||
      !given ||
      given.length !== expected.length ||
      !timingSafeEqual(given, expected)
    )
      throw invalidRequest([issue('after', 'invalid', {}, 'is not a page this leaderboard gave')]);
    return decoded.cursor;
  }
}
