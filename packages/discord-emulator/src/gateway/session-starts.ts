import { GatewayCloseCodes } from 'discord-api-types/v10';
import type { SessionStartLimits } from '../rest/rate-limits.ts';
import type { GatewayHub } from './hub.ts';

const DAY_MS = 86_400_000;
/** max_concurrency counts identifies per this many milliseconds. */
export const IDENTIFY_WINDOW_MS = 5000;

/** What an IDENTIFY may do: start a session, wait (too soon for its key), or nothing (the day's starts are spent). */
export type StartVerdict = 'start' | 'too-soon' | 'exhausted';

/**
 * The bot's session starts, across all its connections: `total` a day (a day from the first start
 * counted), and per rate_limit_key (shard_id % max_concurrency) one identify per 5 seconds.
 */
export class SessionStarts {
  private dayStartedAt: number | undefined;
  private used = 0;
  /** When each rate_limit_key last started a session. */
  private readonly lastByKey = new Map<number, number>();

  constructor(
    private readonly limits: SessionStartLimits,
    private readonly now: () => number,
  ) {}

  /** Counts an IDENTIFY of this shard when it may start a session. */
  take(shardId: number): StartVerdict {
    const now = this.now();
    this.roll(now);
    if (this.used >= this.limits.total) return 'exhausted';
    const key = shardId % this.limits.maxConcurrency;
    const last = this.lastByKey.get(key);
    if (last !== undefined && now - last < IDENTIFY_WINDOW_MS) return 'too-soon';
    this.lastByKey.set(key, now);
    this.dayStartedAt ??= now;
    this.used += 1;
    return 'start';
  }

  /** GET /gateway/bot's session_start_limit. */
  snapshot() {
    const now = this.now();
    this.roll(now);
    return {
      total: this.limits.total,
      remaining: this.limits.total - this.used,
      reset_after: this.dayStartedAt === undefined ? DAY_MS : this.dayStartedAt + DAY_MS - now,
      max_concurrency: this.limits.maxConcurrency,
    };
  }

  private roll(now: number): void {
    if (this.dayStartedAt === undefined || now - this.dayStartedAt < DAY_MS) return;
    this.dayStartedAt = undefined;
    this.used = 0;
  }
}

/**
 * The day's session starts spent and one more asked for: Discord ends every session of the bot and
 * resets its token. The emulator ends them with 4004 (Authentication failed) and refuses identifies
 * until the day's count resets; the token itself stays (a restart of the emulator forgets the count).
 */
export function endEverySession(hub: GatewayHub): void {
  for (const connection of [...hub.connections]) {
    if (connection.session) hub.invalidate(connection.session);
    connection.detach(GatewayCloseCodes.AuthenticationFailed, 'Authentication failed');
  }
}
