import { CHANNEL_TYPES, GREETINGS_DEFAULTS, greetingsSettings } from '@hoshi/contracts';
import { checkChannels, defineFeature } from './feature.ts';

// spec 000 §5: greeting channels are text channels only.
const TEXT = [CHANNEL_TYPES.text];

export const greetingsFeature = defineFeature({
  name: 'greetings',
  schema: greetingsSettings,
  defaults: GREETINGS_DEFAULTS,
  check: (s, guild) =>
    checkChannels(guild, [
      { path: 'join.channel', id: s.join.channel, types: TEXT },
      { path: 'leave.channel', id: s.leave.channel, types: TEXT },
    ]),
});
