import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO } from '@hoshi/discord-emulator';
import { DATABASES, messagesIn, startWorld, type World, type WorldGuild } from './harness.ts';

/**
 * `npm run bot` with BOT_CLUSTERS (docs/decisions/0103): the manager, its REST proxy and two
 * cluster processes of two shards each, against the emulator with Discord's limits on. Clusters
 * in processes of their own share PostgreSQL (PGlite belongs to one process): without
 * TEST_DATABASE_URL these tests are skipped.
 */
const postgres = DATABASES.find((d) => d.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SHARDS = 4;

let world: World | undefined;
let manager: ChildProcess | undefined;
const output: string[] = [];
afterEach(async (context) => {
  if (context.task.result?.state === 'fail' && world)
    console.log(output.join('').slice(-8000), (await stats(world)).statuses);
  const child = manager;
  if (child && child.exitCode === null) {
    const exited = new Promise<boolean>((resolve) => child.once('exit', () => resolve(true)));
    child.kill('SIGTERM');
    const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 15_000));
    if (!(await Promise.race([exited, timeout]))) child.kill('SIGKILL');
  }
  manager = undefined;
  output.length = 0;
  await world?.close();
  world = undefined;
});

const shardOf = (id: string) => Number((BigInt(id) >> 22n) % BigInt(SHARDS));

/** `perShard` guilds on each shard, each greeting every join in its text channel. */
async function guildsOnEveryShard(w: World, perShard: number) {
  const base = (BigInt(DEMO.guilds.A) >> 22n) + 1000n;
  const guilds: { id: string; text: string; shard: number }[] = [];
  for (let i = 0; i < perShard * SHARDS; i += 1) {
    const id = ((base - (base % BigInt(SHARDS)) + BigInt(i)) << 22n).toString();
    const res = await w.act('/_world/guilds', { id, name: `Cluster ${i}`, owner_id: DEMO.users.akari });
    expect(res.statusCode).toBe(201);
    const text = (res.json() as { text_channel_id: string }).text_channel_id;
    await w.save(
      'greetings',
      (g) => (g.join = { channel: text, style: 'text', message: 'hello !NAME!' }),
      id,
    );
    guilds.push({ id, text, shard: shardOf(id) });
  }
  return guilds;
}

/** `npm run bot`'s process with BOT_CLUSTERS=2, once every cluster says it is ready. */
async function startClusters(w: World, readyCount = 2): Promise<ChildProcess> {
  const { port } = w.app.server.address() as { port: number };
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/bot/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DISCORD_BOT_TOKEN: DEMO.botToken,
      DATABASE_URL: w.databaseUrl ?? '',
      DISCORD_API_URL: `http://127.0.0.1:${port}/discord-emulator/api`,
      BOT_CLUSTERS: '2',
      BOT_SHARD_COUNT: String(SHARDS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  manager = child;
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  await readyLines(readyCount);
  return child;
}

const readyLines = (count: number) =>
  new Promise<void>((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if ((output.join('').match(/cluster \d+ ready/g) ?? []).length >= count) {
        clearInterval(timer);
        resolve();
      } else if (manager?.exitCode !== null || Date.now() - started > 120_000) {
        clearInterval(timer);
        reject(new Error(`the clusters never got ready: ${output.join('').slice(-4000)}`));
      }
    }, 50);
  });

const greetings = (guild: WorldGuild, channel: string, names: readonly string[]) => {
  const lines = messagesIn(guild, channel).flatMap((m) => m.content.split('\n'));
  return names.map((name) => lines.filter((line) => line === `hello ${name}`).length);
};

async function joinBurst(w: World, guilds: { id: string }[], prefix: string, each: number) {
  const names = guilds.map((_, g) => Array.from({ length: each }, (_, i) => `${prefix}${g}_${i}`));
  const joins = guilds.flatMap((guild, g) =>
    (names[g] ?? []).map((username) => ({ guild_id: guild.id, user: { username } })),
  );
  const res = await w.act('/_world/joins', { joins });
  expect(res.statusCode).toBe(201);
  return names;
}

async function stats(w: World) {
  return (await w.app.inject({ url: '/discord-emulator/_stats' })).json<{
    statuses: Record<string, number>;
  }>();
}

describe.runIf(postgres)('the bot in shard clusters (PostgreSQL)', () => {
  it('greets a burst in guilds of all four shards once each through one REST proxy, with no 429', async () => {
    world = await startWorld(postgres ?? {});
    const w = world;
    await w.bot.stop();
    // 30 guilds a shard, two joins each: some 120 messages at once from two processes, more
    // than Discord's 50 a second, which each process alone would allow itself.
    const guilds = await guildsOnEveryShard(w, 30);
    expect(new Set(guilds.map((g) => g.shard))).toEqual(new Set([0, 1, 2, 3]));
    await w.app.inject({ method: 'DELETE', url: '/discord-emulator/_stats' });
    const started = Date.now();
    await startClusters(w);
    const readyMs = Date.now() - started;
    const burstAt = Date.now();
    const names = await joinBurst(w, guilds, 'b', 2);
    for (const [g, guild] of guilds.entries()) {
      const found = await w.until(
        (wg) => greetings(wg, guild.text, names[g] ?? []).every((n) => n >= 1) && wg,
        guild.id,
      );
      if (greetings(found, guild.text, names[g] ?? []).some((n) => n !== 1))
        console.log(
          guild.id,
          messagesIn(found, guild.text).map((m) => [m.id, (m as { nonce?: string }).nonce, m.content]),
        );
      expect(greetings(found, guild.text, names[g] ?? [])).toEqual((names[g] ?? []).map(() => 1));
    }
    const burstMs = Date.now() - burstAt;
    const statuses = (await stats(w)).statuses;
    console.log(
      `clusters ready in ${readyMs} ms; ${guilds.length * 2} joins in ${guilds.length} guilds greeted in ${burstMs} ms`,
      statuses,
    );
    expect(statuses['429'] ?? 0).toBe(0);
    expect(output.join('')).toMatch(/2 clusters of 4 shards; REST through http:\/\/127\.0\.0\.1:\d+\/api/);
  });

  it('starts a cluster killed with SIGKILL again, which greets once each member who joined meanwhile', async () => {
    world = await startWorld(postgres ?? {});
    const w = world;
    await w.bot.stop();
    const guilds = await guildsOnEveryShard(w, 2);
    await startClusters(w);
    const before = await joinBurst(w, guilds, 'before', 3);
    const greetedAll = (names: string[][]) =>
      Promise.all(
        guilds.map((guild, g) =>
          w.until((wg) => greetings(wg, guild.text, names[g] ?? []).every((n) => n >= 1) && wg, guild.id),
        ),
      );
    await greetedAll(before);
    // Cluster 1 (shards 2 and 3) is killed as a burst arrives, and more join while it is down.
    const pid = Number(/cluster 1 ready: shards 2,3 \(pid (\d+)\)/.exec(output.join(''))?.[1]);
    expect(pid).toBeGreaterThan(0);
    const during = joinBurst(w, guilds, 'during', 5);
    process.kill(pid, 'SIGKILL');
    const missed = [await during, await joinBurst(w, guilds, 'down', 5)];
    await readyLines(3);
    const after = await joinBurst(w, guilds, 'after', 2);
    await greetedAll(after);
    for (const names of missed) await greetedAll(names);
    for (const [g, guild] of guilds.entries()) {
      const wg = await w.guild(guild.id);
      const everyone = [before, ...missed, after].flatMap((names) => names[g] ?? []);
      if (greetings(wg, guild.text, everyone).some((n) => n !== 1))
        console.log(
          guild.id,
          messagesIn(wg, guild.text).map((m) => [m.id, (m as { nonce?: string }).nonce, m.content]),
        );
      expect([guild.shard, greetings(wg, guild.text, everyone)]).toEqual([
        guild.shard,
        everyone.map(() => 1),
      ]);
    }
    const text = output.join('');
    expect(text).toContain('cluster 1 died; the manager starts it again to resume 2 sessions');
    // Shards 2 and 3 resumed their old sessions and heard what the dead process had not handled.
    const replayed = new Map(
      [...text.matchAll(/shard (\d): (\d+) missed events replayed/g)].map((m) => [m[1], Number(m[2])]),
    );
    console.log('missed events replayed per shard', Object.fromEntries(replayed));
    expect(replayed.get('2')).toBeGreaterThan(0);
    expect(replayed.get('3')).toBeGreaterThan(0);
  });
});
