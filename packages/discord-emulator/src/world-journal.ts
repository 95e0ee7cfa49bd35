import { DEMO } from './seed/demo-ids.ts';
import { botRole } from './seed/roles.ts';
import type { Guild, World } from './seed/world.ts';
import type { EmulatorState } from './state.ts';
import { findGuild, findMember } from './state.ts';
import type { BotAuthorized, ChannelCreated, ChannelDeleted, WorldChange } from './world-change.ts';

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

function applyChannelCreated(guild: Guild, change: ChannelCreated): boolean {
  if (guild.channels.some((c) => c.id === change.channel.id)) return false;
  guild.channels.push(change.channel);
  return true;
}

function applyChannelDeleted(guild: Guild, change: ChannelDeleted): boolean {
  const at = guild.channels.findIndex((c) => c.id === change.channelId);
  if (at < 0) return false;
  guild.channels.splice(at, 1);
  return true;
}

/** Applies one change; false when it no longer fits the world (say, the seed lost that guild). */
export function applyWorldChange(world: World, change: WorldChange): boolean {
  const guild = findGuild(world, change.guildId);
  if (!guild) return false;
  switch (change.kind) {
    case 'bot-authorized':
      return applyBotAuthorized(guild, change);
    case 'channel-created':
      return applyChannelCreated(guild, change);
    case 'channel-deleted':
      return applyChannelDeleted(guild, change);
  }
}

/** Every world mutation goes through here, so a state file can replay it after a restart. */
export function recordWorldChange(state: EmulatorState, change: WorldChange): void {
  if (!applyWorldChange(state.world, change)) return;
  state.worldChanges.push(change);
  state.notifyChanged();
}
