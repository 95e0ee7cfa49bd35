import { z } from 'zod';
import { moderationChannel } from './moderation.ts';
import { version } from './settings.ts';

/** docs/product.md#moderation: one channel for each kind of log. */
export const LOG_KINDS = ['master', 'warnings', 'timeouts', 'bans', 'ghostMessages'] as const;
export type LogKind = (typeof LOG_KINDS)[number];

export const logsSettings = z.object({
  version,
  master: moderationChannel,
  warnings: moderationChannel,
  timeouts: moderationChannel,
  bans: moderationChannel,
  ghostMessages: moderationChannel,
});
export type LogsSettings = z.infer<typeof logsSettings>;

export const LOGS_DEFAULTS: LogsSettings = {
  version: 0,
  master: null,
  warnings: null,
  timeouts: null,
  bans: null,
  ghostMessages: null,
};
