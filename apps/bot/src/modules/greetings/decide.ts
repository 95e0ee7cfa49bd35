import { greeting as greetingSchema } from '@hoshi/contracts';
import { fillGreeting, greetingWords } from '@hoshi/bot-messages';
import type { Action, Behaviour } from '../../core/types.ts';
import { targetChannel } from '../../core/text-channel.ts';

/**
 * A member joins → the join greeting, a member leaves → the leave greeting, each in its channel
 * with the variables filled. Style text is the message alone; card adds an embed with the avatar
 * (the message as its description); image attaches the welcome picture under the message.
 * Bots are greeted too: they are members, and an admin who wants otherwise leaves no channel.
 */
export const greetings: Behaviour<'greetings'> = (event, settings, guild) => {
  if (event.kind !== 'memberAdd' && event.kind !== 'memberRemove') return [];
  const kind = event.kind === 'memberAdd' ? 'join' : 'leave';
  const greeting = settings.greetings[kind];
  const target = targetChannel(guild, greeting.channel, greetingSchema.shape.channel, `${kind} greeting`);
  if (!target) return [];
  if ('skip' in target) return [target.skip];
  if (greeting.message.trim() === '' && greeting.style === 'text') return [];

  const member = { id: event.member.id, username: event.member.username };
  const content = fillGreeting(greeting.message, {
    member,
    server: guild.name,
    members: guild.memberCount,
    randomMember: event.randomMember,
  });
  const words = greetingWords(kind, guild.memberCount, guild.lang);
  const send: Extract<Action, { type: 'send' }> = {
    type: 'send',
    channelId: target.channelId,
    content,
    mentions: { users: [member.id, event.randomMember.id], roles: [] },
  };
  if (greeting.style === 'card') {
    return [
      {
        ...send,
        content: '',
        embed: {
          title: words.headline,
          description: content,
          author: guild.name,
          thumbnailUrl: event.member.avatarUrl,
          footer: `${member.username} · ${words.countLine}`,
        },
      },
    ];
  }
  if (greeting.style === 'image') {
    return [
      {
        ...send,
        image: {
          headline: words.headline,
          username: member.username,
          server: guild.name,
          countLine: words.countLine,
          avatarUrl: event.member.avatarUrl,
        },
      },
    ];
  }
  return [send];
};
