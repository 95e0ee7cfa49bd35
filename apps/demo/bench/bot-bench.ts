// The bot's numbers for `npm run bench`, with the emulator holding the bot to Discord's limits
// (50 requests a second, 5 messages per 5 s per channel; decision 0079): a raid of 1,000 joins
// across 10 guilds (time to the last greeting, 429s the emulator answered), event → action latency
// at a steady rate within those limits, and how long a dashboard save takes to reach the bot. Prints progress on
// stderr and one JSON line last on stdout (scripts/bench.mjs reads it). `--json` is accepted for
// symmetry with the other bench scripts. On PostgreSQL the bot runs here and the server + emulator
// and the driver in a child process (world.ts); on PGlite all share this process.
import { DEMO, DISCORD_LIMITS } from '@hoshi/discord-emulator';
import { freshPostgres } from '@hoshi/db/testing';
import { startBot } from '@hoshi/bot';
import { profiled } from './profile.ts';
import { openWorld, text, type Call } from './world.ts';

const GUILDS = 10;
const BURST = 1000;
/** Joins per request to the emulator: as many as the XP bench's messages. */
const PER_REQUEST = 25;
/**
 * The steady run: each join one greeting, so the rate stays within Discord's limits: 40 a second
 * (of the bot's 50 requests a second) spread over 50 guilds' channels, 4 messages per 5 s in each
 * (of 5). Before Discord's limits held in the emulator it was 100 a second over 10 guilds.
 */
const PACED = 300;
const PACED_GUILDS = 50;
const PACED_PER_SECOND = 40;
const SAVES = 20;
const GREETING = 'Welcome !NAME!';
const DISCORD_EPOCH = 1420070400000;
/** When the emulator made a message: its id's timestamp, as Discord's. */
const madeAt = (id: string) => Number(BigInt(id) >> 22n) + DISCORD_EPOCH;

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
    const channels: string[] = [];
    for (let i = 0; i < Math.max(GUILDS, PACED_GUILDS); i += 1) {
      const made = await world.post('/_world/guilds', { name: `Bench ${i}`, owner_id: DEMO.users.akari });
      const id = text(made, 'id');
      guilds.push(id);
      channels.push(text(made, 'text_channel_id'));
      const doc = structuredClone(await world.settingsGet(id, 'greetings'));
      doc.join = { channel: text(made, 'text_channel_id') || null, style: 'text', message: GREETING };
      await world.settingsSave(id, 'greetings', DEMO.users.akari, doc);
    }
    while (!guilds.every((id) => bot.client.guilds.cache.has(id))) await new Promise((r) => setTimeout(r, 20));
    /** How often each name was greeted in guild i's channel, and when its last greeting was made. */
    const greeted = async (i: number, names: readonly string[]) => {
      const guild = await world.request('GET', `/_world/guilds/${guilds[i] ?? ''}`);
      const messages = ((guild.messages as Record<string, { id: string; content: string }[]> | undefined) ?? {})[
        channels[i] ?? ''
      ] ?? [];
      const lines = new Map<string, number>();
      let last = 0;
      for (const message of messages)
        for (const line of message.content.split('\n')) {
          lines.set(line, (lines.get(line) ?? 0) + 1);
          last = Math.max(last, madeAt(message.id));
        }
      return { counts: names.map((name) => lines.get(`Welcome ${name}`) ?? 0), last };
    };

    step(`${label}: ${BURST} joins across ${GUILDS} guilds at once`);
    let n = 0;
    // Each guild's joins one after another, the guilds side by side. A lane hands the emulator
    // PER_REQUEST joins at a time (/_world/joins): each still reaches the bot as its own
    // GUILD_MEMBER_ADD, and the driver's own requests no longer take the emulator's time from the
    // bot's greetings (Discord's members cost the bot's Discord nothing).
    const burstNames: string[][] = guilds.slice(0, GUILDS).map(() => []);
    const lanes: Call[][] = guilds.slice(0, GUILDS).map((guildId, g) =>
      Array.from({ length: BURST / GUILDS / PER_REQUEST }, () => ({
        path: '/_world/joins',
        body: {
          joins: Array.from({ length: PER_REQUEST }, () => {
            const username = `${label.slice(0, 2).toLowerCase()}b${n++}`;
            burstNames[g]?.push(username);
            return { guild_id: guildId, user: { username } };
          }),
        },
      })),
    );
    const handledBefore = bot.intake.stats.handled;
    bot.intake.stats.latencies.length = 0;
    // The emulator's answers by status, from the raid's start: its 429s are what the bot ran into.
    await world.request('DELETE', '/_stats');
    const startedAt = Date.now();
    const started = performance.now();
    const cpuBefore = await world.cpu();
    let driveMs = 0;
    await profiled(`joins-${label}`, async () => {
      await world.drive(lanes);
      driveMs = performance.now() - started;
      while (bot.intake.stats.handled - handledBefore < BURST) await new Promise((r) => setTimeout(r, 5));
      await bot.idle();
    });
    const burstMs = performance.now() - started;
    const cpuAfter = await world.cpu();
    const burstLatencies = [...bot.intake.stats.latencies];
    const stats = await world.request('GET', '/_stats');
    const statuses = (stats.statuses as Record<string, number> | undefined) ?? {};
    // Every member greeted exactly once, and when the last greeting was made.
    let lastGreeting = 0;
    let wronglyGreeted = 0;
    for (let i = 0; i < GUILDS; i += 1) {
      const { counts, last } = await greeted(i, burstNames[i] ?? []);
      wronglyGreeted += counts.filter((c) => c !== 1).length;
      lastGreeting = Math.max(lastGreeting, last);
    }

    // The burst used up each greeting channel's rate-limit window: the first greeting after it
    // waits for the window to close (Discord's limit, whatever the bot). The paced run measures
    // the bot's latency at a steady rate, so it starts once those windows have closed.
    const messageWindowMs = DISCORD_LIMITS.routes['POST /channels/:id/messages']?.windowMs ?? 0;
    await new Promise((r) => setTimeout(r, messageWindowMs + 100));
    step(`${label}: ${PACED} joins at ${PACED_PER_SECOND}/s across ${PACED_GUILDS} guilds`);
    bot.intake.stats.latencies.length = 0;
    const pacedBefore = bot.intake.stats.handled;
    await world.request('DELETE', '/_stats');
    // Each join on its own schedule from the start (not from the previous one), so a slow answer
    // does not bunch the joins after it.
    const pacedStart = performance.now();
    for (let i = 0; i < PACED; i += 1) {
      const due = pacedStart + (i * 1000) / PACED_PER_SECOND;
      await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
      void world.post('/_world/join', {
        guild_id: guilds[i % PACED_GUILDS] ?? '',
        user: { username: `${label.slice(0, 2).toLowerCase()}p${i}` },
      });
    }
    while (bot.intake.stats.handled - pacedBefore < PACED) await new Promise((r) => setTimeout(r, 5));
    const paced = [...bot.intake.stats.latencies];
    const pacedStatuses =
      ((await world.request('GET', '/_stats')).statuses as Record<string, number> | undefined) ?? {};

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
      /** The driver's time to hand the emulator all 1,000 joins. */
      raidDriveMs: Math.round(driveMs),
      /** From the raid's first join to the emulator making its last greeting message. */
      lastGreetingMs: lastGreeting - startedAt,
      /** Members greeted other than exactly once (0 expected). */
      wronglyGreeted,
      /** The emulator's answers during the raid: 429s and all. */
      raid429s: statuses['429'] ?? 0,
      raidAnswers: Object.values(statuses).reduce((a, b) => a + b, 0),
      paced429s: pacedStatuses['429'] ?? 0,
      pacedGuilds: PACED_GUILDS,
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
