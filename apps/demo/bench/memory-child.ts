// The bot alone in a process of its own for the memory bench (memory-bench.ts): its arguments are
// the PostgreSQL URL, the emulator's base URL and the caches ('hoshi' or 'discord.js defaults').
// It tells its parent over the IPC channel once discord.js is ready with every guild and the bot
// has handled what the ready brought (each guild's resync), then idles until it is stopped.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getHeapSpaceStatistics, writeHeapSnapshot } from 'node:v8';
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
const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
/** The process's resident memory by mapping (anonymous or the file's name), largest first, in MB. */
const mappings = () => {
  const rss = new Map<string, number>();
  let name = '';
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) name = head[1] || '(anonymous)';
    const kb = /^Rss:\s+(\d+) kB/.exec(line)?.[1];
    if (kb) rss.set(name, (rss.get(name) ?? 0) + Number(kb));
  }
  return [...rss].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([n, kb]) => [n, mb(kb * 1024)]);
};
// Asked again once idle: what of the RSS is V8's heap (the rest is code, stacks and native memory);
// then asked to collect (forked with --expose-gc): the live heap, what the bot holds; then, for a
// diagnostic run (BENCH_MEMORY_SNAPSHOT, a directory), a heap snapshot of it.
process.on('message', (asked) => {
  if (asked === 'gc') globalThis.gc?.({ type: 'major', execution: 'sync' });
  const snapshot = process.env.BENCH_MEMORY_SNAPSHOT;
  if (asked === 'snapshot' && snapshot)
    writeHeapSnapshot(join(snapshot, `bot-${bot.client.guilds.cache.size}-${caches.replace(/\W+/g, '-')}.heapsnapshot`));
  const usage = process.memoryUsage();
  if (process.env.BENCH_MEMORY_DETAIL)
    console.error(
      JSON.stringify({
        asked,
        rss: mb(usage.rss),
        heapTotal: mb(usage.heapTotal),
        heapUsed: mb(usage.heapUsed),
        external: mb(usage.external),
        mappings: mappings(),
        spaces: getHeapSpaceStatistics().map((s) => [s.space_name, mb(s.space_size), mb(s.space_used_size)]),
      }),
    );
  process.send?.({ heapUsedMb: mb(usage.heapUsed) });
});
process.on('disconnect', () => {
  void bot.stop().then(() => database.close()).then(() => process.exit(0));
});
