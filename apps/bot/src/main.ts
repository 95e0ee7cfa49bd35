// The bot as a process of its own (`npm run bot`): production, or several processes sharing
// PostgreSQL. In demo mode the server starts the bot inside its own process instead.
// With BOT_CLUSTERS this process is the clusters' manager, and each cluster it forks runs this
// file again as one of them (0103).
import { ClusterClient, getInfo } from 'discord-hybrid-sharding';
import { openDatabase } from '@hoshi/db';
import { resumeSessions, startClusters } from './cluster/manager.ts';
import { dispatchKey, replayMissed } from './cluster/session-replay.ts';
import { BotConfigError, loadBotConfig } from './config.ts';
import { startBot, type RunningBot } from './runtime/bot.ts';
import { consoleLog } from './runtime/log.ts';

let config;
try {
  config = loadBotConfig(process.env);
} catch (err) {
  if (!(err instanceof BotConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}

/** Forked by the cluster manager: its shards are the manager's to give. */
const cluster = process.env.CLUSTER_MANAGER === 'true' ? getInfo() : undefined;

if (config.clusters && !cluster) {
  const clusters = await startClusters(config, config.clusters);
  const shutdown = async (signal: string) => {
    console.log(`[bot] ${signal}: stopping the clusters`);
    const timer = setTimeout(() => process.exit(1), 15_000).unref();
    await clusters.stop();
    clearTimeout(timer);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
} else {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    onIdleError: (err) => console.warn(`[bot] idle database connection lost: ${err.message}`),
  });
  const shards = cluster?.SHARD_LIST ?? config.shards;
  // A cluster started again after it died: its shards' old sessions, to hear what they missed.
  const missed = cluster
    ? resumeSessions(process.env).filter((s) => cluster.SHARD_LIST.includes(s.shardId))
    : [];
  const seen = new Set<string>();
  let collecting = missed.length > 0;
  const shardCount = cluster?.TOTAL_SHARDS ?? config.shardCount;
  const bot = await startBot({
    database,
    token: config.token,
    apiBase: config.apiBase,
    restGlobalPerSecond: config.restGlobalPerSecond,
    ...(config.cdnBase && { cdnBase: config.cdnBase }),
    ...(config.publicUrl && { publicUrl: config.publicUrl }),
    ...(shards && { shards }),
    ...(shardCount && { shardCount }),
    // Clusters identify one after another across processes; a single process spaces its own.
    ...(cluster && { identifyAcrossProcesses: true }),
    ...(collecting && { onDispatch: (packet) => void (collecting && seen.add(dispatchKey(packet))) }),
  });
  if (cluster) {
    const client = new ClusterClient(bot.client);
    const tellReady = async () => {
      for (const session of missed) {
        const handled = await replayMissed(bot, config.token, session, seen, consoleLog);
        console.log(`[bot] shard ${session.shardId}: ${handled} missed events replayed from the old session`);
      }
      collecting = false;
      seen.clear();
      reportSessions(bot);
      console.log(
        `[bot] cluster ${cluster.CLUSTER} ready: shards ${cluster.SHARD_LIST.join(',')} (pid ${process.pid})`,
      );
      client.triggerReady();
    };
    if (bot.client.isReady()) void tellReady();
    else bot.client.once('clientReady', () => void tellReady());
  }

  const shutdown = async (signal: string) => {
    console.log(`[bot] ${signal}: shutting down`);
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await bot.stop();
    await database.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  // A cluster whose manager is gone (killed) goes too, rather than run its shards twice.
  if (cluster) process.once('disconnect', () => void shutdown('manager gone'));
}

/**
 * Tells the manager, twice a second, each shard's session up to the last dispatch handled (every
 * dispatch that had arrived when the snapshot was taken has been recorded once `idle` resolves),
 * so a cluster started in this one's place resumes from there (0103).
 */
function reportSessions(bot: RunningBot): void {
  // At once: nothing after READY is handled yet, and a cluster killed soon after resumes from there.
  process.send?.({ hoshiSessions: bot.sessions() });
  let busy = false;
  setInterval(() => {
    if (busy) return;
    busy = true;
    const sessions = bot.sessions();
    bot
      .idle()
      .then(() => process.send?.({ hoshiSessions: sessions }))
      .catch((err: unknown) => console.warn(`[bot] sessions not reported: ${String(err)}`))
      .finally(() => (busy = false));
  }, 500).unref();
}
