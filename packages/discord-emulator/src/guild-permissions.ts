import { guildPermissions } from './permissions.ts';
import type { Guild } from './seed/world.ts';
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
