import { Client, ClientUser, LimitedCollection, VoiceState, type Guild } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheOptions, cacheSweepers } from './client-options.ts';

const BOT = '300000000000000001';
const GUILD = '200000000000000001';
const clients: Client[] = [];
// discord.js builds these from gateway payloads; its typings keep the constructors to itself.
const MakeClientUser = ClientUser as unknown as new (client: Client, data: object) => ClientUser;
const MakeVoiceState = VoiceState as unknown as new (guild: Guild, data: object) => VoiceState;
afterEach(async () => {
  for (const client of clients.splice(0)) await client.destroy();
});

/** A client that never connects, with a guild added as a GUILD_CREATE would add it. */
function clientWithGuild(choice?: 'hoshi' | 'discord.js defaults') {
  const client = new Client({ intents: [], ...cacheOptions(choice) });
  clients.push(client);
  // What READY does: client.user first, then its entry in the users cache.
  const me = new MakeClientUser(client, {
    id: BOT,
    username: 'hoshi',
    discriminator: '0',
    avatar: null,
    bot: true,
  });
  client.user = me;
  client.users.cache.set(me.id, me);
  const guild = (client.guilds as unknown as { _add(data: object): Guild })._add({
    id: GUILD,
    name: 'Star Lounge',
    owner_id: BOT,
    roles: [
      {
        id: GUILD,
        name: '@everyone',
        permissions: '0',
        position: 0,
        color: 0,
        hoist: false,
        managed: false,
        mentionable: false,
      },
    ],
    channels: [
      { id: '400000000000000001', type: 0, name: 'welcome', position: 0, permission_overwrites: [] },
    ],
    emojis: [{ id: '500000000000000001', name: 'star', roles: [], animated: false }],
    members: [
      {
        user: { id: BOT, username: 'hoshi', discriminator: '0', avatar: null, bot: true },
        roles: [],
        joined_at: '2024-01-01T00:00:00Z',
      },
      {
        user: { id: '100000000000000001', username: 'akari', discriminator: '0', avatar: null },
        roles: [],
        joined_at: '2024-01-01T00:00:00Z',
      },
    ],
    voice_states: [],
  });
  return { client, guild };
}

describe("the bot's discord.js caches", () => {
  it('keep every member, channel and role the features read, and no users or emojis past them', () => {
    const { client, guild } = clientWithGuild();
    expect(guild.members.cache.map((m) => m.user.username).sort()).toEqual(['akari', 'hoshi']);
    expect(guild.members.cache).not.toBeInstanceOf(LimitedCollection);
    expect(guild.channels.cache.size).toBe(1);
    expect(guild.roles.cache.size).toBe(1);
    expect(guild.voiceStates.cache).not.toBeInstanceOf(LimitedCollection);
    // A member holds its own user; the users cache keeps the bot's alone.
    expect([...client.users.cache.keys()]).toEqual([BOT]);
    expect(guild.emojis.cache.size).toBe(0);
  });

  it('share one empty cache among the managers that keep nothing, which stays empty', () => {
    const { guild } = clientWithGuild();
    const channel = guild.channels.cache.first();
    if (!channel?.isTextBased()) throw new Error('the guild has its text channel');
    expect(channel.messages.cache).toBe(guild.emojis.cache);
    // The guild came with an emoji, which the shared cache refused.
    expect(channel.messages.cache.size).toBe(0);
  });

  it("hold users and emojis with discord.js's defaults (the bench's baseline)", () => {
    const { client, guild } = clientWithGuild('discord.js defaults');
    expect(client.users.cache.size).toBe(2);
    expect(guild.emojis.cache.size).toBe(1);
  });

  it('sweep voice states out of voice only: those in a channel are what auto-VC and VC alerts read', () => {
    const { guild } = clientWithGuild();
    const sweep = cacheSweepers().voiceStates?.filter();
    const inVoice = new MakeVoiceState(guild, {
      user_id: '100000000000000001',
      channel_id: '400000000000000002',
    });
    const left = new MakeVoiceState(guild, { user_id: BOT, channel_id: null });
    expect(sweep?.(inVoice, inVoice.id, guild.voiceStates.cache)).toBe(false);
    expect(sweep?.(left, left.id, guild.voiceStates.cache)).toBe(true);
  });
});
