// The bot as a process of its own (`npm run bot`): production, or several processes sharing
// PostgreSQL. In demo mode the server starts the bot inside its own process instead.
import { openDatabase } from '@hoshi/db';
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

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  onIdleError: (err) => console.warn(`[bot] idle database connection lost: ${err.message}`),
});
const bot = await startBot({
  database,
  token: config.token,
  apiBase: config.apiBase,
  restGlobalPerSecond: config.restGlobalPerSecond,
  ...(config.cdnBase && { cdnBase: config.cdnBase }),
  ...(config.publicUrl && { publicUrl: config.publicUrl }),
  ...(config.shards && { shards: config.shards }),
  ...(config.shardCount && { shardCount: config.shardCount }),
});

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
