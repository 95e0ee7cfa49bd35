import { channelPermissions } from '../guild-permissions.ts';
import { Permission, has } from '../permissions.ts';
import type { Channel, Guild } from '../seed/world.ts';
import { findMember } from '../state.ts';

export interface AllowedMentions {
  parse?: Array<'users' | 'roles' | 'everyone'>;
  users?: string[];
  roles?: string[];
}

export interface Mentions {
  users: string[];
  roles: string[];
  everyone: boolean;
}

/**
 * Mentions written in the content (<@id>, <@!id>, <@&id>, @everyone/@here), narrowed by
 * allowed_mentions the way Discord does: without it, everything written pings.
 */
export function parseMentions(guild: Guild, content: string, allowed?: AllowedMentions): Mentions {
  const users = [...content.matchAll(/<@!?(\d{1,20})>/g)].map((m) => m[1] as string);
  const roles = [...content.matchAll(/<@&(\d{1,20})>/g)].map((m) => m[1] as string);
  const everyone = /@(everyone|here)\b/.test(content);
  const parse = allowed?.parse;
  const userAllowed = (id: string) =>
    !allowed || parse?.includes('users') === true || (allowed.users ?? []).includes(id);
  const roleAllowed = (id: string) =>
    !allowed || parse?.includes('roles') === true || (allowed.roles ?? []).includes(id);
  return {
    users: [...new Set(users)].filter((id) => userAllowed(id) && findMember(guild, id) !== undefined),
    roles: [...new Set(roles)].filter((id) => roleAllowed(id) && guild.roles.some((r) => r.id === id)),
    everyone: everyone && (!allowed || parse?.includes('everyone') === true),
  };
}

/**
 * What a member's message pings, as Discord decides: @everyone and @here, and roles that are not
 * mentionable, only when the author has Mention Everyone in the channel; otherwise the text stays
 * and `mention_everyone` is false (a scam account's @everyone reaches nobody).
 */
export function memberMentions(guild: Guild, channel: Channel, userId: string, content: string): Mentions {
  const written = parseMentions(guild, content);
  if (has(channelPermissions(guild, userId, channel), Permission.MENTION_EVERYONE)) return written;
  return {
    users: written.users,
    roles: written.roles.filter((id) => guild.roles.find((r) => r.id === id)?.mentionable === true),
    everyone: false,
  };
}
