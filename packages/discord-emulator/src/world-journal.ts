import { DEMO } from './seed/demo-ids.ts';
import { botRole } from './seed/roles.ts';
import type { Guild, World } from './seed/world.ts';
import type { EmulatorState } from './state.ts';
import { findGuild, findMember } from './state.ts';
import type { BotAuthorized, WorldChange } from './world-change.ts';

/**
 * What Discord does when a bot is authorized into a guild: the bot joins with a new managed role,
 * placed just above @everyone, carrying the permissions the invite asked for. Re-inviting only
 * updates that role's permissions.
 */
function applyBotAuthorized(guild: Guild, change: BotAuthorized): boolean {
  if (findMember(guild, DEMO.botUserId)) {
    const managed = guild.roles.find((r) => r.managed && r.tags?.bot_id === DEMO.botUserId);
    if (managed) managed.permissions = change.permissions;
    return true;
  }
  if (guild.roles.some((r) => r.id === change.roleId)) return false;
  for (const role of guild.roles) if (role.position >= 1) role.position += 1;
  const role = botRole(change.roleId, BigInt(change.permissions));
  role.position = 1;
  guild.roles.push(role);
  guild.members.push({
    user_id: DEMO.botUserId,
    nick: null,
    roles: [role.id],
    joined_at: change.joinedAt,
    premium_since: null,
  });
  guild.approximate_member_count += 1;
  return true;
}

function removeMember(guild: Guild, userId: string): boolean {
  const before = guild.members.length;
  guild.members = guild.members.filter((m) => m.user_id !== userId);
  if (guild.members.length === before) return false;
  guild.approximate_member_count = Math.max(0, guild.approximate_member_count - 1);
  return true;
}

function applyToGuild(world: World, guild: Guild, change: WorldChange): boolean {
  switch (change.kind) {
    case 'bot-authorized':
      return applyBotAuthorized(guild, change);
    case 'channel-created':
      if (guild.channels.some((c) => c.id === change.channel.id)) return false;
      guild.channels.push(change.channel);
      return true;
    case 'channel-updated': {
      const at = guild.channels.findIndex((c) => c.id === change.channel.id);
      if (at < 0) return false;
      guild.channels[at] = change.channel;
      return true;
    }
    case 'channel-deleted': {
      const before = guild.channels.length;
      // Deleting a category leaves its children without one, as on Discord; threads go with their parent.
      guild.channels = guild.channels.filter(
        (c) => c.id !== change.channelId && !(c.kind === 'thread' && c.parent_id === change.channelId),
      );
      for (const c of guild.channels)
        if (c.kind === 'guild' && c.parent_id === change.channelId) c.parent_id = null;
      return guild.channels.length < before;
    }
    case 'member-joined':
      if (findMember(guild, change.member.user_id)) return false;
      if (change.user && !world.users.some((u) => u.id === change.user?.id)) world.users.push(change.user);
      if (!world.users.some((u) => u.id === change.member.user_id)) return false;
      guild.members.push(change.member);
      guild.approximate_member_count += 1;
      return true;
    case 'member-left':
      return removeMember(guild, change.userId);
    case 'member-updated': {
      const at = guild.members.findIndex((m) => m.user_id === change.member.user_id);
      if (at < 0) return false;
      guild.members[at] = change.member;
      return true;
    }
    case 'member-banned': {
      removeMember(guild, change.userId);
      guild.bans = [...new Set([...(guild.bans ?? []), change.userId])];
      const { [change.userId]: _earlier, ...reasons } = guild.ban_reasons ?? {};
      guild.ban_reasons =
        change.reason === undefined ? reasons : { ...reasons, [change.userId]: change.reason };
      return true;
    }
    case 'member-unbanned': {
      if (!guild.bans?.includes(change.userId)) return false;
      guild.bans = guild.bans.filter((id) => id !== change.userId);
      const { [change.userId]: _lifted, ...reasons } = guild.ban_reasons ?? {};
      guild.ban_reasons = reasons;
      return true;
    }
    case 'guild-boosted':
      guild.premium_subscription_count = change.premiumSubscriptionCount;
      return true;
    case 'guild-created':
      return false;
  }
}

/** Applies one change; false when it no longer fits the world (say, the seed lost that guild). */
export function applyWorldChange(world: World, change: WorldChange): boolean {
  if (change.kind === 'guild-created') {
    if (findGuild(world, change.guildId)) return false;
    world.guilds.push(structuredClone(change.guild));
    return true;
  }
  const guild = findGuild(world, change.guildId);
  if (!guild) return false;
  return applyToGuild(world, guild, change);
}

/** Every world mutation goes through here, so a state file can replay it after a restart. */
export function recordWorldChange(state: EmulatorState, change: WorldChange): boolean {
  if (!applyWorldChange(state.world, change)) return false;
  state.worldChanges.push(change);
  state.notifyChanged();
  return true;
}
