import { z } from 'zod';
import { CHANNEL_TYPES, MESSAGE_MAX_LENGTH } from './constants.ts';
import { channelId, text } from './fields.ts';
import { version } from './settings.ts';

/** What a thank-you message may say about the boost (docs/decisions/0023-boosts.md). */
export const BOOST_VARIABLES = ['!USER!', '!NAME!', '!SERVER!', '!LEVEL!'] as const;
/** Discord's boost levels (a guild's premium tier). */
export const BOOST_TIER_MAX = 3;

export const boostsSettings = z.object({
  version,
  /** Where Hoshi thanks a booster: a text channel or a voice channel's chat (docs/product.md#boosts). */
  channel: channelId([CHANNEL_TYPES.text, CHANNEL_TYPES.voice], 'send').nullable(),
  message: text(MESSAGE_MAX_LENGTH),
});
export type BoostsSettings = z.infer<typeof boostsSettings>;

export const BOOSTS_DEFAULTS: BoostsSettings = {
  version: 0,
  channel: null,
  message: 'Thank you for boosting !SERVER!, !USER!! We are at level !LEVEL! now.',
};

/** docs/product.md#boosts: the boost level is read with the settings, never saved with them. */
export const boostsAnswerFields = { boostTier: z.number().int().min(0).max(BOOST_TIER_MAX) };
