// The bot's memory for `npm run bench`: the bot alone in a process of its own on PostgreSQL, idle
// after its ready, in the scale world at 2,500 and at 5,000 guilds, with the emulator standing in
// for Discord in another process (`npm run emulator` with EMULATOR_WORLD=scale). Each size is
// measured with discord.js's default caches and node's V8 defaults (the baseline) and with Hoshi's
// caches and V8 flags (src/runtime/client-options.ts, v8-flags.ts), in the same run: the RSS idle
// after the ready, then after a forced full GC beside the live heap. Progress on stderr; one JSON line last on
// stdout (scripts/bench.mjs reads it). PostgreSQL only (TEST_DATABASE_URL): in production the bot
// runs alone on PostgreSQL; PGlite belongs to the server's process.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { freshPostgres } from '@hoshi/db/testing';
import { BOT_V8_FLAGS, type CacheChoice } from '@hoshi/bot';

/** Generated guilds of the scale world (the bot is absent from 10 of the first 2,500, 20 of all). */
const SIZES = (process.env.BENCH_MEMORY_SIZES ?? '2500,5010').split(',').map(Number);
/**
 * The V8 flags of the bot's process with Hoshi's caches: the bot's own (BOT_V8_FLAGS, as `npm run
 * bot` runs it), or BENCH_BOT_V8_FLAGS (space-separated) to try others. The baseline runs with
 * node's defaults.
 */
const V8_FLAGS = process.env.BENCH_BOT_V8_FLAGS?.split(' ').filter(Boolean) ?? BOT_V8_FLAGS;
/** Both by default; BENCH_MEMORY_CACHES=hoshi for a diagnostic run of Hoshi's alone. */
const CHOICES: CacheChoice[] = process.env.BENCH_MEMORY_CACHES === 'hoshi' ? ['hoshi'] : ['discord.js defaults', 'hoshi'];
/** How long the bot idles after its ready before its memory is read. */
const SETTLE_MS = Number(process.env.BENCH_MEMORY_SETTLE_MS ?? 10_000);
const step = (label: string) => console.error(`… bot memory: ${label}`);
const standalone = fileURLToPath(new URL('../../../packages/discord-emulator/src/standalone.ts', import.meta.url));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const rssMb = (pid: number | undefined) => {
  const status = pid === undefined ? '' : readStatus(pid);
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return kb ? Math.round(Number(kb) / 1024) : 0;
};
const readStatus = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return '';
  }
};

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

async function startEmulator(guilds: number) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', standalone], {
    env: {
      ...process.env,
      EMULATOR_PORT: String(port),
      EMULATOR_WORLD: 'scale',
      EMULATOR_SCALE_GUILDS: String(guilds),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let said = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      said += chunk.toString('utf8');
      if (said.includes('listening on')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the emulator exited (${code}) before it listened`)));
  });
  child.stdout.resume();
  return { child, base: `http://127.0.0.1:${port}/discord-emulator` };
}

async function measure(databaseUrl: string, emulator: string, caches: CacheChoice) {
  const postgres = await freshPostgres(databaseUrl, 'hoshi_bot_memory');
  const child = fork(fileURLToPath(new URL('./memory-child.ts', import.meta.url)), [postgres.url, emulator, caches], {
    execArgv: ['--import', 'tsx', '--expose-gc', ...(caches === 'hoshi' ? V8_FLAGS : [])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const started = performance.now();
    const [ready] = (await Promise.race([
      once(child, 'message'),
      once(child, 'exit').then(([code]) => {
        throw new Error(`the bot exited (${String(code)}) before its ready`);
      }),
    ])) as [{ guilds: number }];
    const readyMs = Math.round(performance.now() - started);
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const rss = rssMb(child.pid);
    const ask = async (what: 'memory' | 'gc' | 'snapshot') => {
      const answer = once(child, 'message');
      child.send(what);
      const [{ heapUsedMb }] = (await answer) as [{ heapUsedMb: number }];
      return heapUsedMb;
    };
    const heapUsedMb = await ask('memory');
    // Then a full collection: what is left is what the bot holds, and the RSS after it.
    const liveHeapMb = await ask('gc');
    const gcRssMb = rssMb(child.pid);
    if (process.env.BENCH_MEMORY_SNAPSHOT) await ask('snapshot');
    return {
      caches,
      v8Flags: caches === 'hoshi' ? V8_FLAGS.join(' ') : '',
      guilds: ready.guilds,
      readyMs,
      rssMb: rss,
      heapUsedMb,
      gcRssMb,
      liveHeapMb,
    };
  } finally {
    const exited = once(child, 'exit');
    if (child.connected) child.disconnect();
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
    await postgres.drop();
  }
}

const results = [];
const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) step('skipped: TEST_DATABASE_URL is not set (the bot alone runs on PostgreSQL)');
else
  for (const size of SIZES) {
    step(`the emulator with the scale world's first ${size.toLocaleString('en')} generated guilds`);
    const emulator = await startEmulator(size);
    try {
      const runs = [];
      for (const caches of CHOICES) {
        step(`${size.toLocaleString('en')} guilds, ${caches}`);
        runs.push(await measure(databaseUrl, emulator.base, caches));
      }
      results.push({ scaleGuilds: size, emulatorRssMb: rssMb(emulator.child.pid), settleMs: SETTLE_MS, runs });
    } finally {
      await stop(emulator.child);
    }
  }
console.log(JSON.stringify(results));
process.exit(0);
