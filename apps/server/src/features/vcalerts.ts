import { CHANNEL_TYPES } from '@hoshi/contracts';
import { checkChannels, checkRoles, type SettingsChecks } from './feature.ts';

// spec 001 §5: alerts go to a text or a voice channel (a voice channel's own chat).
const ALERT = [CHANNEL_TYPES.text, CHANNEL_TYPES.voice];
// Only voice channels hold calls, so only they can be exempt.
const EXEMPT = [CHANNEL_TYPES.voice];

export const vcalertsChecks: SettingsChecks<'vcalerts'> = async (s, guild) => [
  ...(await checkChannels(guild, [
    { path: 'channel', id: s.channel, types: ALERT, bot: 'send' },
    // Exempt channels only need to exist: the bot watches them, it never posts there.
    ...s.exempt.map((id, i) => ({ path: `exempt.${i}`, id, types: EXEMPT })),
  ])),
  // The role is only mentioned, never given: it has to exist, not sit below Hoshi.
  ...(await checkRoles(guild, [{ path: 'role', id: s.role }])),
];
