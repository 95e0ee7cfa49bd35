// Discord permission bits. They run past 2^31 (and past 2^53 soon), so they are BigInt
// and travel as decimal strings, exactly like the API sends them.
export const Permission = {
  CREATE_INSTANT_INVITE: 1n << 0n,
  KICK_MEMBERS: 1n << 1n,
  BAN_MEMBERS: 1n << 2n,
  ADMINISTRATOR: 1n << 3n,
  MANAGE_CHANNELS: 1n << 4n,
  MANAGE_GUILD: 1n << 5n,
  ADD_REACTIONS: 1n << 6n,
  VIEW_AUDIT_LOG: 1n << 7n,
  VIEW_CHANNEL: 1n << 10n,
  SEND_MESSAGES: 1n << 11n,
  MANAGE_MESSAGES: 1n << 13n,
  EMBED_LINKS: 1n << 14n,
  ATTACH_FILES: 1n << 15n,
  READ_MESSAGE_HISTORY: 1n << 16n,
  MENTION_EVERYONE: 1n << 17n,
  USE_EXTERNAL_EMOJIS: 1n << 18n,
  CONNECT: 1n << 20n,
  SPEAK: 1n << 21n,
  MOVE_MEMBERS: 1n << 24n,
  CHANGE_NICKNAME: 1n << 26n,
  MANAGE_NICKNAMES: 1n << 27n,
  MANAGE_ROLES: 1n << 28n,
  MANAGE_WEBHOOKS: 1n << 29n,
  USE_APPLICATION_COMMANDS: 1n << 31n,
  MANAGE_THREADS: 1n << 34n,
  CREATE_PUBLIC_THREADS: 1n << 35n,
  CREATE_PRIVATE_THREADS: 1n << 36n,
  SEND_MESSAGES_IN_THREADS: 1n << 38n,
  MODERATE_MEMBERS: 1n << 40n,
} as const;

/** What Discord reports for owners and administrators: every bit it defines (0–52 as of API v10). */
export const ALL_PERMISSIONS = (1n << 53n) - 1n;

export function combine(...bits: bigint[]): bigint {
  return bits.reduce((acc, bit) => acc | bit, 0n);
}

export function has(permissions: bigint, bit: bigint): boolean {
  return (permissions & bit) === bit;
}

export interface PermissionSubject {
  ownerId: string;
  userId: string;
  /** @everyone first, then the member's roles, as decimal strings. */
  rolePermissions: string[];
}

/** Guild-level permissions (no channel overwrites), as Discord computes them for `users/@me/guilds`. */
export function guildPermissions(subject: PermissionSubject): bigint {
  if (subject.ownerId === subject.userId) return ALL_PERMISSIONS;
  const base = subject.rolePermissions.reduce((acc, p) => acc | BigInt(p), 0n);
  return has(base, Permission.ADMINISTRATOR) ? ALL_PERMISSIONS : base;
}

export function canManageGuild(permissions: bigint): boolean {
  return has(permissions, Permission.ADMINISTRATOR) || has(permissions, Permission.MANAGE_GUILD);
}
