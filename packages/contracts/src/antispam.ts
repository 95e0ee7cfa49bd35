import { z } from 'zod';
import { intChoice } from './fields.ts';
import { moderationChannel } from './moderation.ts';
import { version } from './settings.ts';

/** docs/product.md#moderation: 0 off, 1 light, 2 basic, 3 moderate, 4 strict and 5 aggressive (4 and 5 also catch invites). */
export const ANTISPAM_LEVELS = [0, 1, 2, 3, 4, 5] as const;
/** docs/product.md#moderation: handling 1-5 times a spammer out for 1 hour, 1, 3 or 5 days, or a week. */
export const ANTISPAM_HANDLINGS = [1, 2, 3, 4, 5] as const;

export const antispamSettings = z.object({
  version,
  level: intChoice(0, 5),
  handling: intChoice(1, 5),
  /** The log channel where Hoshi reports what it caught. */
  reports: moderationChannel,
});
export type AntispamSettings = z.infer<typeof antispamSettings>;

export const ANTISPAM_DEFAULTS: AntispamSettings = { version: 0, level: 0, handling: 1, reports: null };
