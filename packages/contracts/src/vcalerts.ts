import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from './constants.ts';
import { idList, snowflake, text } from './fields.ts';
import { version } from './settings.ts';

/** spec 001 §3: when an alert is posted (a call starts, or starts and ends)… */
export const VC_ALERT_STYLES = ['start', 'both'] as const;
/** …and how often: once per call, or for every member who joins. */
export const VC_ALERT_MODES = ['simple', 'all'] as const;
/** What an alert's message may say about the call (docs/decisions.md). */
export const VC_ALERT_VARIABLES = ['!USER!', '!NAME!', '!CHANNEL!', '!SERVER!'] as const;
export const MAX_VC_ALERT_EXEMPT = 500;

export const vcalertsSettings = z.object({
  version,
  /** Where alerts are posted: a text or a voice channel (spec 001 §5). */
  channel: snowflake.nullable(),
  /** Mentioned with each alert. */
  role: snowflake.nullable(),
  style: z.enum(VC_ALERT_STYLES),
  mode: z.enum(VC_ALERT_MODES),
  message: text(MESSAGE_MAX_LENGTH),
  /** Voice channels whose calls are never announced. */
  exempt: idList(MAX_VC_ALERT_EXEMPT),
});
export type VcAlertsSettings = z.infer<typeof vcalertsSettings>;

export const VCALERTS_DEFAULTS: VcAlertsSettings = {
  version: 0,
  channel: null,
  role: null,
  style: 'start',
  mode: 'simple',
  message: '!USER! is in a call in !CHANNEL!, come and join!',
  exempt: [],
};
