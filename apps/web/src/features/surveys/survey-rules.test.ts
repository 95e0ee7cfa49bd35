import { describe, expect, it } from 'vitest';
import type { Channel } from '@hoshi/contracts';
import { withResponseChannel } from './survey-rules.ts';

const channel = (id: string, type: number): Channel => ({
  id,
  name: id,
  type,
  parentId: null,
  position: 0,
  bot: { view: true, send: true },
});
const TEXT = '400000000000001006';
const FORUM = '400000000000001008';
const channels = [channel(TEXT, 0), channel(FORUM, 15)];
const regular = { channel: null, style: 'ticket' as const, display: 'compact' as const };

describe('the response channel decides style and display', () => {
  it('a forum forces style thread and display noAuthor by default', () => {
    expect(withResponseChannel(regular, FORUM, channels)).toEqual({
      channel: FORUM,
      style: 'thread',
      display: 'noAuthor',
    });
  });

  it('a forum keeps display author when it was chosen', () => {
    const author = { channel: FORUM, style: 'thread' as const, display: 'author' as const };
    expect(withResponseChannel(author, FORUM, channels).display).toBe('author');
  });

  it('leaving a forum for a text channel gives regular style and display back', () => {
    const forum = { channel: FORUM, style: 'thread' as const, display: 'author' as const };
    expect(withResponseChannel(forum, TEXT, channels)).toEqual({
      channel: TEXT,
      style: 'regular',
      display: 'regular',
    });
  });

  it('keeps ticket and compact on a text channel', () => {
    expect(withResponseChannel(regular, TEXT, channels)).toEqual({ ...regular, channel: TEXT });
  });
});
