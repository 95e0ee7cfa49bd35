import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { proxyRequests } from '@discordjs/proxy';
import { REST } from '@discordjs/rest';

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
 * @discordjs/proxy: one REST queue (its buckets and the global limit) for every process of the bot.
 * The clusters send their token with each request; the proxy forwards it and keeps Discord's
 * rate-limit buckets for them all, so the bot spends one budget however many clusters it runs.
 */
export async function startRestProxy(options: RestProxyOptions): Promise<RunningRestProxy> {
  const rest = new REST({
    api: options.apiBase,
    globalRequestsPerSecond: options.globalPerSecond,
    retries: 3,
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
