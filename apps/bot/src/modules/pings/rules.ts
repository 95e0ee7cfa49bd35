import type { APIMessage } from 'discord-api-types/v10';
import type { PingsSettings } from '@hoshi/contracts';

/**
 * Ping moderation's pure rules (docs/product.md#ping-moderation): what a message pinged that a
 * ghost ping counts, whether it is the scam mark, the timeout of each @everyone level and how long
 * a message is remembered. Record docs/decisions/0094-ping-moderation.md.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** docs/product.md#ping-moderation: @everyone levels 1 30 min, 2 1 h, 3 1 d, 4 3 d, 5 5 d, 6 1 w. */
export const EVERYONE_TIMEOUT_MS: Readonly<Record<number, number>> = {
  1: 30 * MINUTE_MS,
  2: HOUR_MS,
  3: DAY_MS,
  4: 3 * DAY_MS,
  5: 5 * DAY_MS,
  6: 7 * DAY_MS,
};

/** After an @everyone hit, the member's next ones (on their way) are deleted without a second timeout. */
export const CLEAN_AFTER_MS = 10_000;

/** What a message pinged, as a ghost ping counts it: user ids, role ids, and @everyone / @here. */
export interface Pinged {
  users: string[];
  roles: string[];
  everyone: boolean;
}

type Mentioning = Pick<APIMessage, 'author' | 'mentions' | 'mention_roles' | 'mention_everyone'> & {
  referenced_message?: Pick<APIMessage, 'author'> | null;
};

/**
 * The pings a ghost ping would name, per the page's toggles: never the author themselves, never a
 * bot, and nothing for a reply to a bot (a command's answer, deleted as often as not).
 */
export function pingedBy(message: Mentioning, toggles: PingsSettings['ghostSettings']): Pinged {
  if (message.referenced_message?.author.bot) return { users: [], roles: [], everyone: false };
  return {
    users: toggles.users
      ? [...new Set(message.mentions.filter((u) => !u.bot && u.id !== message.author.id).map((u) => u.id))]
      : [],
    roles: toggles.roles ? [...new Set(message.mention_roles)] : [],
    // Discord sets mention_everyone only when the ping went out (the author may mention everyone).
    everyone: toggles.everyone && message.mention_everyone,
  };
}

export const pingedAny = (p: Pinged) => p.everyone || p.users.length > 0 || p.roles.length > 0;

/** What `before` pinged that `after` no longer does (an edit that took a mention away). */
export function dropped(before: Pinged, after: Pinged): Pinged {
  return {
    users: before.users.filter((id) => !after.users.includes(id)),
    roles: before.roles.filter((id) => !after.roles.includes(id)),
    everyone: before.everyone && !after.everyone,
  };
}

const EVERYONE_TEXT = /@(everyone|here)\b/;

/**
 * The scam account's mark: @everyone or @here written by a member whom Discord did not let ping
 * everyone (no Mention Everyone in the channel), so `mention_everyone` came back false.
 */
export const everyoneWithoutPermission = (message: Pick<APIMessage, 'content' | 'mention_everyone'>) =>
  !message.mention_everyone && EVERYONE_TEXT.test(message.content);

/** Whether a member's roles put them on a rule's whitelist. */
export const whitelisted = (roles: readonly string[], whitelist: readonly string[]) =>
  roles.some((id) => whitelist.includes(id));

/** How long a guild's messages are remembered: the longer of the two windows in use (0: none). */
export function keepMs(page: PingsSettings): number {
  const ghostMessages = page.msgSettings.channel ? page.msgSettings.time : 0;
  const g = page.ghostSettings;
  const ghostPings = g.everyone || g.users || g.roles ? g.time : 0;
  return Math.max(ghostMessages, ghostPings) * 1000;
}
