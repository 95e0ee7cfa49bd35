import { CHANNEL_TYPES, XP_DEFAULTS, xpSettings } from '@hoshi/contracts';
import { checkChannels, checkRoles, defineFeature } from './feature.ts';

// spec 000 §5: exempt channels are text or voice; the notification channel is a text channel.
const EXEMPT = [CHANNEL_TYPES.text, CHANNEL_TYPES.voice];

export const xpFeature = defineFeature({
  name: 'xp',
  schema: xpSettings,
  defaults: XP_DEFAULTS,
  check: async (s, guild) => [
    ...(await checkChannels(guild, [
      { path: 'channel', id: s.channel, types: [CHANNEL_TYPES.text] },
      ...s.exempt.map((id, i) => ({ path: `exempt.${i}`, id, types: EXEMPT })),
    ])),
    ...(await checkRoles(guild, [
      ...Object.entries(s.lvlroles).map(([level, id]) => ({ path: `lvlroles.${level}`, id })),
      { path: 'reward.role', id: s.reward.role },
    ])),
  ],
});
