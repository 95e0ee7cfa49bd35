import { BOOST_TIER_MAX, CHANNEL_TYPES } from '@hoshi/contracts';
import { checkChannels, type AnswerFields, type SettingsChecks } from './feature.ts';

// spec 001 §5: boost messages go to a text channel or a voice channel's chat; the bot posts there.
const BOOST_CHANNEL = [CHANNEL_TYPES.text, CHANNEL_TYPES.voice];

export const boostsChecks: SettingsChecks<'boosts'> = (s, guild) =>
  checkChannels(guild, [{ path: 'channel', id: s.channel, types: BOOST_CHANNEL, bot: 'send' }]);

/** spec 001 §2: the page shows the server's boost level, as Discord reports it. */
export const boostsAnswer: AnswerFields<'boosts'> = async (guild) => {
  const { premiumTier } = await guild.basics();
  return { boostTier: Math.min(Math.max(premiumTier, 0), BOOST_TIER_MAX) };
};
