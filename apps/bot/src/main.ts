// The bot as a process of its own (`npm run bot`): production, or several processes sharing
// PostgreSQL. In demo mode the server starts the bot inside its own process instead.
// With BOT_CLUSTERS this process is the clusters' manager, and each cluster it forks runs this
// file again as one of them (0103).
import { ClusterClient, getInfo } from 'discord-hybrid-sharding';
import { openDatabase } from '@hoshi/db';
import { startClusters } from './cluster/manager.ts';
import { BotConfigError, loadBotConfig } from './config.ts';
import { startBot } from './runtime/bot.ts';

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
  });
  if (cluster) {
    const client = new ClusterClient(bot.client);
    const tellReady = () => {
      console.log(`[bot] cluster ${cluster.CLUSTER} ready: shards ${cluster.SHARD_LIST.join(',')}`);
      client.triggerReady();
    };
    if (bot.client.isReady()) tellReady();
    else bot.client.once('clientReady', tellReady);
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
