import { z } from 'zod';
import { CHANNEL_TYPES } from './constants.ts';
import { channelId, intRange, snowflake, text } from './fields.ts';
import { coded } from './issues.ts';
import { version } from './settings.ts';

/** docs/product.md#auto-voice-channels: audio bitrates (kbps) the stepper walks, offered up to the boost tier's limit. */
export const AUDIO_BITRATES = [8, 16, 32, 64, 96, 128, 256, 384] as const;
/** Highest bitrate (kbps) per boost tier 0–3 (docs/product.md#auto-voice-channels). */
export const AUDIO_MAX_BY_TIER = [96, 128, 256, 384] as const;

export const AUTOVC_LIMITS = {
  userLimitMin: 0,
  /** docs/product.md#auto-voice-channels: 0 means unlimited. */
  userLimitMax: 99,
  audioDefault: 96,
  /** Discord's channel-name limit, for the created channel and the rooms the bot names. */
  nameMax: 100,
  /** How many voice channels one server may turn into room makers. */
  entriesMax: 50,
} as const;

export const AUTOVC_VARIABLES = ['!NUM!', '!ALPH!', '!EMOJI!', '!USER!', '!MEMBERS!'] as const;
export const AUTOVC_POSITIONS = ['under', 'last'] as const;
export type AutovcPosition = (typeof AUTOVC_POSITIONS)[number];

/** The bitrates a server of this boost tier may use, lowest first. */
export const bitratesForTier = (tier: number): number[] => {
  const max = AUDIO_MAX_BY_TIER[Math.min(Math.max(Math.trunc(tier), 0), 3)] ?? AUDIO_MAX_BY_TIER[0];
  return AUDIO_BITRATES.filter((b) => b <= max);
};

const allowedBitrates: readonly number[] = AUDIO_BITRATES;
const audio = z
  .number()
  .int()
  .refine(
    (v) => allowedBitrates.includes(v),
    coded('one_of', { allowed: [...AUDIO_BITRATES] }, 'must be one of the audio bitrates'),
  );

/** A name a person types that Discord shows: not blank. */
const name = text(AUTOVC_LIMITS.nameMax).refine(
  (v) => v.trim().length > 0,
  coded('required', {}, 'must not be blank'),
);

const room = {
  /** The name each created room gets; variables are filled by the bot. */
  roomName: name,
  limit: intRange(AUTOVC_LIMITS.userLimitMin, AUTOVC_LIMITS.userLimitMax),
  audio,
  position: z.enum(AUTOVC_POSITIONS),
};

/** docs/product.md#auto-voice-channels: an auto-VC entry, keyed by its voice channel's id. */
export const autovcEntry = z.object({
  id: snowflake,
  version,
  name: z.string(),
  type: z.number().int(),
  category: snowflake.nullable(),
  ...room,
});
export type AutovcEntry = z.infer<typeof autovcEntry>;

/**
 * Create: a voice channel not yet configured, or none — then the bot creates one named `name`
 * in `category` (docs/product.md#auto-voice-channels). `name` and `category` only count when `channel` is null.
 */
export const autovcCreate = z.object({
  /** docs/product.md#auto-voice-channels: a voice channel; Hoshi sees it to move members out of it. */
  channel: channelId([CHANNEL_TYPES.voice], 'view').nullable(),
  name: text(AUTOVC_LIMITS.nameMax),
  category: channelId([CHANNEL_TYPES.category], 'none').nullable(),
  ...room,
});
export type AutovcCreate = z.infer<typeof autovcCreate>;

export const autovcEdit = z.object({ version, ...room });
export type AutovcEdit = z.infer<typeof autovcEdit>;

/** The page also needs the boost tier: it bounds the audio stepper. */
export const autovcInfo = z.object({ boostTier: intRange(0, 3) });

export const AUTOVC_CREATE_DEFAULTS: AutovcCreate = {
  channel: null,
  name: '',
  category: null,
  roomName: "!USER!'s room",
  limit: 0,
  audio: AUTOVC_LIMITS.audioDefault,
  position: 'under',
};
