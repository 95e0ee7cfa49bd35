import { CHANNEL_TYPES } from '@hoshi/contracts';
import { checkChannels, type SettingsChecks } from './feature.ts';

// spec 000 §5: greeting channels are text channels only; the bot posts there.
const TEXT = [CHANNEL_TYPES.text];

export const greetingsChecks: SettingsChecks<'greetings'> = (s, guild) =>
  checkChannels(guild, [
    { path: 'join.channel', id: s.join.channel, types: TEXT, bot: 'send' },
    { path: 'leave.channel', id: s.leave.channel, types: TEXT, bot: 'send' },
  ]);
