import { describe, expect, it } from 'vitest';
import { fillGreeting, greetingWords, sampleMember } from './greeting.ts';

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

  it('turns !RANDOM! into a mention of another member', () => {
    expect(fillGreeting('!RANDOM! say hi', context)).toBe('<@10000000000000001> say hi');
  });

  it('fills every occurrence and leaves unknown or lower-case variables as typed', () => {
    expect(fillGreeting('!NAME! !NAME! !user! !FOO!', context)).toBe('akari akari !user! !FOO!');
  });

  it('picks the same sample member for a server every time, with an id shaped like a mention', () => {
    const sample = sampleMember('200000000000000001');
    expect(sampleMember('200000000000000001')).toEqual(sample);
    expect(sample.id).toMatch(/^\d{17}$/);
  });

  it("writes a card's fixed words in the language it is asked for, not the reader's", () => {
    expect(greetingWords('join', 1235, 'en')).toEqual({ headline: 'Welcome!', countLine: 'Member #1235' });
    expect(greetingWords('join', 1235, 'ja')).toEqual({
      headline: 'ようこそ！',
      countLine: '1235 人目のメンバー',
    });
    expect(greetingWords('leave', 1233, 'en')).toEqual({
      headline: 'Goodbye!',
      countLine: '1233 members now',
    });
    expect(greetingWords('leave', 1233, 'ja')).toEqual({
      headline: 'さようなら！',
      countLine: '現在 1233 人',
    });
  });
});
