import { describe, expect, it } from 'vitest';
import { fillGreeting, greetingMentions, sampleMember } from './fill-variables.ts';

const akari = { id: '100000000000000001', username: 'akari' };
const luna = { id: '10000000000000001', username: 'Luna' };
const context = { member: akari, server: 'Star Lounge', members: 1234, randomMember: luna };

describe('filling greeting variables', () => {
  it('turns !USER! into a Discord mention of the member and !NAME! into their plain name', () => {
    expect(fillGreeting('Hi !USER! (!NAME!)', context)).toBe('Hi <@100000000000000001> (akari)');
  });

  it('fills the server name and the member count', () => {
    expect(fillGreeting('Welcome to !SERVER!, member #!MEMBERS!!', context)).toBe(
      'Welcome to Star Lounge, member #1234!',
    );
  });

  it('turns !RANDOM! into a mention of another member, and names both mentions', () => {
    expect(fillGreeting('!RANDOM! say hi', context)).toBe('<@10000000000000001> say hi');
    const names = greetingMentions(context);
    expect(names.user?.(luna.id)).toBe('Luna');
    expect(names.user?.(akari.id)).toBe('akari');
    expect(names.user?.('300000000000000001')).toBeUndefined();
  });

  it("names the server's channels and roles that a message mentions", () => {
    const names = greetingMentions(
      context,
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

  it('fills every occurrence and leaves unknown or lower-case variables as typed', () => {
    expect(fillGreeting('!NAME! !NAME! !user! !FOO!', context)).toBe('akari akari !user! !FOO!');
  });

  it('picks the same sample member for a server every time, with an id shaped like a mention', () => {
    const sample = sampleMember('200000000000000001');
    expect(sampleMember('200000000000000001')).toEqual(sample);
    expect(sample.id).toMatch(/^\d{17}$/);
  });
});
