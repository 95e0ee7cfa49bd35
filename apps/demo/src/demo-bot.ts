import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Demo mode: the bot runs in this process (PGlite belongs to one process), connected through
 * the listening socket to the emulator mounted here — the same gateway and REST a bot of its own
 * would use — and told of settings changes by the embedded database's in-process NOTIFY.
 */
export async function startDemoBot(app: FastifyInstance): Promise<() => Promise<void>> {
  const { startBot } = await import('@hoshi/bot');
  const address = app.server.address() as AddressInfo;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const emulator = `http://${host}:${address.port}/discord-emulator`;
  const log = app.log.child({ component: 'bot' });
  const bot = await startBot({
    database: app.database,
    token: app.config.discord.botToken,
    apiBase: `${emulator}/api`,
    cdnBase: `${emulator}/cdn`,
    publicUrl: app.config.publicUrl,
    // The bot's connection is a start-up line: the demo's log makes it stand out.
    log: {
      info: (m) => log.info({ startup: m.startsWith('connected as') }, m),
      warn: (m) => log.warn(m),
      error: (m) => log.error(m),
    },
  });
  return () => bot.stop();
}
