// First: before the database's start, which runs the collections that would drop the shape.
import './lib/tick-shape.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase, StartupError } from './db/client.ts';

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
// Awaited by buildApp; until then a refusal (one clear line, below) must not be unhandled.
database.catch(() => undefined);
const { buildApp } = await import('./app.ts');
const app = await buildApp(config, { database }).catch((err: unknown) => {
  if (!(err instanceof StartupError)) throw err;
  console.error(err.message);
  process.exit(1);
});
log = (err) => app.log.warn({ err }, 'idle database connection lost');
let stopBot: (() => Promise<void>) | undefined;
const shutdown = async (signal: string) => {
  app.log.info(`${signal}: shutting down`);
  const timer = setTimeout(() => process.exit(1), 10_000).unref();
  await stopBot?.();
  await app.close();
  clearTimeout(timer);
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

const mode = config.demo
  ? `demo mode (PGlite in ${config.dataDir ?? 'memory'}, Discord emulator at ${config.publicUrl}/discord-emulator)`
  : `production mode (${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}, Discord at ${config.discord.apiUrl})`;
// The address to open comes first: the site answers under PUBLIC_URL only (other host names
// are sent there), so the sockets Fastify lists after it say where their pages go.
const site = new URL(config.publicUrl);
app.log.info(`Hoshi, ${mode}. Open ${config.publicUrl}`);
await app.listen({
  port: config.port,
  host: config.host,
  listenTextResolver: (address) =>
    new URL(address).hostname === site.hostname
      ? `Listening at ${address}`
      : `Listening at ${address} (pages there are sent to ${site.origin})`,
});
if (config.demoBot) {
  const { startDemoBot } = await import('./demo-bot.ts');
  stopBot = await startDemoBot(app);
}
