import { DiscordAPIError, RateLimitError, REST, type RequestData, type RESTOptions } from '@discordjs/rest';

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

export interface BoundedRestOptions {
  botToken: string;
  /** Base without version, e.g. https://discord.com/api. */
  apiUrl: string;
  /** Replaces fetch (demo mode talks to the in-process emulator). */
  makeRequest?: RESTOptions['makeRequest'];
  /** Bound of one call (default DISCORD_DEADLINE_MS). */
  deadlineMs?: number;
}

type Route = `/${string}`;

/**
 * The only way Hoshi's server talks to Discord: every call, bot, OAuth or user token, is answered
 * within the deadline whatever Discord does. A long rate limit becomes DiscordRateLimitedError,
 * no answer DiscordTimeoutError.
 */
export class BoundedRest {
  /** Bot and OAuth calls: one client, so it learns Discord's buckets for the application. */
  private readonly rest: REST;
  private readonly creates: REST;
  readonly deadlineMs: number;
  /** The last Retry-After (ms) a call saw in a 429, by the call's signal. */
  private readonly throttled = new WeakMap<AbortSignal, { retryAfterMs: number }>();

  constructor(private readonly opts: BoundedRestOptions) {
    this.deadlineMs = opts.deadlineMs ?? DISCORD_DEADLINE_MS;
    this.rest = this.client().setToken(opts.botToken);
    // Channel creates: never sent twice (a retry after a slow answer would make a second
    // channel), and allowed to finish late so what they made can be deleted again.
    this.creates = this.client(true, { retries: 0, timeoutMs: LATE_WRITE_MS }).setToken(opts.botToken);
  }

  get<T>(route: Route, options: RequestData = {}): Promise<T> {
    return this.bounded<T>((signal) => this.rest.get(route, { ...options, signal }));
  }

  post<T>(route: Route, options: RequestData = {}): Promise<T> {
    return this.bounded<T>((signal) => this.rest.post(route, { ...options, signal }));
  }

  async delete(route: Route): Promise<void> {
    await this.bounded((signal) => this.rest.delete(route, { signal }));
  }

  /**
   * A write sent once (no retry) whose answer, when it comes after the caller heard a timeout,
   * goes to `late` (to undo what it made).
   */
  postOnce<T>(route: Route, options: RequestData, late: (value: T) => Promise<void>): Promise<T> {
    return this.bounded<T>((signal) => this.creates.post(route, { ...options, signal }), late);
  }

  /**
   * A call with a user's token. Discord limits those per token, so each gets a client of its own:
   * one user's 429 must not hold every other user's calls in the shared client's bucket.
   */
  async userGet<T>(accessToken: string, route: Route, query?: URLSearchParams): Promise<T> {
    const bearer = { auth: false, headers: { Authorization: `Bearer ${accessToken}` } } as const;
    try {
      return await this.bounded<T>((signal) =>
        this.client(false).get(route, { ...bearer, ...(query ? { query } : {}), signal }),
      );
    } catch (err) {
      if (err instanceof DiscordAPIError && err.status === 401) throw new DiscordTokenRejectedError();
      throw err;
    }
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
   * One call raced against the deadline. A call that is cut short is also aborted inside
   * @discordjs/rest, so it frees its bucket's queue for later calls — except one with `late`: a
   * write Discord may still carry out runs on (up to LATE_WRITE_MS).
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
}
