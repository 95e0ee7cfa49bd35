// The bot alone in a process of its own for the memory bench (memory-bench.ts): its arguments are
// the PostgreSQL URL, the emulator's base URL and the caches ('hoshi' or 'discord.js defaults').
// It tells its parent over the IPC channel once discord.js is ready with every guild and the bot
// has handled what the ready brought (each guild's resync), then idles until it is stopped.
import { openDatabase } from '@hoshi/db';
import { DEMO } from '@hoshi/discord-emulator';
import { startBot } from '@hoshi/bot';

const [databaseUrl, emulator, caches] = process.argv.slice(2);
if (!databaseUrl || !emulator || (caches !== 'hoshi' && caches !== 'discord.js defaults'))
  throw new Error('memory-child.ts: arguments are the PostgreSQL URL, the emulator base and the caches');

const database = await openDatabase({ databaseUrl });
const bot = await startBot({
  database,
  token: DEMO.botToken,
  apiBase: `${emulator}/api`,
  cdnBase: `${emulator}/cdn`,
  caches,
  log: { info: () => undefined, warn: () => undefined, error: (m) => console.error(m) },
});
while (!bot.client.isReady()) await new Promise((r) => setTimeout(r, 50));
// Each guild's resync after the ready is handled (its settings read) before memory is read.
await new Promise((r) => setTimeout(r, 200));
await bot.idle();
process.send?.({ guilds: bot.client.guilds.cache.size });
// Asked again once idle: what of the RSS is V8's heap (the rest is code, stacks and native memory).
process.on('message', () => process.send?.({ heapUsedMb: Math.round(process.memoryUsage().heapUsed / 2 ** 20) }));
process.on('disconnect', () => {
  void bot.stop().then(() => database.close()).then(() => process.exit(0));
});
