import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from './constants.ts';
import { idList, intChoice, intRange, roleId, text } from './fields.ts';
import { MAX_WHITELIST_ROLES, moderationChannel } from './moderation.ts';
import { version } from './settings.ts';

/** docs/product.md#moderation: a trigger period of up to 15 minutes 0 seconds, sent as total seconds. */
export const PING_TIME = { minutesMax: 15, secondsMax: 59, totalMax: 15 * 60 } as const;
/** docs/product.md#moderation: @everyone answered with 0 nothing, or a timeout of 30 min, 1 h, 1, 3 or 5 days, or a week. */
export const EVERYONE_LEVELS = [0, 1, 2, 3, 4, 5, 6] as const;
/** docs/product.md#moderation: the tabs, one section of the document each. */
export const PING_TABS = ['msgSettings', 'ghostSettings', 'everyoneSettings'] as const;
export type PingTab = (typeof PING_TABS)[number];

const time = intRange(0, PING_TIME.totalMax);
/** Roles exempt from a rule: only watched, so they may sit anywhere. */
const whitelist = idList(MAX_WHITELIST_ROLES, roleId(false));
const message = text(MESSAGE_MAX_LENGTH);

export const pingsSettings = z.object({
  version,
  /** Ghost messages: messages deleted soon after they were sent. */
  msgSettings: z.object({ channel: moderationChannel, time, whitelist, message }),
  /** Ghost pings: a message that mentioned someone, deleted soon after. */
  ghostSettings: z.object({
    everyone: z.boolean(),
    users: z.boolean(),
    roles: z.boolean(),
    time,
    whitelist,
    message,
  }),
  everyoneSettings: z.object({ level: intChoice(0, 6), message, whitelist }),
});
export type PingsSettings = z.infer<typeof pingsSettings>;

export const PINGS_DEFAULTS: PingsSettings = {
  version: 0,
  msgSettings: {
    channel: null,
    time: 60,
    whitelist: [],
    message: 'A message was deleted soon after it was sent.',
  },
  ghostSettings: {
    everyone: true,
    users: true,
    roles: false,
    time: 60,
    whitelist: [],
    message: 'Someone was pinged by a message that is gone now.',
  },
  everyoneSettings: { level: 0, message: 'Please do not mention everyone.', whitelist: [] },
};
