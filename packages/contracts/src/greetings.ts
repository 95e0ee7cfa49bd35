import { z } from 'zod';
import { CHANNEL_TYPES, GREETING_STYLES, MESSAGE_MAX_LENGTH } from './constants.ts';
import { channelId, text } from './fields.ts';
import { version } from './settings.ts';

export const greeting = z.object({
  message: text(MESSAGE_MAX_LENGTH),
  /** Text channels only (docs/product.md#greetings), where Hoshi posts; null until one is picked. */
  channel: channelId([CHANNEL_TYPES.text], 'send').nullable(),
  style: z.enum(GREETING_STYLES),
});
export type Greeting = z.infer<typeof greeting>;

export const greetingsSettings = z.object({ version, join: greeting, leave: greeting });
export type GreetingsSettings = z.infer<typeof greetingsSettings>;

export const GREETINGS_DEFAULTS: GreetingsSettings = {
  version: 0,
  join: { message: 'Welcome to !SERVER!, !USER!! You are member #!MEMBERS!.', channel: null, style: 'text' },
  leave: { message: '!NAME! has left !SERVER!.', channel: null, style: 'text' },
};
