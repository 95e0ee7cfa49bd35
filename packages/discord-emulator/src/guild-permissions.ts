import { ALL_PERMISSIONS, Permission, guildPermissions, has } from './permissions.ts';
import type { Channel, Guild } from './seed/world.ts';
import { findMember } from './state.ts';

/** A member's guild-level permissions; undefined when the user is not in the guild. */
export function memberPermissions(guild: Guild, userId: string): bigint | undefined {
  const member = findMember(guild, userId);
  if (!member) return undefined;
  const everyone = guild.roles.find((r) => r.id === guild.id);
  const own = guild.roles.filter((r) => member.roles.includes(r.id));
  return guildPermissions({
    ownerId: guild.owner_id,
    userId,
    rolePermissions: [everyone?.permissions ?? '0', ...own.map((r) => r.permissions)],
  });
}

/**
 * Permissions in a channel, as Discord computes them: guild permissions, then the channel's
 * @everyone overwrite, the member's roles' overwrites together, then the member's own overwrite.
 * Administrators and the owner are not limited by overwrites.
 */
export function channelPermissions(guild: Guild, userId: string, channel: Channel): bigint {
  const base = memberPermissions(guild, userId);
  if (base === undefined) return 0n;
  if (base === ALL_PERMISSIONS || has(base, Permission.ADMINISTRATOR)) return ALL_PERMISSIONS;
  // Threads follow their parent channel's overwrites.
  const source = channel.kind === 'thread' ? guild.channels.find((c) => c.id === channel.parent_id) : channel;
  const overwrites = source?.kind === 'guild' ? source.permission_overwrites : [];
  const member = findMember(guild, userId);
  let permissions = base;
  const everyone = overwrites.find((o) => o.type === 0 && o.id === guild.id);
  if (everyone) permissions = (permissions & ~BigInt(everyone.deny)) | BigInt(everyone.allow);
  let allow = 0n;
  let deny = 0n;
  for (const o of overwrites)
    if (o.type === 0 && o.id !== guild.id && member?.roles.includes(o.id)) {
      allow |= BigInt(o.allow);
      deny |= BigInt(o.deny);
    }
  permissions = (permissions & ~deny) | allow;
  const own = overwrites.find((o) => o.type === 1 && o.id === userId);
  if (own) permissions = (permissions & ~BigInt(own.deny)) | BigInt(own.allow);
  return permissions;
}

/** The position of a member's highest role (@everyone's 0 when none); the owner is above all. */
export function highestRolePosition(guild: Guild, userId: string): number {
  if (guild.owner_id === userId) return Number.POSITIVE_INFINITY;
  const member = findMember(guild, userId);
  const positions = guild.roles.filter((r) => member?.roles.includes(r.id)).map((r) => r.position);
  return Math.max(0, ...positions);
}
