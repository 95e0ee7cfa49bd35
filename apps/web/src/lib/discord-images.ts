import type { User } from '@hoshi/contracts';

// Discord image addresses (docs/product.md#server-list-and-hub): the CDN host, the owner's id and the image hash.
export const guildIconUrl = (cdnBase: string, guild: { id: string; icon: string }): string =>
  `${cdnBase}/icons/${guild.id}/${guild.icon}.png`;

/** A user without an avatar gets our own picture rather than another host's. */
export const avatarUrl = (cdnBase: string, user: User): string =>
  user.avatar ? `${cdnBase}/avatars/${user.id}/${user.avatar}.png` : '/images/default-avatar.svg';
