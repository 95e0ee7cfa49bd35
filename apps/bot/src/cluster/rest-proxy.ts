import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { setTimeout as sleep } from 'node:timers/promises';
import { populateErrorResponse, populateSuccessfulResponse } from '@discordjs/proxy';
import { DefaultRestOptions, REST, type RequestMethod } from '@discordjs/rest';

/**
 * Discord counts the global limit by its own clock, in windows that need not start when ours do:
 * @discordjs/rest's global counter (a fixed second from its first request) can send a second's
 * worth at the end of its window and another at the start of the next, both inside one of
 * Discord's (the clusters test saw 5 429s so). The proxy holds every send to `perSecond` in any
 * 1.2 s, a margin for the trips' differing lengths.
 */
const GLOBAL_WINDOW_MS = 1200;

export class SlidingLimit {
  private readonly sent: number[] = [];
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly perWindow: number,
    private readonly windowMs: number = GLOBAL_WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Resolves when one more request may go, in the order asked. */
  take(): Promise<void> {
    const turn = this.queue.then(async () => {
      for (;;) {
        const now = this.now();
        while (this.sent.length > 0 && (this.sent[0] ?? 0) <= now - this.windowMs) this.sent.shift();
        if (this.sent.length < this.perWindow) {
          this.sent.push(now);
          return;
        }
        await sleep((this.sent[0] ?? now) + this.windowMs - now);
      }
    });
    this.queue = turn;
    return turn;
  }
}

export interface RestProxyOptions {
  /** Discord's REST base without the version (https://discord.com/api, or the emulator's). */
  apiBase: string;
  /** Discord's global REST limit for the bot: the one budget every cluster spends (0103). */
  globalPerSecond: number;
  port: number;
  host?: string;
}

export interface RunningRestProxy {
  server: Server;
  /** What the clusters' DISCORD_API_URL becomes: http://host:port/api. */
  url: string;
  close(): Promise<void>;
}

/**
 * @discordjs/proxy's `proxyRequests`, but with the body read whole before it is queued: theirs
 * streams the request into the queue, and a request sent again (after a 429 or a 5xx) goes with
 * the stream already spent, an empty body Discord refuses as invalid JSON (seen in the clusters
 * test). The answers are written by @discordjs/proxy's own helpers.
 */
function proxyRequests(rest: REST) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://proxy');
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'authorization', 'x-audit-log-reason']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await buffer(req);
    try {
      const answer = await rest.queueRequest({
        fullRoute: url.pathname.replace(/^\/api(\/v\d+)?/, '') as `/${string}`,
        method: (req.method ?? 'GET') as RequestMethod,
        // The cluster's own token, forwarded as it came.
        auth: false,
        ...(body && body.length > 0 && { body, passThroughBody: true }),
        query: url.searchParams,
        headers,
      });
      await populateSuccessfulResponse(res, answer);
    } catch (err) {
      if (!populateErrorResponse(res, err)) throw err;
    } finally {
      res.end();
    }
  };
}

/**
 * @discordjs/proxy: one REST queue (its buckets and the global limit) for every process of the bot.
 * The clusters send their token with each request; the proxy forwards it and keeps Discord's
 * rate-limit buckets for them all, so the bot spends one budget however many clusters it runs.
 */
export async function startRestProxy(options: RestProxyOptions): Promise<RunningRestProxy> {
  const global = new SlidingLimit(options.globalPerSecond);
  const rest = new REST({
    api: options.apiBase,
    globalRequestsPerSecond: options.globalPerSecond,
    retries: 3,
    // Every send (a retry's too) waits its turn in the one budget; interactions are outside it.
    makeRequest: async (url, init) => {
      if (!new URL(url).pathname.includes('/interactions/')) await global.take();
      return DefaultRestOptions.makeRequest(url, init);
    },
  });
  const handle = proxyRequests(rest);
  const server = createServer((req, res) => {
    Promise.resolve(handle(req, res)).catch((err: unknown) => {
      // Not Discord's answer (the upstream unreachable): 502, and the cluster's REST retries.
      console.error(`[rest-proxy] ${req.method} ${req.url}: ${String(err)}`);
      if (!res.headersSent) res.statusCode = 502;
      res.end();
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://${host}:${port}/api`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
