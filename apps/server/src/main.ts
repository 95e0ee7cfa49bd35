import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { StartupError } from './db/client.ts';

let config;
try {
  config = loadConfig(process.env);
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}

const app = await buildApp(config).catch((err: unknown) => {
  if (!(err instanceof StartupError)) throw err;
  console.error(err.message);
  process.exit(1);
});
const shutdown = async (signal: string) => {
  app.log.info(`${signal}: shutting down`);
  const timer = setTimeout(() => process.exit(1), 10_000).unref();
  await app.close();
  clearTimeout(timer);
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const mode = config.demo
  ? `demo mode (PGlite in ${config.dataDir ?? 'memory'}, Discord emulator at ${config.publicUrl}/discord-emulator)`
  : `production mode (${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}, Discord at ${config.discord.apiUrl})`;
app.log.info(`Hoshi is running in ${mode}. Open ${config.publicUrl}`);
