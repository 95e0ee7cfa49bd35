import { describe, expect, it } from 'vitest';
import { MessageStore, type StoredMessage } from './message-store.ts';

const message = (id: string): StoredMessage => ({
  id,
  channelId: '1',
  guildId: '2',
  authorId: '3',
  content: id,
  embeds: [],
  attachments: [],
  mentions: [],
  mentionRoles: [],
  mentionEveryone: false,
  timestamp: '2026-11-26T09:00:00.000000+00:00',
  components: [],
});

describe('MessageStore', () => {
  it('keeps a channel in id order when messages arrive out of order, ids of different lengths too', () => {
    const store = new MessageStore();
    for (const id of ['1000', '1003', '999', '1001', '10000', '1002', '5']) store.add(message(id));
    expect(store.all('1').map((m) => m.id)).toEqual(['5', '999', '1000', '1001', '1002', '1003', '10000']);
    expect(store.list('1', 2).map((m) => m.id)).toEqual(['10000', '1003']);
  });

  it('drops the oldest messages of a full channel, whatever order they came in', () => {
    const store = new MessageStore(3);
    for (const id of ['20', '40', '10', '30', '50']) store.add(message(id));
    expect(store.all('1').map((m) => m.id)).toEqual(['30', '40', '50']);
  });
});
