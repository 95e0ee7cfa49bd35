import { z } from 'zod';
import { intChoice } from './fields.ts';
import { moderationChannel } from './moderation.ts';
import { version } from './settings.ts';

/** docs/product.md#moderation: 0 none, 1 one day, 2 three days, 3 five days, 4 one week, 5 two weeks between appeals. */
export const BAN_APPEAL_COOLDOWNS = [0, 1, 2, 3, 4, 5] as const;

export const banappealsSettings = z.object({
  version,
  /** Where appeals are posted for the moderators. */
  channel: moderationChannel,
  cooldown: intChoice(0, 5),
});
export type BanAppealsSettings = z.infer<typeof banappealsSettings>;

export const BANAPPEALS_DEFAULTS: BanAppealsSettings = { version: 0, channel: null, cooldown: 0 };
