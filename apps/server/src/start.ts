import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { initPgliteInChild, openDatabase, StartupError } from '@hoshi/db/client';
import { ConfigError, loadConfig } from './config.ts';

export interface RunningServer {
  app: FastifyInstance;
  /**
   * Something to stop first on shutdown, before the server stops taking requests (demo mode's
   * bot, which still sends through the server's socket to the emulator).
   */
  stopFirst(stop: () => Promise<void>): void;
}

/**
 * The server as a process runs it: the configuration from the environment (a refused one is one
 * clear line and exit 1), the database, the app, listening; SIGINT, SIGTERM or a crash close it
 * gracefully. `entry` is the process's main module: a server on an empty data directory runs it
 * again to create the embedded database, so it calls runPgliteInitIfAsked at its top.
 */
export async function startServer(entry: string): Promise<RunningServer> {
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
  const { dataDir, databaseUrl } = config;
  const database = (dataDir && !databaseUrl ? initPgliteInChild(dataDir, entry) : Promise.resolve()).then(
    () => openDatabase({ databaseUrl, dataDir, onIdleError: (err) => log(err) }),
  );
  // Awaited by buildApp; until then a refusal (one clear line, below) must not be unhandled.
  database.catch(() => undefined);
  const { buildApp } = await import('./app.ts');
  const app = await buildApp(config, { database }).catch((err: unknown) => {
    if (!(err instanceof StartupError)) throw err;
    console.error(err.message);
    process.exit(1);
  });
  log = (err) => app.log.warn({ err }, 'idle database connection lost');
  // SIGINT, SIGTERM or a crash: stop what runs beside the server (demo mode's bot), stop taking
  // requests, let those under way finish (10 s at most), close the database, then exit.
  const first: (() => Promise<void>)[] = [];
  closeWithGrace(
    { delay: 10_000, logger: { error: (message: unknown) => app.log.error(message) } },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'shutting down after an error');
      else app.log.info(`${signal ?? 'exit'}: shutting down`);
      for (const stop of first) await stop();
      await app.close();
    },
  );

  // Slow clients must not hold sockets open: the headers within 10 s, the whole request within
  // 30 s (bodies are at most 256 KB); an idle kept-alive socket closes after 72 s, longer than the
  // 60 s idle timeout of common load balancers, so they close it first and never send on a socket
  // we just closed.
  app.server.headersTimeout = 10_000;
  app.server.requestTimeout = 30_000;
  app.server.keepAliveTimeout = 72_000;

  const mode = config.demo
    ? `demo mode (PGlite in ${config.dataDir ?? 'memory'}, Discord emulator at ${config.publicUrl}/discord-emulator)`
    : `production mode (${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}, Discord at ${config.discord.apiUrl})`;
  // The address to open comes first: the site answers under PUBLIC_URL only (other host names
  // are sent there), so the sockets Fastify lists after it say where their pages go.
  const site = new URL(config.publicUrl);
  app.log.info({ startup: true }, `Hoshi, ${mode}. Open ${config.publicUrl}`);
  if (config.demo && config.host === 'localhost') {
    app.log.info('Demo mode listens on this machine only; to open it to the network, set HOST=0.0.0.0');
  }
  await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: (address) =>
      new URL(address).hostname === site.hostname
        ? `Listening at ${address}`
        : `Listening at ${address} (pages there are sent to ${site.origin})`,
  });
  return { app, stopFirst: (stop) => first.push(stop) };
}
