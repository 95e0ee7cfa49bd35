import { Permission, combine } from '../permissions.ts';
import { DEMO, ROLE, roleId } from './demo-ids.ts';
import type { GuildKey } from './demo-ids.ts';
import type { Role } from './world.ts';

export const EVERYONE_PERMISSIONS = combine(
  Permission.CREATE_INSTANT_INVITE,
  Permission.ADD_REACTIONS,
  Permission.VIEW_CHANNEL,
  Permission.SEND_MESSAGES,
  Permission.EMBED_LINKS,
  Permission.ATTACH_FILES,
  Permission.READ_MESSAGE_HISTORY,
  Permission.USE_EXTERNAL_EMOJIS,
  Permission.CONNECT,
  Permission.SPEAK,
  Permission.CHANGE_NICKNAME,
  Permission.USE_APPLICATION_COMMANDS,
  Permission.CREATE_PUBLIC_THREADS,
  Permission.SEND_MESSAGES_IN_THREADS,
);

const MODERATOR_PERMISSIONS = combine(
  Permission.MANAGE_GUILD,
  Permission.MANAGE_CHANNELS,
  Permission.MANAGE_MESSAGES,
  Permission.MANAGE_THREADS,
  Permission.MANAGE_NICKNAMES,
  Permission.KICK_MEMBERS,
  Permission.BAN_MEMBERS,
  Permission.MODERATE_MEMBERS,
  Permission.VIEW_AUDIT_LOG,
);

/**
 * What Hoshi's invite link asks for (INVITE_PERMISSIONS in packages/contracts; a server test
 * holds the two equal): a bot invited with it can create channels, manage roles below its own,
 * time out, kick and ban, and read the audit log.
 */
export const BOT_PERMISSIONS = combine(
  Permission.KICK_MEMBERS,
  Permission.BAN_MEMBERS,
  Permission.MODERATE_MEMBERS,
  Permission.VIEW_CHANNEL,
  Permission.SEND_MESSAGES,
  Permission.EMBED_LINKS,
  Permission.ATTACH_FILES,
  Permission.READ_MESSAGE_HISTORY,
  Permission.ADD_REACTIONS,
  Permission.MANAGE_CHANNELS,
  Permission.MANAGE_ROLES,
  Permission.MANAGE_MESSAGES,
  Permission.MANAGE_WEBHOOKS,
  Permission.CONNECT,
  Permission.MOVE_MEMBERS,
  Permission.USE_APPLICATION_COMMANDS,
  Permission.VIEW_AUDIT_LOG,
  Permission.MANAGE_THREADS,
  Permission.CREATE_PRIVATE_THREADS,
);

/** In Cafe Comet the bot was invited with a bare link: it cannot create channels there. */
const BOT_PERMISSIONS_MINIMAL = combine(
  Permission.VIEW_CHANNEL,
  Permission.SEND_MESSAGES,
  Permission.EMBED_LINKS,
  Permission.READ_MESSAGE_HISTORY,
);

export function role(fields: Pick<Role, 'id' | 'name' | 'permissions' | 'color'> & Partial<Role>): Role {
  return {
    description: null,
    position: 0,
    hoist: false,
    managed: false,
    mentionable: false,
    icon: null,
    unicode_emoji: null,
    flags: 0,
    colors: { primary_color: fields.color, secondary_color: null, tertiary_color: null },
    ...fields,
  };
}

export function everyoneRole(guildId: string): Role {
  return role({ id: guildId, name: '@everyone', permissions: EVERYONE_PERMISSIONS.toString(), color: 0 });
}

/** The managed role Discord creates when a bot joins; only the bot holds it. */
export function botRole(id: string, permissions: bigint): Role {
  return role({
    id,
    name: 'Hoshi',
    permissions: permissions.toString(),
    color: 0,
    managed: true,
    tags: { bot_id: DEMO.botUserId },
  });
}

/** Highest first; positions are assigned from this order, @everyone stays at 0. */
export function seedRoles(guild: GuildKey, guildId: string, withBot: boolean, funRoleName: string): Role[] {
  const ranked: Role[] = [
    role({
      id: roleId(guild, ROLE.admin),
      name: 'Admin',
      permissions: Permission.ADMINISTRATOR.toString(),
      color: 0xe74c3c,
      hoist: true,
    }),
    role({
      id: roleId(guild, ROLE.moderator),
      name: 'Moderator',
      permissions: MODERATOR_PERMISSIONS.toString(),
      color: 0x3498db,
      hoist: true,
      mentionable: true,
    }),
    ...(withBot
      ? [botRole(roleId(guild, ROLE.bot), guild === 'C' ? BOT_PERMISSIONS_MINIMAL : BOT_PERMISSIONS)]
      : []),
    role({ id: roleId(guild, ROLE.member), name: 'Member', permissions: '0', color: 0 }),
    role({
      id: roleId(guild, ROLE.fun),
      name: funRoleName,
      permissions: '0',
      color: 0x9b59b6,
      mentionable: true,
      unicode_emoji: '🌙',
    }),
  ];
  ranked.forEach((r, i) => {
    r.position = ranked.length - i;
  });
  return [everyoneRole(guildId), ...ranked];
}
