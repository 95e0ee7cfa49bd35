import { CHANNEL_TYPES, channelProblem } from '@hoshi/contracts';
import type { Channel, ChannelRule } from '@hoshi/contracts';

export interface ChannelGroup {
  /** The category's name; null for channels without a category. */
  category: string | null;
  options: Channel[];
}

/**
 * The channels of the allowed types, grouped under their category (docs/product.md#settings-forms) the way
 * Discord's sidebar shows them: channels without a category first, then each category in its
 * position order, each channel in its position order. Empty groups are left out.
 */
export function groupChannels(channels: readonly Channel[], types: readonly number[]): ChannelGroup[] {
  const byPosition = (a: Channel, b: Channel) => a.position - b.position;
  const categories = channels.filter((c) => c.type === CHANNEL_TYPES.category).sort(byPosition);
  const categoryIds = new Set(categories.map((c) => c.id));
  const allowed = channels.filter((c) => types.includes(c.type)).sort(byPosition);

  const groups: ChannelGroup[] = [
    { category: null, options: allowed.filter((c) => c.parentId === null || !categoryIds.has(c.parentId)) },
    ...categories.map((category) => ({
      category: category.name,
      options: allowed.filter((c) => c.parentId === category.id),
    })),
  ];
  return groups.filter((group) => group.options.length > 0);
}

export type ChannelWarning = 'cannotView' | 'cannotSend';

/** Why the bot would fail in this channel for this field, from the permissions the server computed. */
export function channelWarning(channel: Channel, rule: ChannelRule): ChannelWarning | null {
  const problem = channelProblem(channel, { ...rule, types: [channel.type] });
  return problem === 'bot_cannot_view' ? 'cannotView' : problem === 'bot_cannot_send' ? 'cannotSend' : null;
}

/** A stored id whose channel is gone still shows (and can be cleared) rather than vanishing. */
export function missingChannel(id: string, name: string): Channel {
  return {
    id,
    name,
    type: -1,
    parentId: null,
    position: Number.MAX_SAFE_INTEGER,
    bot: { view: true, send: true },
  };
}
