import { CHANNEL_TYPES } from './constants.ts';
import { channelId } from './fields.ts';

/** docs/product.md#moderation: moderation channels are text channels and threads. */
export const MODERATION_CHANNEL_TYPES = [
  CHANNEL_TYPES.text,
  CHANNEL_TYPES.publicThread,
  CHANNEL_TYPES.privateThread,
] as const;

/** A moderation channel, where Hoshi posts, or none yet. */
export const moderationChannel = channelId(MODERATION_CHANNEL_TYPES, 'send').nullable();

/** How many roles a ping whitelist may hold. */
export const MAX_WHITELIST_ROLES = 250;
