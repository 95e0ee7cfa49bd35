import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ClusterManager } from 'discord-hybrid-sharding';
import type { BotConfig } from '../config.ts';
import type { GatewaySession } from '../runtime/bot.ts';
import { BOT_V8_FLAGS } from '../runtime/v8-flags.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The clusters and the proxy run the TypeScript sources with the bot's V8 flags, as `npm run bot` does (tsx). */
const EXEC_ARGV = ['--import', 'tsx', ...BOT_V8_FLAGS];
/** A cluster that dies this many times within the hour is left down (and the manager says so). */
const RESTARTS = { max: 10, interval: 60 * 60_000 };

const RESUME_ENV = 'BOT_RESUME_SESSIONS';

/** The sessions a cluster started again is to resume (set by the manager; none at a first start). */
export function resumeSessions(env: Record<string, string | undefined>): GatewaySession[] {
  const raw = env[RESUME_ENV];
  if (!raw) return [];
  try {
    return JSON.parse(raw) as GatewaySession[];
  } catch {
    return [];
  }
}

export interface RunningClusters {
  manager: ClusterManager;
  proxyUrl: string;
  stop(): Promise<void>;
}

/**
 * `npm run bot` with BOT_CLUSTERS (0103): the REST proxy in a process of its own, then
 * discord-hybrid-sharding's manager forking BOT_CLUSTERS processes of `main.ts`, each running its
 * share of the shards and restarted when it dies. Every cluster's REST goes through the proxy;
 * IDENTIFY is spaced across them through PostgreSQL; settings and jobs reach them as they reach
 * a single process, through the database.
 */
export async function startClusters(config: BotConfig, clusters: number): Promise<RunningClusters> {
  let stopping = false;
  let proxy: ChildProcess | undefined;
  let proxyPort = config.restProxyPort;
  const startProxy = () =>
    new Promise<string>((resolve, reject) => {
      const child = fork(path.join(here, 'proxy-main.ts'), [], {
        execArgv: EXEC_ARGV,
        env: {
          ...process.env,
          DISCORD_API_URL: config.apiBase,
          BOT_REST_GLOBAL_PER_SECOND: String(config.restGlobalPerSecond),
          BOT_REST_PROXY_PORT: String(proxyPort),
        },
      });
      proxy = child;
      child.once('message', (message: { restProxy?: string }) => {
        if (!message.restProxy) return;
        // Started again after a crash, it takes the same port: the clusters keep their address.
        proxyPort = Number(new URL(message.restProxy).port);
        resolve(message.restProxy);
      });
      child.once('exit', (code) => {
        reject(new Error(`the REST proxy exited (${code})`));
        if (stopping) return;
        console.error(`[bot] the REST proxy exited (${code}); starting it again`);
        startProxy().catch((err: unknown) => console.error(`[bot] ${String(err)}`));
      });
    });
  const proxyUrl = await startProxy();

  const shardCount = config.shardCount ?? (await recommendedShards(proxyUrl, config.token));
  if (clusters > shardCount)
    throw new Error(`BOT_CLUSTERS (${clusters}) is more than the shards (${shardCount})`);
  // The clusters inherit this environment: their REST is the proxy's.
  process.env.DISCORD_API_URL = proxyUrl;
  const manager = new ClusterManager(path.join(here, '..', 'main.ts'), {
    totalShards: shardCount,
    totalClusters: clusters,
    mode: 'process',
    execArgv: EXEC_ARGV,
    respawn: true,
    restarts: RESTARTS,
    token: config.token,
  });
  manager.on('clusterCreate', (cluster) => {
    // Each cluster's sessions as it last reported them; a cluster started in a dead one's place
    // is given them, to resume what the dead one missed (session-replay.ts).
    let sessions: GatewaySession[] = [];
    cluster.on('spawn', (thread) => {
      if (!thread || !('pid' in thread)) return;
      thread.on('message', (message: { hoshiSessions?: GatewaySession[] }) => {
        if (message.hoshiSessions) sessions = message.hoshiSessions;
      });
    });
    cluster.on('death', (dead) => {
      if (stopping) return;
      if (dead.restarts.current >= dead.restarts.max) {
        console.error(
          `[bot] cluster ${dead.id} died, ${dead.restarts.max} times within the hour: left down (its shards ${dead.shardList.join(',')} are offline)`,
        );
        return;
      }
      console.error(
        `[bot] cluster ${dead.id} died; the manager starts it again to resume ${sessions.length} sessions`,
      );
      dead.env[RESUME_ENV] = JSON.stringify(sessions);
    });
  });
  console.log(`[bot] ${clusters} clusters of ${shardCount} shards; REST through ${proxyUrl}`);
  // No wait for each cluster's ready: IDENTIFY is spaced by max_concurrency across processes
  // (the database's locks), and GET /gateway/bot goes through the proxy's one budget.
  await manager.spawn({ amount: shardCount, delay: 0, timeout: -1 });

  return {
    manager,
    proxyUrl,
    async stop() {
      stopping = true;
      manager.respawn = false;
      const exits = [...manager.clusters.values()].map((cluster) => {
        const child = cluster.thread?.process;
        if (!(child instanceof Object) || !('pid' in child) || child.exitCode !== null)
          return Promise.resolve();
        return new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        });
      });
      await Promise.all(exits);
      proxy?.kill('SIGTERM');
    },
  };
}

/** Discord's recommended shard count: GET /gateway/bot's `shards`. */
async function recommendedShards(apiBase: string, token: string): Promise<number> {
  const res = await fetch(`${apiBase}/v10/gateway/bot`, { headers: { authorization: `Bot ${token}` } });
  if (!res.ok) throw new Error(`GET /gateway/bot answered ${res.status}`);
  const { shards } = (await res.json()) as { shards: number };
  return shards;
}
