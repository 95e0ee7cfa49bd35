import { z } from 'zod';
import { CHANNEL_TYPES, MESSAGE_MAX_LENGTH } from './constants.ts';
import { channelId, idList, roleId, text } from './fields.ts';
import { version } from './settings.ts';

/** docs/product.md#vc-alerts: when an alert is posted (a call starts, or starts and ends)… */
export const VC_ALERT_STYLES = ['start', 'both'] as const;
/** …and how often: once per call, or for every member who joins. */
export const VC_ALERT_MODES = ['simple', 'all'] as const;
/** What an alert's message may say about the call (docs/decisions/0022-vc-alerts.md). */
export const VC_ALERT_VARIABLES = ['!USER!', '!NAME!', '!CHANNEL!', '!SERVER!'] as const;
export const MAX_VC_ALERT_EXEMPT = 500;

export const vcalertsSettings = z.object({
  version,
  /** Where alerts are posted: a text or a voice channel's chat (docs/product.md#vc-alerts). */
  channel: channelId([CHANNEL_TYPES.text, CHANNEL_TYPES.voice], 'send').nullable(),
  /** Mentioned with each alert, never given: it may sit anywhere. */
  role: roleId(false).nullable(),
  style: z.enum(VC_ALERT_STYLES),
  mode: z.enum(VC_ALERT_MODES),
  message: text(MESSAGE_MAX_LENGTH),
  /** Voice channels whose calls are never announced (only watched: Hoshi needs nothing there). */
  exempt: idList(MAX_VC_ALERT_EXEMPT, channelId([CHANNEL_TYPES.voice], 'none')),
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
