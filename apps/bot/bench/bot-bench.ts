// The bot's numbers for `npm run bench`: joins handled per second through the emulator's gateway,
// event → action latency, and how long a dashboard save takes to reach the bot. Prints progress on
// stderr and one JSON line last on stdout (scripts/bench.mjs reads it). `--json` is accepted for
// symmetry with the other bench scripts. On PostgreSQL the bot runs here and the server + emulator
// and the driver in a child process (world.ts); on PGlite all share this process.
import { DEMO, DISCORD_LIMITS } from '@hoshi/discord-emulator';
import { freshPostgres } from '@hoshi/server/testing';
import { startBot } from '../src/index.ts';
import { profiled } from './profile.ts';
import { openWorld, text, type Call } from './world.ts';

const GUILDS = 10;
const BURST = 1000;
/** Joins per request to the emulator: as many as the XP bench's messages. */
const PER_REQUEST = 25;
const PACED = 300;
const PACED_PER_SECOND = 100;
const SAVES = 20;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const step = (label: string) => console.error(`… bot bench: ${label}`);

async function run(label: string, databaseUrl?: string) {
  step(`${label}: starting`);
  const world = await openWorld(databaseUrl);
  step(`${label}: ${world.topology}`);
  const { emulator } = world;
  const bot = await startBot({
    database: world.database,
    token: DEMO.botToken,
    apiBase: `${emulator}/api`,
    cdnBase: `${emulator}/cdn`,
    log: { info: () => undefined, warn: () => undefined, error: (m) => console.error(m) },
  });
  try {
    const guilds: string[] = [];
    for (let i = 0; i < GUILDS; i += 1) {
      const made = await world.post('/_world/guilds', { name: `Bench ${i}`, owner_id: DEMO.users.akari });
      const id = text(made, 'id');
      guilds.push(id);
      const doc = structuredClone(await world.settingsGet(id, 'greetings'));
      doc.join = { channel: text(made, 'text_channel_id') || null, style: 'text', message: 'Welcome !USER! to !SERVER!' };
      await world.settingsSave(id, 'greetings', DEMO.users.akari, doc);
    }
    while (!guilds.every((id) => bot.client.guilds.cache.has(id))) await new Promise((r) => setTimeout(r, 20));

    step(`${label}: ${BURST} joins across ${GUILDS} guilds at once`);
    let n = 0;
    // Each guild's joins one after another, the guilds side by side. A lane hands the emulator
    // PER_REQUEST joins at a time (/_world/joins): each still reaches the bot as its own
    // GUILD_MEMBER_ADD, and the driver's own requests no longer take the emulator's time from the
    // bot's greetings (Discord's members cost the bot's Discord nothing).
    const lanes: Call[][] = guilds.map((guildId) =>
      Array.from({ length: BURST / GUILDS / PER_REQUEST }, () => ({
        path: '/_world/joins',
        body: {
          joins: Array.from({ length: PER_REQUEST }, () => ({
            guild_id: guildId,
            user: { username: `${label.slice(0, 2).toLowerCase()}b${n++}` },
          })),
        },
      })),
    );
    const handledBefore = bot.intake.stats.handled;
    bot.intake.stats.latencies.length = 0;
    const started = performance.now();
    const cpuBefore = await world.cpu();
    await profiled(`joins-${label}`, async () => {
      await world.drive(lanes);
      while (bot.intake.stats.handled - handledBefore < BURST) await new Promise((r) => setTimeout(r, 5));
      await bot.idle();
    });
    const burstMs = performance.now() - started;
    const cpuAfter = await world.cpu();
    const burstLatencies = [...bot.intake.stats.latencies];

    // The burst used up each greeting channel's rate-limit window: the first greeting after it
    // waits for the window to close (Discord's limit, whatever the bot). The paced run measures
    // the bot's latency at a steady rate, so it starts once those windows have closed.
    const messageWindowMs = DISCORD_LIMITS.routes['POST /channels/:id/messages']?.windowMs ?? 0;
    await new Promise((r) => setTimeout(r, messageWindowMs + 100));
    step(`${label}: ${PACED} joins at ${PACED_PER_SECOND}/s`);
    bot.intake.stats.latencies.length = 0;
    const pacedBefore = bot.intake.stats.handled;
    for (let i = 0; i < PACED; i += 1) {
      const due = performance.now() + 1000 / PACED_PER_SECOND;
      void world.post('/_world/join', { guild_id: guilds[i % GUILDS] ?? '', user: { username: `${label.slice(0, 2).toLowerCase()}p${i}` } });
      await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
    }
    while (bot.intake.stats.handled - pacedBefore < PACED) await new Promise((r) => setTimeout(r, 5));
    const paced = [...bot.intake.stats.latencies];

    step(`${label}: settings save → the bot sees it`);
    const seen: number[] = [];
    const guildId = guilds[0] ?? '';
    for (let i = 0; i < SAVES; i += 1) {
      await bot.feed.get(guildId);
      const doc = structuredClone(await world.settingsGet(guildId, 'greetings'));
      doc.join.message = `Welcome !USER! (${i})`;
      const saved = performance.now();
      const noticed = new Promise<void>((resolve) => {
        const stop = bot.feed.watch((id) => {
          if (id !== guildId) return;
          stop();
          resolve();
        });
      });
      await world.settingsSave(guildId, 'greetings', DEMO.users.akari, doc);
      await noticed;
      const fresh = await bot.feed.get(guildId);
      if (fresh.settings.greetings.join.message !== doc.join.message) throw new Error('the bot read an old version');
      seen.push(performance.now() - saved);
    }
    return {
      label,
      joinsPerSecond: Math.round((BURST / burstMs) * 1000),
      topology: world.topology,
      // CPU per join, steadier than the rate on a loaded machine: all processes together, and the
      // bot's process (with the server, emulator and driver on PGlite).
      cpuMsPerJoin: Math.round((cpuAfter.bot + cpuAfter.world - cpuBefore.bot - cpuBefore.world) / 10 / BURST) / 100,
      botCpuMsPerJoin: Math.round((cpuAfter.bot - cpuBefore.bot) / 10 / BURST) / 100,
      burstP50: Math.round(percentile(burstLatencies, 50)),
      burstP99: Math.round(percentile(burstLatencies, 99)),
      pacedPerSecond: PACED_PER_SECOND,
      latencyP50: Math.round(percentile(paced, 50) * 10) / 10,
      latencyP99: Math.round(percentile(paced, 99) * 10) / 10,
      settingsP50: Math.round(percentile(seen, 50) * 10) / 10,
      settingsMax: Math.round(Math.max(...seen) * 10) / 10,
    };
  } finally {
    await bot.stop();
    await world.close();
  }
}

// BENCH_DATABASES=postgres (or pglite) runs one database only; both by default.
const only = process.env.BENCH_DATABASES;
const results = only === 'postgres' ? [] : [await run('PGlite')];
if (process.env.TEST_DATABASE_URL && only !== 'pglite') {
  const postgres = await freshPostgres(process.env.TEST_DATABASE_URL, 'hoshi_bot_bench');
  try {
    results.push(await run('PostgreSQL', postgres.url));
  } finally {
    await postgres.drop();
  }
}
console.log(JSON.stringify(results));
process.exit(0);
