import { describe, expect, it } from 'vitest';
import type { Action } from '../core/types.ts';
import { combineSends, sendTogether, TOGETHER_LIMITS } from './send-together.ts';

type Send = Extract<Action, { type: 'send' }>;
const send = (channelId: string, content: string, extra: Partial<Send> = {}): Send => ({
  type: 'send',
  channelId,
  content,
  mentions: { users: [content], roles: [] },
  ...extra,
});
const embed = (title: string) => ({ title, description: '', author: 'A', thumbnailUrl: 'u', footer: 'f' });
const image = (username: string) => ({
  headline: 'h',
  username,
  server: 's',
  countLine: 'c',
  avatarUrl: 'u',
});

describe('messages sent together', () => {
  it('join their texts a line each, their embeds and pictures in order, and who may be pinged', () => {
    const combined = combineSends([
      send('1', 'a', { embed: embed('A') }),
      send('1', '', { embed: embed('B') }),
      send('1', 'c', { image: image('C') }),
    ]);
    expect(combined).toEqual({
      type: 'send',
      channelId: '1',
      content: 'a\nc',
      embeds: [embed('A'), embed('B')],
      images: [image('C')],
      mentions: { users: ['a', '', 'c'], roles: [] },
    });
  });

  it('group each channel in its order, up to 10 a message and 2,000 characters, leaving a send alone as it is', () => {
    const sends = [
      ...Array.from({ length: 23 }, (_, i) => send('1', `m${i}`)),
      send('2', 'alone'),
      send('3', 'x'.repeat(1500)),
      send('3', 'y'.repeat(600)),
    ];
    const groups = sendTogether(sends, (s) => s);
    expect(groups.map((g) => g.items.length)).toEqual([10, 10, 3]);
    expect(groups.map((g) => g.action.channelId)).toEqual(['1', '1', '1']);
    expect(groups[2]?.action.content).toBe('m20\nm21\nm22');
    expect(TOGETHER_LIMITS).toMatchObject({ messages: 10, content: 2000 });
  });

  it('never put more than 10 pictures in a message', () => {
    const sends = Array.from({ length: 12 }, (_, i) => send('1', '', { image: image(`u${i}`) }));
    const groups = sendTogether(sends, (s) => s);
    expect(groups.map((g) => g.action.images?.length)).toEqual([10, 2]);
  });
});
