import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { decideXp, type XpStanding } from '@hoshi/contracts';
import { xpModule } from '@hoshi/bot';
import { DEMO } from '@hoshi/discord-emulator';
import { openDatabase, schema } from '@hoshi/db';
import { BotStore } from '@hoshi/bot/runtime/bot-store';
import { A, DATABASES, WELCOME, messagesIn, startWorld, type World, type WorldGuild } from './harness.ts';

let world: World | undefined;
let child: ChildProcess | undefined;
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') console.log(world?.logs);
  child?.kill('SIGKILL');
  child = undefined;
  await world?.close();
  world = undefined;
});

const greetEveryone = (w: World, guildId: string = A, channel: string = WELCOME) =>
  w.save(
    'greetings',
    (g) => {
      g.join = { channel, style: 'text', message: 'hello !NAME!' };
    },
    guildId,
  );

/** A guild whose id puts it on shard 1 of 2 (the demo guilds are all on shard 0), and its text channel. */
async function guildOnShardOne(w: World): Promise<{ id: string; text: string }> {
  const id = (((BigInt(A) >> 22n) + 1n) << 22n).toString();
  const created = await w.act('/_world/guilds', { id, name: 'Shard One', owner_id: DEMO.users.akari });
  expect(created.statusCode).toBe(201);
  return { id, text: (created.json() as { text_channel_id: string }).text_channel_id };
}

async function joinMany(w: World, prefix: string, count: number, guildId: string = A): Promise<string[]> {
  const names = Array.from({ length: count }, (_, i) => `${prefix}_${i}`);
  for (const username of names) {
    const res = await w.act('/_world/join', { guild_id: guildId, user: { username } });
    expect(res.statusCode).toBe(201);
  }
  return names;
}

/**
 * How often each name was greeted in the channel: a line of a message each (a burst's greetings
 * go together, several members to a message).
 */
const greetings = (guild: WorldGuild, channel: string, names: readonly string[]) => {
  const lines = messagesIn(guild, channel).flatMap((m) => m.content.split('\n'));
  return names.map((name) => lines.filter((line) => line === `hello ${name}`).length);
};

const allGreeted =
  (names: readonly string[], channel: string = WELCOME) =>
  (g: WorldGuild) =>
    greetings(g, channel, names).every((n) => n >= 1) && g;

describe.each(DATABASES)('the bot under faults ($name)', (database) => {
  it('resumes a connection dropped mid-burst with no join lost or greeted twice', async () => {
    world = await startWorld(database);
    const w = world;
    await greetEveryone(w);
    const tripped = await w.act('/_gateway', { action: 'close', afterDispatches: 5 });
    expect(tripped.statusCode).toBe(200);
    const names = await joinMany(w, 'burst', 20);
    const guild = await w.until(allGreeted(names));
    expect(greetings(guild, WELCOME, names)).toEqual(names.map(() => 1));
  });

  it('runs two shards in one process, each guild handled by its own', async () => {
    world = await startWorld(database);
    const w = world;
    await w.bot.stop();
    await w.startBot({ shards: [0, 1], shardCount: 2 });
    const { id: otherShard, text } = await guildOnShardOne(w);
    await greetEveryone(w);
    await greetEveryone(w, otherShard, text);
    await w.until(() => w.bot.client.guilds.cache.has(otherShard));
    const zero = await joinMany(w, 'zero', 3);
    const one = await joinMany(w, 'one', 3, otherShard);
    await w.until(allGreeted(zero));
    await w.until(allGreeted(one, text), otherShard);
    expect(w.bot.client.guilds.cache.get(otherShard)?.shardId).toBe(1);
    expect(w.bot.client.guilds.cache.get(A)?.shardId).toBe(0);
  });

  it("sends again what its own shards left unanswered, never another process's actions on their way", async () => {
    world = await startWorld(database);
    const w = world;
    await w.bot.stop();
    const { id: otherShard, text } = await guildOnShardOne(w);
    // Recorded and not yet answered: on shard 0 by a process that is sending it now (another
    // cluster, between its record and its message), on shard 1 by one that died meanwhile.
    const store = new BotStore(w.app.database.db);
    const greet = (channelId: string, content: string) => ({
      type: 'send' as const,
      channelId,
      content,
      mentions: { users: [], roles: [] },
    });
    const [live] = (await store.record('add:live', A, [greet(WELCOME, 'hello live')])) ?? [];
    await store.record('add:dead', otherShard, [greet(text, 'hello dead')]);
    await w.startBot({ shards: [1], shardCount: 2 });
    await w.until((g) => messagesIn(g, text).some((m) => m.content === 'hello dead'), otherShard);
    await w.bot.idle();
    // Shard 0's action is its own process's to send: not sent here, and still waiting for it.
    expect(messagesIn(await w.guild(A), WELCOME).map((m) => m.content)).not.toContain('hello live');
    expect((await store.pending()).map((p) => p.id)).toEqual([live?.id]);
  });

  it('never sends again its own greetings recorded since it connected, between their record and their merging', async () => {
    world = await startWorld(database);
    const w = world;
    await greetEveryone(w);
    await w.bot.stop();
    // The read of what is left unanswered is held until a burst's greetings are recorded and about
    // to be put into one message, and their merging until that read is done: the order in which a
    // read made at ready (the clusters test's double greeting, 0103) found them. A read made before
    // the bot connects is held by nothing (a second at most) and finds nothing of the burst.
    const { pending, merge } = BotStore.prototype;
    let merging!: () => void;
    const mergeStarted = new Promise<void>((resolve) => (merging = resolve));
    let read!: () => void;
    const readDone = new Promise<void>((resolve) => (read = resolve));
    vi.spyOn(BotStore.prototype, 'pending').mockImplementation(async function (this: BotStore, ...args) {
      await Promise.race([mergeStarted, sleep(1000)]);
      try {
        return await pending.apply(this, args);
      } finally {
        read();
      }
    });
    vi.spyOn(BotStore.prototype, 'merge').mockImplementation(async function (this: BotStore, ...args) {
      merging();
      await readDone;
      return merge.apply(this, args);
    });
    try {
      await w.startBot();
      const names = Array.from({ length: 10 }, (_, i) => `held_${i}`);
      const res = await w.act('/_world/joins', {
        joins: names.map((username) => ({ guild_id: A, user: { username } })),
      });
      expect(res.statusCode).toBe(201);
      await w.until(allGreeted(names));
      await w.bot.idle();
      expect(greetings(await w.guild(A), WELCOME, names)).toEqual(names.map(() => 1));
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('handles a burst of 1,000 joins across 10 guilds completely, each greeted once', async () => {
    world = await startWorld(database);
    const w = world;
    const guilds: { id: string; text: string }[] = [];
    for (let i = 0; i < 10; i += 1) {
      const res = await w.act('/_world/guilds', { name: `Burst ${i}`, owner_id: DEMO.users.akari });
      const body = res.json() as { id: string; text_channel_id: string };
      guilds.push({ id: body.id, text: body.text_channel_id });
      await greetEveryone(w, body.id, body.text_channel_id);
    }
    await w.until(() => guilds.every((g) => w.bot.client.guilds.cache.has(g.id)));
    const names = await Promise.all(guilds.map((g, i) => joinMany(w, `g${i}`, 100, g.id)));
    await w.bot.idle();
    for (const [i, g] of guilds.entries()) {
      const guild = await w.until(allGreeted(names[i] ?? [], g.text), g.id);
      expect(greetings(guild, g.text, names[i] ?? [])).toEqual((names[i] ?? []).map(() => 1));
    }
  });
});

describe.runIf(DATABASES.some((d) => d.url))('a bot whose PostgreSQL connections are cut', () => {
  it('greets each member once and credits each message as the rules do, without a restart', async () => {
    world = await startWorld(DATABASES.find((d) => d.url) ?? {});
    const w = world;
    await w.bot.stop();
    // The bot's pool is named, so only its connections to this test's own database are cut.
    const url = new URL(w.databaseUrl ?? '');
    url.searchParams.set('application_name', 'hoshi_bot_cut');
    const own = await openDatabase({ databaseUrl: url.toString(), onIdleError: () => undefined });
    const killer = new pg.Client({ connectionString: w.databaseUrl });
    await killer.connect();
    let cuts = 0;
    const cut = async () => {
      const { rowCount } = await killer.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and application_name = 'hoshi_bot_cut'`,
      );
      cuts += rowCount ?? 0;
    };
    try {
      await w.startBot({ database: own });
      await greetEveryone(w);
      await w.save('xp', (x) => {
        x.rate = 1;
        x.exempt = [];
      });
      const names: string[] = [];
      const sent = new Map<string, string[]>();
      for (let round = 0; round < 6; round += 1) {
        const joining = joinMany(w, `cut${round}`, 10);
        await cut();
        names.push(...(await joining));
        const guild = await w.guild();
        const speakers = guild.members.filter((m) => m.username?.startsWith(`cut${round}_`));
        await Promise.all([
          cut(),
          ...speakers.map(async (m, i) => {
            const ids = sent.get(m.user_id) ?? [];
            for (let s = 0; s < 10; s += 1) {
              const res = await w.act('/_world/message', {
                channel_id: DEMO.channels.generalA,
                user_id: m.user_id,
                content: `line ${s}`,
                timestamp: new Date(T0 + round * 600_000 + i * 1000 + s * 30_000).toISOString(),
              });
              ids.push((res.json() as { id: string }).id);
            }
            sent.set(m.user_id, ids);
          }),
        ]);
      }
      const guild = await w.until(allGreeted(names));
      expect(greetings(guild, WELCOME, names)).toEqual(names.map(() => 1));
      await w.until(() => w.bot.runtime(xpModule).ledger.stats.messages >= 600 || undefined);
      await w.bot.idle();
      const rows = await w.app.database.db
        .select({ userId: schema.memberXp.userId, xp: schema.memberXp.xp })
        .from(schema.memberXp)
        .where(eq(schema.memberXp.guildId, A));
      const stored = new Map(rows.map((r) => [r.userId, r.xp]));
      for (const [userId, ids] of sent)
        expect([userId, stored.get(userId)]).toEqual([userId, expectedXp(ids)]);
      // Nothing recorded is left unsent.
      expect(await new BotStore(own.db).pending()).toEqual([]);
      expect(cuts).toBeGreaterThan(0);
    } finally {
      await w.bot.stop();
      await killer.end();
      await own.close();
    }
  });
});

/** What the rules give these messages of one member, in order from nothing (rate 1). */
function expectedXp(ids: readonly string[]): number {
  let standing: XpStanding = { xp: 0, lastAwardAt: null };
  for (const id of ids) {
    const d = decideXp(
      { id, channelId: DEMO.channels.generalA, parentId: null, authorIsBot: false, authorBoosts: false },
      standing,
      { rate: 1, boostBonus: 0, exempt: [] },
    );
    if (d.award) standing = { xp: d.xp, lastAwardAt: d.at };
  }
  return standing.xp;
}

const T0 = Date.UTC(2026, 10, 26, 9);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const postgres = DATABASES.find((d) => d.url);

describe.runIf(postgres)('a bot process killed with SIGKILL (PostgreSQL)', () => {
  it('greets nobody twice after it is started again, and greets those who join after', async () => {
    world = await startWorld(postgres ?? {});
    const w = world;
    await w.bot.stop();
    await greetEveryone(w);
    const { port } = w.app.server.address() as { port: number };
    const databaseUrl = w.databaseUrl ?? '';
    const output: string[] = [];
    /** A bot process, once it says it is connected. */
    const spawnBot = async () => {
      const started = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/bot/src/main.ts')], {
        cwd: root,
        env: {
          ...process.env,
          DISCORD_BOT_TOKEN: DEMO.botToken,
          DATABASE_URL: databaseUrl,
          DISCORD_API_URL: `http://127.0.0.1:${port}/discord-emulator/api`,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      await new Promise<void>((resolve, reject) => {
        started.stdout.on('data', (chunk: Buffer) => {
          output.push(chunk.toString());
          if (output.join('').includes('connected as')) resolve();
        });
        started.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
        started.once('exit', (code) => reject(new Error(`bot exited (${code}): ${output.join('')}`)));
      });
      return started;
    };
    const killed = await spawnBot();
    const first = await joinMany(w, 'before', 1);
    await w.until(allGreeted(first));
    const burst = joinMany(w, 'during', 30);
    await w.until((g) => messagesIn(g, WELCOME).length >= 5);
    killed.kill('SIGKILL');
    await burst;
    output.length = 0;
    await spawnBot();
    const after = await joinMany(w, 'after', 5);
    await w.until(allGreeted(after));
    const guild = await w.guild();
    const during = Array.from({ length: 30 }, (_, i) => `during_${i}`);
    expect(greetings(guild, WELCOME, [...first, ...during, ...after]).every((n) => n <= 1)).toBe(true);
    expect(greetings(guild, WELCOME, after)).toEqual(after.map(() => 1));
  });
});
