// The scale world (what the bench and the scale tests measure against): the demo world plus one user in 200 guilds and the bot in 5,000,
// the user's guilds at Discord's maxima of 500 channels and 250 roles. Generated, deterministic
// (same ids and names on every start) and fast to seed; the demo ids stay as they are.
import { Permission, combine } from '../permissions.ts';
import { DEMO } from './demo-ids.ts';
import { BOT_PERMISSIONS, botRole, everyoneRole, role } from './roles.ts';
import { seedWorld } from './seed-world.ts';
import type { Guild, GuildChannel, Member, Role, World } from './world.ts';

/** Sizes and ids of the scale world, for benches and tests. */
export const SCALE = {
  /** "Nova", a member of USER_GUILDS guilds. */
  user: '100000000000000900',
  /** Generated guilds; the bot is in all but the BOT_ABSENT ones. */
  guildCount: 5_010,
  /** The first USER_GUILDS generated guilds have Nova as a member. */
  userGuilds: 200,
  /** Nova owns guilds 1–50 and has MANAGE_GUILD in 51–100; in 101–200 Nova is a plain member. */
  owned: 50,
  managed: 100,
  /** Guilds 91–100 (manageable by Nova) and 4,901–4,910 are without the bot. */
  botAbsent: (n: number) => (n > 90 && n <= 100) || (n > 4_900 && n <= 4_910),
  channelsPerGuild: 500,
  rolesPerGuild: 250,
} as const;

/** The id of generated guild n (1-based): 7 followed by n, 18 digits. */
export function scaleGuildId(n: number): string {
  return `7${String(n).padStart(17, '0')}`;
}
const roleIdOf = (n: number, r: number) => `8${String(n).padStart(5, '0')}${String(r).padStart(12, '0')}`;
const channelIdOf = (n: number, c: number) => `9${String(n).padStart(5, '0')}${String(c).padStart(12, '0')}`;

const JOINED = '2024-06-01T00:00:00.000000+00:00';
const MODERATOR = combine(Permission.MANAGE_GUILD, Permission.MANAGE_MESSAGES).toString();
const PALETTE = [0, 0x1abc9c, 0x3498db, 0x9b59b6, 0xe91e63, 0xf1c40f, 0xe67e22, 0x95a5a6];

/** 250 roles: @everyone, the bot's managed role, a moderator role, and plain ones. */
function fullRoles(n: number, guildId: string, withBot: boolean): Role[] {
  const roles: Role[] = [everyoneRole(guildId)];
  roles.push(
    role({
      id: roleIdOf(n, 1),
      name: 'Moderator',
      position: SCALE.rolesPerGuild - 1,
      permissions: MODERATOR,
      color: 0xe74c3c,
    }),
  );
  if (withBot) roles.push({ ...botRole(roleIdOf(n, 2), BOT_PERMISSIONS), position: SCALE.rolesPerGuild - 2 });
  for (let r = roles.length; r < SCALE.rolesPerGuild; r++) {
    roles.push(
      role({
        id: roleIdOf(n, r),
        name: `role-${r}`,
        position: SCALE.rolesPerGuild - 1 - r,
        permissions: '0',
        color: PALETTE[r % 8] ?? 0,
      }),
    );
  }
  return roles;
}

/** 500 channels: 25 categories, each with 15 text and 4 voice channels under it (25 + 475 = 500). */
function fullChannels(n: number, guildId: string): GuildChannel[] {
  const channels: GuildChannel[] = [];
  let c = 1;
  for (let cat = 0; cat < 25; cat++) {
    const categoryId = channelIdOf(n, c++);
    channels.push({
      kind: 'guild',
      id: categoryId,
      type: 4,
      guild_id: guildId,
      name: `Category ${cat + 1}`,
      position: cat,
      parent_id: null,
      permission_overwrites: [],
      flags: 0,
      nsfw: false,
    });
    for (let i = 0; i < 19; i++) {
      const voice = i >= 15;
      const base = {
        kind: 'guild' as const,
        id: channelIdOf(n, c++),
        guild_id: guildId,
        name: voice ? `voice-${cat + 1}-${i - 14}` : `text-${cat + 1}-${i + 1}`,
        position: i,
        parent_id: categoryId,
        permission_overwrites: [],
        flags: 0,
        nsfw: false,
        last_message_id: null,
        rate_limit_per_user: 0,
      };
      channels.push(
        voice
          ? { ...base, type: 2, bitrate: 64000, user_limit: 0, rtc_region: null }
          : { ...base, type: 0, topic: null },
      );
    }
  }
  return channels;
}

function scaleGuild(n: number): Guild {
  const id = scaleGuildId(n);
  const withBot = !SCALE.botAbsent(n);
  const full = n <= SCALE.userGuilds;
  const members: Member[] = [];
  if (full) {
    const roles = n > SCALE.owned && n <= SCALE.managed ? [roleIdOf(n, 1)] : [];
    members.push({ user_id: SCALE.user, nick: null, roles, joined_at: JOINED, premium_since: null });
  }
  if (withBot) {
    const roles = full ? [roleIdOf(n, 2)] : [roleIdOf(n, 1)];
    members.push({ user_id: DEMO.botUserId, nick: null, roles, joined_at: JOINED, premium_since: null });
  }
  return {
    id,
    name: `Scale Server ${n}`,
    icon: null,
    banner: null,
    splash: null,
    description: null,
    owner_id: full && n <= SCALE.owned ? SCALE.user : DEMO.users.sora,
    features: [],
    premium_tier: 0,
    premium_subscription_count: 0,
    approximate_member_count: 10 + n,
    approximate_presence_count: 1,
    preferred_locale: 'en-US',
    verification_level: 0,
    afk_channel_id: null,
    system_channel_id: null,
    rules_channel_id: null,
    public_updates_channel_id: null,
    roles: full
      ? fullRoles(n, id, withBot)
      : [
          everyoneRole(id),
          ...(withBot ? [{ ...botRole(roleIdOf(n, 1), BOT_PERMISSIONS), position: 1 }] : []),
        ],
    channels: full ? fullChannels(n, id) : [],
    members,
  };
}

/**
 * The demo world plus the generated guilds and Nova: all SCALE.guildCount of them, or the first
 * `guildCount` (the bot's memory bench measures 2,500 too).
 */
export function seedScaleWorld(guildCount: number = SCALE.guildCount): World {
  const world = seedWorld();
  world.users.push({
    id: SCALE.user,
    username: 'nova',
    global_name: 'Nova',
    discriminator: '0',
    avatar: null,
    banner: null,
    accent_color: null,
    bot: false,
    email: 'nova@example.com',
    locale: 'en-US',
  });
  for (let n = 1; n <= guildCount; n++) world.guilds.push(scaleGuild(n));
  return world;
}
