import { CHANNEL_TYPES } from '@hoshi/contracts';
import { checkChannels, checkRoles, type SettingsChecks } from './feature.ts';

// spec 000 §5: exempt channels are text or voice; the notification channel is a text channel.
const EXEMPT = [CHANNEL_TYPES.text, CHANNEL_TYPES.voice];

export const xpChecks: SettingsChecks<'xp'> = async (s, guild) => [
  ...(await checkChannels(guild, [
    { path: 'channel', id: s.channel, types: [CHANNEL_TYPES.text], bot: 'send' },
    // Exempt channels only need to exist: the bot skips XP there, it never posts.
    ...s.exempt.map((id, i) => ({ path: `exempt.${i}`, id, types: EXEMPT })),
  ])),
  ...(await checkRoles(guild, [
    ...Object.entries(s.lvlroles).map(([level, id]) => ({ path: `lvlroles.${level}`, id, assign: true })),
    { path: 'reward.role', id: s.reward.role, assign: true },
  ])),
];
