import { boostsSettings } from '@hoshi/contracts';
import { fillBoostMessage } from '@hoshi/bot-messages';
import type { Behaviour } from '../../core/types.ts';
import { targetChannel } from '../../core/text-channel.ts';

/**
 * A member starts boosting (Discord sets their `premium_since`) → the thank-you in its channel.
 * A boost renewed or a second boost by the same member leaves `premium_since` set and is not
 * thanked again; stopping and starting again is a new boost.
 */
export const boosts: Behaviour<'boosts'> = (event, settings, guild) => {
  if (event.kind !== 'memberUpdate') return [];
  if (event.before.premiumSince !== null || event.member.premiumSince === null) return [];
  const target = targetChannel(guild, settings.boosts.channel, boostsSettings.shape.channel, 'boost message');
  if (!target) return [];
  if ('skip' in target) return [target.skip];
  const member = { id: event.member.id, username: event.member.username };
  return [
    {
      type: 'send',
      channelId: target.channelId,
      content: fillBoostMessage(settings.boosts.message, {
        member,
        server: guild.name,
        level: guild.premiumTier,
      }),
      mentions: { users: [member.id], roles: [] },
    },
  ];
};
