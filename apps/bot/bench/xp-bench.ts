// XP for `npm run bench`: messages processed per second through the emulator's gateway with XP
// stored, then every member's stored XP checked against the rules replayed on the same messages.
// Prints progress on stderr and one JSON line last on stdout (scripts/bench.mjs reads it).
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { decideXp, type XpStanding } from '@hoshi/contracts';
import { DEMO } from '@hoshi/discord-emulator';
import { schema } from '@hoshi/server/db';
import { freshPostgres, startInMemoryServer } from '@hoshi/server/testing';
import { startBot } from '../src/index.ts';
import { profiled } from './profile.ts';

const MEMBERS = 200;
const MESSAGES = 20_000;
const SENDERS = 50;
const GUILD = DEMO.guilds.A;
const CHANNEL = DEMO.channels.generalA;
const T0 = Date.UTC(2026, 10, 26, 9);

const step = (label: string) => console.error(`… xp bench: ${label}`);

async function run(label: string, databaseUrl?: string) {
  step(`${label}: starting`);
  const app = await startInMemoryServer({ config: { demoBot: false, ...(databaseUrl ? { databaseUrl } : {}) } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const emulator = `http://127.0.0.1:${port}/discord-emulator`;
  const bot = await startBot({
    database: app.database,
    token: DEMO.botToken,
    apiBase: `${emulator}/api`,
    cdnBase: `${emulator}/cdn`,
    log: { info: () => undefined, warn: () => undefined, error: (m) => console.error(m) },
  });
  const post = async (path: string, body: object) => {
    const res = await fetch(`${emulator}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, string>>;
  };
  try {
    const doc = structuredClone(await app.settings.get(GUILD, 'xp'));
    Object.assign(doc, { rate: 1, boostBonus: 0, exempt: [], channel: null, lvlroles: {} });
    doc.reward = { role: null, level: 0 };
    await app.settings.save(GUILD, 'xp', DEMO.users.akari, doc);
    const members: string[] = [];
    for (let i = 0; i < MEMBERS; i++)
      members.push((await post('/_world/join', { guild_id: GUILD, user: { username: `xp${i}` } })).user_id ?? '');
    const guild = () => bot.client.guilds.cache.get(GUILD);
    while (!members.every((id) => guild()?.members.cache.has(id))) await new Promise((r) => setTimeout(r, 20));

    step(`${label}: ${MESSAGES} messages from ${MEMBERS} members`);
    const sent = new Map<string, string[]>(members.map((id) => [id, []]));
    const before = bot.xp.stats.messages;
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    await profiled(`xp-${label}`, async () => {
      // Each sender speaks for its own members, one message after another, as a member's messages
      // reach Discord in order; a member writes every 10 s of their own time, so one in six pays.
      await Promise.all(
        Array.from({ length: SENDERS }, async (_, sender) => {
          for (let i = sender; i < MESSAGES; i += SENDERS) {
            const author = members[i % MEMBERS] ?? '';
            const at = T0 + Math.floor(i / MEMBERS) * 10_000;
            const message = await post('/_world/message', {
              channel_id: CHANNEL,
              user_id: author,
              content: 'gg',
              timestamp: new Date(at).toISOString(),
            });
            sent.get(author)?.push(message.id ?? '');
          }
        }),
      );
      while (bot.xp.stats.messages - before < MESSAGES) await new Promise((r) => setTimeout(r, 5));
      await bot.idle();
    });
    const ms = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);

    step(`${label}: checking every member's XP`);
    let wrong = 0;
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
      const [row] = await app.database.db
        .select({ xp: schema.memberXp.xp })
        .from(schema.memberXp)
        .where(and(eq(schema.memberXp.guildId, GUILD), eq(schema.memberXp.userId, userId)));
      if ((row?.xp ?? 0) !== standing.xp) wrong++;
    }
    return {
      label,
      messages: MESSAGES,
      perSecond: Math.round((MESSAGES / ms) * 1000),
      // The whole process's CPU (emulator, server and bot) per message: steadier than the rate on a loaded machine.
      cpuUsPerMessage: Math.round((cpu.user + cpu.system) / MESSAGES),
      members: MEMBERS,
      wrong,
    };
  } finally {
    await bot.stop();
    await app.close();
  }
}

// BENCH_DATABASES=postgres (or pglite) runs one database only; both by default.
const only = process.env.BENCH_DATABASES;
const results = only === 'postgres' ? [] : [await run('PGlite')];
if (process.env.TEST_DATABASE_URL && only !== 'pglite') {
  const postgres = await freshPostgres(process.env.TEST_DATABASE_URL, 'hoshi_xp_bench');
  try {
    results.push(await run('PostgreSQL', postgres.url));
  } finally {
    await postgres.drop();
  }
}
console.log(JSON.stringify(results));
process.exit(0);
