import { describe, expect, it } from 'vitest';
import { CHANNEL_TYPES, type BotChannelNeed, type ChannelRule } from '@hoshi/contracts';
import { channels } from '../../testing/fixtures.ts';
import { channelWarning, groupChannels } from './channel-options.ts';

const names = (groups: ReturnType<typeof groupChannels>) =>
  groups.map((g) => [g.category, g.options.map((c) => c.name)]);

describe('grouping channels for a picker', () => {
  it('offers only the allowed types, under their category, channels without one first', () => {
    expect(names(groupChannels(channels, [CHANNEL_TYPES.text]))).toEqual([
      [null, ['general']],
      ['Community', ['chat', 'announcements']],
      ['Staff', ['mod-log']],
    ]);
  });

  it('mixes types when several are allowed (text and voice for XP exemptions)', () => {
    expect(names(groupChannels(channels, [CHANNEL_TYPES.text, CHANNEL_TYPES.voice]))).toEqual([
      [null, ['general', 'AFK']],
      ['Community', ['chat', 'announcements', 'Lounge']],
      ['Staff', ['mod-log']],
    ]);
  });

  it('leaves out categories with nothing to offer', () => {
    expect(names(groupChannels(channels, [CHANNEL_TYPES.voice]))).toEqual([
      [null, ['AFK']],
      ['Community', ['Lounge']],
    ]);
  });

  it('orders channels by position, not by the order they arrived in', () => {
    expect(names(groupChannels([...channels].reverse(), [CHANNEL_TYPES.text]))[1]).toEqual([
      'Community',
      ['chat', 'announcements'],
    ]);
  });
});

describe('what the bot cannot do in a channel', () => {
  const need = (bot: BotChannelNeed): ChannelRule => ({ kind: 'channel', types: [CHANNEL_TYPES.text], bot });
  const [general, , , announcements, , , , , modLog] = channels;

  it('marks channels it cannot see, and where it must post, those it cannot send to', () => {
    expect(channelWarning(modLog!, need('send'))).toBe('cannotView');
    expect(channelWarning(announcements!, need('send'))).toBe('cannotSend');
    expect(channelWarning(general!, need('send'))).toBeNull();
  });

  it('does not mind sending where it only needs to look, nor anything where it needs nothing', () => {
    expect(channelWarning(announcements!, need('view'))).toBeNull();
    expect(channelWarning(modLog!, need('none'))).toBeNull();
  });
});
