import { describe, expect, it } from 'vitest';
import { mentionNames } from './mention-names.ts';

const akari = { id: '100000000000000001', username: 'akari' };
const luna = { id: '10000000000000001', username: 'Luna' };

describe("a preview's mention names", () => {
  it('names the members the message is about, and no one else', () => {
    const names = mentionNames([akari, luna]);
    expect(names.user?.(luna.id)).toBe('Luna');
    expect(names.user?.(akari.id)).toBe('akari');
    expect(names.user?.('300000000000000001')).toBeUndefined();
  });

  it("names the server's channels and roles that a message mentions", () => {
    const names = mentionNames(
      [akari],
      [{ id: '400000000000000001', name: 'general' }],
      [{ id: '500000000000000001', name: 'Member', color: 0x57f287 }],
    );
    expect(names.channel?.('400000000000000001')).toBe('general');
    expect(names.role?.('500000000000000001')).toEqual({
      id: '500000000000000001',
      name: 'Member',
      color: 0x57f287,
    });
    expect(names.channel?.('400000000000000099')).toBeUndefined();
  });
});
