/**
 * Discord's permission bits (https://discord.com/developers/docs/topics/permissions) that Hoshi
 * uses: what its features need of a server.
 */
export const PERMISSION_BITS = {
  KICK_MEMBERS: 1n << 1n,
  BAN_MEMBERS: 1n << 2n,
  MANAGE_CHANNELS: 1n << 4n,
  ADD_REACTIONS: 1n << 6n,
  // Ping moderation tells a moderator's deletion from the author's own by the audit log.
  VIEW_AUDIT_LOG: 1n << 7n,
  VIEW_CHANNEL: 1n << 10n,
  SEND_MESSAGES: 1n << 11n,
  MANAGE_MESSAGES: 1n << 13n,
  EMBED_LINKS: 1n << 14n,
  ATTACH_FILES: 1n << 15n,
  READ_MESSAGE_HISTORY: 1n << 16n,
  CONNECT: 1n << 20n,
  MOVE_MEMBERS: 1n << 24n,
  MANAGE_ROLES: 1n << 28n,
  MANAGE_WEBHOOKS: 1n << 29n,
  USE_APPLICATION_COMMANDS: 1n << 31n,
  // A survey ticket near Discord's 500 channels is a private thread Hoshi makes, fills and deletes.
  MANAGE_THREADS: 1n << 34n,
  CREATE_PRIVATE_THREADS: 1n << 36n,
  MODERATE_MEMBERS: 1n << 40n,
} as const;

/**
 * What Hoshi's invite link asks for: every permission a feature of it uses (posting, auto-VC
 * rooms and moves, roles, timeouts, kicks and bans, the audit log ping moderation reads), and no more — not Administrator, so
 * channel overwrites that close a channel to Hoshi still hold.
 */
export const INVITE_PERMISSIONS: bigint = Object.values(PERMISSION_BITS).reduce((all, bit) => all | bit, 0n);
