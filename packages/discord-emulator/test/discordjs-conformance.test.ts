import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  Client,
  Events,
  GatewayIntentBits,
  MessageFlags,
} from 'discord.js';
import type { ButtonInteraction, GuildMember } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO } from '../src/index.ts';
import type { Running } from './gateway-harness.ts';
import { listening, world } from './gateway-harness.ts';

// The conformance test: discord.js v14 itself, configured as docs/product.md#what-the-bot-does says, against the emulator.

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
    expect(guild?.roles.cache.get(DEMO.roles.botA)?.name).toBe('Hoshi');
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

  it('fetches members over the gateway (op 8 → GUILD_MEMBERS_CHUNK)', async () => {
    running = await listening();
    const client = makeClient(running.base);
    await ready(client);
    const guild = client.guilds.cache.get(DEMO.guilds.A);
    if (!guild) throw new Error('Star Lounge is not cached');
    await world(running.app, '/_world/join', {
      guild_id: DEMO.guilds.A,
      user: { username: 'fetched_later' },
    });
    const all = await guild.members.fetch();
    expect(all.some((m) => m.user.username === 'fetched_later')).toBe(true);
    expect(all.size).toBe(guild.members.cache.size);
    const some = await guild.members.fetch({ user: [DEMO.users.mika, DEMO.users.akari] });
    expect([...some.keys()].sort()).toEqual([DEMO.users.akari, DEMO.users.mika]);
    const byName = await guild.members.fetch({ query: 'fetch', limit: 5 });
    expect([...byName.values()].map((m) => m.user.username)).toEqual(['fetched_later']);
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

  it('sends a message with a button, gets the press as an interaction and answers it', async () => {
    running = await listening();
    const client = makeClient(running.base);
    await ready(client);
    const channel = client.channels.cache.get(DEMO.channels.generalA);
    if (!channel?.isSendable()) throw new Error('general is not a text channel in the cache');
    const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
      new ButtonBuilder().setCustomId('lottery:enter').setLabel('Enter').setStyle(ButtonStyle.Primary),
    );
    const sent = await channel.send({ content: 'A lottery!', components: [row] });

    const pressed = new Promise<ButtonInteraction>((resolve) =>
      client.once(Events.InteractionCreate, (i) => {
        if (i.isButton()) resolve(i);
      }),
    );
    await world(running.app, '/_world/click', {
      message_id: sent.id,
      user_id: DEMO.users.mika,
      custom_id: 'lottery:enter',
    });
    const interaction = await pressed;
    expect([interaction.customId, interaction.user.id, interaction.message.id]).toEqual([
      'lottery:enter',
      DEMO.users.mika,
      sent.id,
    ]);
    await interaction.reply({ content: 'You are in!', flags: MessageFlags.Ephemeral });
    const state = await running.app.inject({
      method: 'GET',
      url: `/discord-emulator/_world/guilds/${DEMO.guilds.A}`,
    });
    const messages = state.json<{
      messages: Record<string, Array<{ content: string; ephemeral_for?: string }>>;
    }>().messages[DEMO.channels.generalA];
    expect(messages?.at(-1)).toMatchObject({ content: 'You are in!', ephemeral_for: DEMO.users.mika });
  });

  it('DMs a member (user.send), and meets 50007 once they close their DMs', async () => {
    running = await listening();
    const client = makeClient(running.base);
    await ready(client);
    const mika = await client.users.fetch(DEMO.users.mika);
    const sent = await mika.send('You were warned in Star Lounge.');
    expect(sent.channel.isDMBased()).toBe(true);
    const state = async () =>
      (
        await running?.app.inject({ method: 'GET', url: `/discord-emulator/_world/guilds/${DEMO.guilds.A}` })
      )?.json<{ direct_messages: Record<string, Array<{ content: string }>> }>().direct_messages;
    expect((await state())?.[DEMO.users.mika]?.map((m) => m.content)).toEqual([
      'You were warned in Star Lounge.',
    ]);

    await world(running.app, '/_world/dms', { user_id: DEMO.users.mika, open: false });
    await expect(mika.send('Again')).rejects.toMatchObject({ code: 50007, status: 403 });
    expect((await state())?.[DEMO.users.mika]).toHaveLength(1);
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
