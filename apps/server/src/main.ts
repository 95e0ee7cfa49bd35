import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';

let config;
try {
  config = loadConfig(process.env);
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}

// The database starts opening first (PGlite compiles and starts PostgreSQL in WebAssembly),
// while the rest of the server loads: the two overlap instead of adding up.
let log: (err: Error) => void = (err) => console.error('idle database connection lost', err);
const database = openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  onIdleError: (err) => log(err),
});
const { buildApp } = await import('./app.ts');
const app = await buildApp(config, { database });
log = (err) => app.log.warn({ err }, 'idle database connection lost');
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
