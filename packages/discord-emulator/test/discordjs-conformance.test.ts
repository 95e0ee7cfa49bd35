import { Client, Events, GatewayIntentBits } from 'discord.js';
import type { GuildMember } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO } from '../src/index.ts';
import type { Running } from './gateway-harness.ts';
import { listening, world } from './gateway-harness.ts';

// The conformance test: discord.js v14 itself, configured as DESIGN §8 says, against the emulator.

/** The next id after guild A's timestamp part: `(id >> 22) % 2` is 1, where the demo guilds give 0. */
const OTHER_SHARD_GUILD = (((BigInt(DEMO.guilds.A) >> 22n) + 1n) << 22n).toString();

const INTENTS = [
  GatewayIntentBits.Guilds,
  GatewayIntentBits.GuildMembers,
  GatewayIntentBits.GuildVoiceStates,
  GatewayIntentBits.GuildMessages,
  GatewayIntentBits.MessageContent,
];

let running: Running | undefined;
const clients: Client[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) await client.destroy();
  await running?.app.close();
  running = undefined;
});

function makeClient(base: string, shards?: { shards: number[]; shardCount: number }): Client {
  const client = new Client({ intents: INTENTS, rest: { api: `${base}/api` }, ...shards });
  clients.push(client);
  return client;
}

async function ready(client: Client): Promise<void> {
  const readied = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  await client.login(DEMO.botToken);
  await readied;
}

function nextMemberAdd(client: Client): Promise<GuildMember> {
  return new Promise((resolve) => client.once(Events.GuildMemberAdd, resolve));
}

describe('discord.js v14 against the emulator', () => {
  it('reaches READY, caches the world and receives GuildMemberAdd', async () => {
    running = await listening();
    const client = makeClient(running.base);
    await ready(client);

    const guild = client.guilds.cache.get(DEMO.guilds.A);
    expect(guild?.name).toBe('Star Lounge');
    expect(client.guilds.cache.has(DEMO.guilds.D)).toBe(false);
    expect(guild?.channels.cache.get(DEMO.channels.generalA)?.name).toBe('general');
    expect(guild?.roles.cache.get(DEMO.roles.botA)?.name).toBeDefined();
    expect(guild?.members.cache.get(DEMO.users.mika)?.premiumSinceTimestamp).toBeGreaterThan(0);
    const countBefore = guild?.memberCount ?? 0;

    const added = nextMemberAdd(client);
    const response = await world(running.app, '/_world/join', {
      guild_id: DEMO.guilds.A,
      user: { username: 'comet_fan' },
    });
    expect(response.statusCode).toBe(201);
    const member = await added;
    expect(member.user.username).toBe('comet_fan');
    expect(member.guild.id).toBe(DEMO.guilds.A);
    expect(member.guild.memberCount).toBe(countBefore + 1);
  });

  it('resumes after the switch drops its socket and gets what happened meanwhile', async () => {
    running = await listening();
    const client = makeClient(running.base);
    await ready(client);
    const resumed = new Promise<void>((resolve) => client.once(Events.ShardResume, () => resolve()));
    const added = nextMemberAdd(client);

    // Drop the socket, then join while the bot is away: the event must come through the resume.
    const tripped = await world(running.app, '/_gateway', { action: 'close' });
    expect(tripped.json()).toEqual({ sessions: 1 });
    await world(running.app, '/_world/join', { guild_id: DEMO.guilds.B, user: { username: 'late_owl' } });

    await resumed;
    const member = await added;
    expect(member.user.username).toBe('late_owl');
    expect(member.guild.id).toBe(DEMO.guilds.B);
  });

  it('runs 2 shards, each holding only its guilds', async () => {
    running = await listening();
    // The demo guild ids all fall on one shard; a guild made on the other makes the test mean something.
    const made = await world(running.app, '/_world/guilds', {
      id: OTHER_SHARD_GUILD,
      name: 'Shard Two',
      owner_id: DEMO.users.mika,
    });
    expect(made.statusCode, made.body).toBe(201);
    const shard0 = makeClient(running.base, { shards: [0], shardCount: 2 });
    const shard1 = makeClient(running.base, { shards: [1], shardCount: 2 });
    await Promise.all([ready(shard0), ready(shard1)]);

    expect([...shard0.guilds.cache.keys()].sort()).toEqual([DEMO.guilds.A, DEMO.guilds.B, DEMO.guilds.C]);
    expect([...shard1.guilds.cache.keys()]).toEqual([OTHER_SHARD_GUILD]);

    let shard1Got = 0;
    shard1.on(Events.GuildMemberAdd, () => (shard1Got += 1));
    const added = nextMemberAdd(shard0);
    await world(running.app, '/_world/join', { guild_id: DEMO.guilds.A, user: { username: 'shard_test' } });
    expect((await added).guild.id).toBe(DEMO.guilds.A);
    const addedOnOne = nextMemberAdd(shard1);
    await world(running.app, '/_world/join', { guild_id: OTHER_SHARD_GUILD, user: { id: DEMO.users.akari } });
    expect((await addedOnOne).guild.id).toBe(OTHER_SHARD_GUILD);
    expect(shard1Got).toBe(1);
  });
});
