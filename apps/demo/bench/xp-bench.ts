// XP for `npm run bench`: messages processed per second through the emulator's gateway with XP
// stored, then every member's stored XP checked against the rules replayed on the same messages.
// Each database runs twice: XP alone (the baseline), then with every moderation rule on as well
// (anti-spam at its strictest level, judging every message, and ping moderation keeping each
// message for its longest windows; ordinary chat, so nobody is hit).
// On PostgreSQL the bot runs here and the server + emulator and the driver in a child process
// (world.ts); on PGlite all share this process. Prints progress on stderr and one JSON line last on
// stdout (scripts/bench.mjs reads it).
import { and, eq } from 'drizzle-orm';
import { decideXp, type XpStanding } from '@hoshi/contracts';
import { DEMO } from '@hoshi/discord-emulator';
import { schema } from '@hoshi/db';
import { freshPostgres } from '@hoshi/db/testing';
import { antispamModule, startBot, xpModule } from '@hoshi/bot';
import { profiled } from './profile.ts';
import { openWorld, text, type Answer, type Call } from './world.ts';

const MEMBERS = 200;
const MESSAGES = 20_000;
const SENDERS = 50;
/** Messages per request to the emulator: the driver's cost is the test's, not the bot's. */
const PER_REQUEST = 25;
const GUILD = DEMO.guilds.A;
const CHANNEL = DEMO.channels.generalA;
const T0 = Date.UTC(2026, 10, 26, 9);

const step = (label: string) => console.error(`… xp bench: ${label}`);

async function run(label: string, moderation: boolean, databaseUrl?: string) {
  step(`${label}: starting`);
  const world = await openWorld(databaseUrl);
  step(`${label}: ${world.topology}`);
  const { emulator, database } = world;
  const bot = await startBot({
    database,
    token: DEMO.botToken,
    apiBase: `${emulator}/api`,
    cdnBase: `${emulator}/cdn`,
    log: { info: () => undefined, warn: () => undefined, error: (m) => console.error(m) },
  });
  try {
    const doc = structuredClone(await world.settingsGet(GUILD, 'xp'));
    Object.assign(doc, { rate: 1, boostBonus: 0, exempt: [], channel: null, lvlroles: {} });
    doc.reward = { role: null, level: 0 };
    await world.settingsSave(GUILD, 'xp', DEMO.users.akari, doc);
    if (moderation) {
      const antispam = structuredClone(await world.settingsGet(GUILD, 'antispam'));
      Object.assign(antispam, { level: 5, handling: 1, reports: CHANNEL });
      await world.settingsSave(GUILD, 'antispam', DEMO.users.akari, antispam);
      // Ping moderation: ghost messages and pings over its longest window, @everyone answered.
      const pings = structuredClone(await world.settingsGet(GUILD, 'pings'));
      pings.msgSettings = { ...pings.msgSettings, channel: CHANNEL, time: 15 * 60 };
      pings.ghostSettings = { ...pings.ghostSettings, users: true, roles: true, everyone: true, time: 15 * 60 };
      pings.everyoneSettings = { ...pings.everyoneSettings, level: 1 };
      await world.settingsSave(GUILD, 'pings', DEMO.users.akari, pings);
    }
    const members: string[] = [];
    for (let i = 0; i < MEMBERS; i++)
      members.push(text(await world.post('/_world/join', { guild_id: GUILD, user: { username: `xp${i}` } }), 'user_id'));
    const guild = () => bot.client.guilds.cache.get(GUILD);
    while (!members.every((id) => guild()?.members.cache.has(id))) await new Promise((r) => setTimeout(r, 20));

    step(`${label}: ${MESSAGES} messages from ${MEMBERS} members`);
    // Each sender speaks for its own members, one message after another, as a member's messages
    // reach Discord in order; a member writes every 10 s of their own time, so one in six pays.
    // A sender hands the emulator PER_REQUEST messages at a time (/_world/messages): each still
    // reaches the bot as its own MESSAGE_CREATE.
    const lanes: { author: string; body: object }[][] = Array.from({ length: SENDERS }, (_, sender) => {
      const messages = [];
      for (let i = sender; i < MESSAGES; i += SENDERS) {
        const author = members[i % MEMBERS] ?? '';
        const timestamp = new Date(T0 + Math.floor(i / MEMBERS) * 10_000).toISOString();
        messages.push({ author, body: { channel_id: CHANNEL, user_id: author, content: 'gg', timestamp } });
      }
      return messages;
    });
    const requests: Call[][] = lanes.map((lane) => {
      const calls: Call[] = [];
      for (let i = 0; i < lane.length; i += PER_REQUEST)
        calls.push({ path: '/_world/messages', body: { messages: lane.slice(i, i + PER_REQUEST).map((m) => m.body) } });
      return calls;
    });
    const before = bot.runtime(xpModule).ledger.stats.messages;
    const started = performance.now();
    const cpuBefore = await world.cpu();
    const answers = await profiled(`xp-${label}`, async () => {
      const answers = await world.drive(requests);
      while (bot.runtime(xpModule).ledger.stats.messages - before < MESSAGES) await new Promise((r) => setTimeout(r, 5));
      await bot.idle();
      return answers;
    });
    const ms = performance.now() - started;
    const cpuAfter = await world.cpu();
    const sent = new Map<string, string[]>(members.map((id) => [id, []]));
    for (const [sender, lane] of lanes.entries()) {
      const ids = (answers[sender] ?? []).flatMap((answer) =>
        Array.isArray(answer.messages) ? answer.messages.map((m: Answer) => text(m, 'id')) : [],
      );
      for (const [i, { author }] of lane.entries()) sent.get(author)?.push(ids[i] ?? '');
    }

    step(`${label}: checking every member's XP and achievement messages`);
    let wrong = 0;
    let achievementsWrong = 0;
    for (const [userId, ids] of sent) {
      let standing: XpStanding = { xp: 0, lastAwardAt: null };
      for (const id of ids) {
        const d = decideXp(
          { id, channelId: CHANNEL, parentId: null, authorIsBot: false, authorBoosts: false },
          standing,
          doc,
        );
        if (d.award) standing = { xp: d.xp, lastAwardAt: d.at };
      }
      const [row] = await database.db
        .select({ xp: schema.memberXp.xp })
        .from(schema.memberXp)
        .where(and(eq(schema.memberXp.guildId, GUILD), eq(schema.memberXp.userId, userId)));
      if ((row?.xp ?? 0) !== standing.xp) wrong++;
      // Every message counted toward the member's achievements too, once.
      const [counted] = await database.db
        .select({ value: schema.achievementCounters.value })
        .from(schema.achievementCounters)
        .where(and(eq(schema.achievementCounters.userId, userId), eq(schema.achievementCounters.counter, 'messages')));
      if ((counted?.value ?? 0) !== ids.length) achievementsWrong++;
    }
    const antispam = bot.runtime(antispamModule).stats;
    if (moderation && antispam.judged < MESSAGES) throw new Error(`anti-spam judged ${antispam.judged} of ${MESSAGES}`);
    return {
      label,
      moderation,
      /** Anti-spam's hits on this ordinary chat (0 expected). */
      spamHits: antispam.hits,
      messages: MESSAGES,
      perSecond: Math.round((MESSAGES / ms) * 1000),
      topology: world.topology,
      // CPU per message, steadier than the rate on a loaded machine: the bot's process (with the
      // server, emulator and driver on PGlite) and all processes together.
      cpuUsPerMessage: Math.round((cpuAfter.bot + cpuAfter.world - cpuBefore.bot - cpuBefore.world) / MESSAGES),
      botCpuUsPerMessage: Math.round((cpuAfter.bot - cpuBefore.bot) / MESSAGES),
      members: MEMBERS,
      wrong,
      /** Members whose achievement message count is not their messages sent (0 expected). */
      achievementsWrong,
    };
  } finally {
    await bot.stop();
    await world.close();
  }
}

// BENCH_DATABASES=postgres (or pglite) runs one database only; both by default.
const only = process.env.BENCH_DATABASES;
const results = [];
for (const moderation of [false, true]) {
  if (only !== 'postgres') results.push(await run('PGlite', moderation));
  if (process.env.TEST_DATABASE_URL && only !== 'pglite') {
    const postgres = await freshPostgres(process.env.TEST_DATABASE_URL, 'hoshi_xp_bench');
    try {
      results.push(await run('PostgreSQL', moderation, postgres.url));
    } finally {
      await postgres.drop();
    }
  }
}
console.log(JSON.stringify(results));
process.exit(0);
