import type { Action } from '../core/types.ts';

type Send = Extract<Action, { type: 'send' }>;

/**
 * What one Discord message may carry: 10 embeds and 10 files (Discord's limits), 2,000 characters
 * of content. A burst of greetings is put together up to these, which also keeps the pings of one
 * message to a handful of members.
 */
export const TOGETHER_LIMITS = { messages: 10, embeds: 10, files: 10, content: 2000 } as const;

/** The sends of one channel that go as one message, in their order (two or more). */
export interface Together<T> {
  items: T[];
  action: Send;
}

const embedsOf = (send: Send) => [...(send.embed ? [send.embed] : []), ...(send.embeds ?? [])];
const imagesOf = (send: Send) => [...(send.image ? [send.image] : []), ...(send.images ?? [])];

/** One message saying what `sends` say, in their order (their texts one a line). */
export function combineSends(sends: readonly Send[]): Send {
  const [first] = sends;
  if (!first) throw new Error('combineSends: nothing to combine');
  const embeds = sends.flatMap(embedsOf);
  const images = sends.flatMap(imagesOf);
  return {
    type: 'send',
    channelId: first.channelId,
    content: sends
      .map((s) => s.content)
      .filter((c) => c !== '')
      .join('\n'),
    ...(embeds.length > 0 && { embeds }),
    ...(images.length > 0 && { images }),
    mentions: {
      users: [...new Set(sends.flatMap((s) => s.mentions.users))],
      roles: [...new Set(sends.flatMap((s) => s.mentions.roles))],
    },
  };
}

/**
 * Groups the sends of each channel, in their order, into messages within TOGETHER_LIMITS; answers
 * only the groups of two or more (a send alone goes as it is). `sendOf` reads an item's send.
 */
export function sendTogether<T>(items: readonly T[], sendOf: (item: T) => Send | undefined): Together<T>[] {
  const byChannel = new Map<string, T[]>();
  for (const item of items) {
    const send = sendOf(item);
    if (!send) continue;
    const list = byChannel.get(send.channelId);
    if (list) list.push(item);
    else byChannel.set(send.channelId, [item]);
  }
  const groups: Together<T>[] = [];
  for (const list of byChannel.values()) {
    let current: T[] = [];
    let embeds = 0;
    let files = 0;
    let content = 0;
    const close = () => {
      if (current.length >= 2)
        groups.push({ items: current, action: combineSends(current.map((i) => sendOf(i) as Send)) });
      current = [];
      embeds = files = content = 0;
    };
    for (const item of list) {
      const send = sendOf(item) as Send;
      const e = embedsOf(send).length;
      const f = imagesOf(send).length;
      const c = send.content.length + (content > 0 && send.content !== '' ? 1 : 0);
      const fits =
        current.length < TOGETHER_LIMITS.messages &&
        embeds + e <= TOGETHER_LIMITS.embeds &&
        files + f <= TOGETHER_LIMITS.files &&
        content + c <= TOGETHER_LIMITS.content;
      if (!fits) close();
      current.push(item);
      embeds += e;
      files += f;
      content += current.length === 1 ? send.content.length : c;
    }
    close();
  }
  return groups;
}
