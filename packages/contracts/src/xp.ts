import { z } from 'zod';
import { CHANNEL_TYPES, XP_LIMITS } from './constants.ts';
import { channelId, idList, intRange, numberRanges, roleId } from './fields.ts';
import { coded } from './issues.ts';
import { version } from './settings.ts';

/** docs/product.md#xp: numeric, 0 to 1000, stored as an absolute integer. */
export const xpLevel = intRange(XP_LIMITS.levelMin, XP_LIMITS.levelMax, { absolute: true });

/** Map keys are level numbers written as decimal strings ("0" to "1000"). */
const levelKey = z
  .string()
  .refine(
    (k) => /^(0|[1-9]\d{0,3})$/.test(k) && Number(k) <= XP_LIMITS.levelMax,
    coded('out_of_range', { min: XP_LIMITS.levelMin, max: XP_LIMITS.levelMax }, 'must be a level number'),
  )
  // Typed as a number on the add tab, like the reward level.
  .register(numberRanges, { min: XP_LIMITS.levelMin, max: XP_LIMITS.levelMax, absolute: true });

export const MAX_LEVEL_ROLES = 100;
export const MAX_EXEMPT_CHANNELS = 500;

export const xpSettings = z.object({
  version,
  /** Optional level-up notification channel, a text channel Hoshi posts in (docs/product.md#xp). */
  channel: channelId([CHANNEL_TYPES.text], 'send').nullable(),
  rate: intRange(XP_LIMITS.rateMin, XP_LIMITS.rateMax),
  boostBonus: intRange(XP_LIMITS.boostBonusMin, XP_LIMITS.boostBonusMax),
  /** Text or voice channels that earn no XP: Hoshi only skips them, it never posts there. */
  exempt: idList(MAX_EXEMPT_CHANNELS, channelId([CHANNEL_TYPES.text, CHANNEL_TYPES.voice], 'none')),
  lvlroles: z
    .record(levelKey, roleId(true))
    .refine(
      (m) => Object.keys(m).length <= MAX_LEVEL_ROLES,
      coded('too_many', { max: MAX_LEVEL_ROLES }, `at most ${MAX_LEVEL_ROLES} level roles`),
    )
    .refine(
      (m) => new Set(Object.values(m)).size === Object.keys(m).length,
      coded('duplicate', {}, 'a role may hold one level only'),
    ),
  reward: z.object({ role: roleId(true).nullable(), level: xpLevel }),
});
export type XpSettings = z.infer<typeof xpSettings>;

export const XP_DEFAULTS: XpSettings = {
  version: 0,
  channel: null,
  rate: 1,
  boostBonus: 0,
  exempt: [],
  lvlroles: {},
  reward: { role: null, level: 0 },
};

/** docs/product.md#xp: the boost bonus is shown as (100 + bonus×20)/100, e.g. 3 → 1.6. */
export const boostMultiplier = (bonus: number): number => (100 + bonus * 20) / 100;
