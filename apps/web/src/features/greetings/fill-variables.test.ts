import { describe, expect, it } from 'vitest';
import { fillGreeting, greetingText, sampleMember } from './fill-variables.ts';

const context = { username: 'akari', server: 'Star Lounge', members: 1234, randomMember: 'Luna' };

describe('filling greeting variables', () => {
  it('turns !USER! into a mention of the member and !NAME! into their plain name', () => {
    expect(fillGreeting('Hi !USER! (!NAME!)', context)).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'mention', name: 'akari' },
      { kind: 'text', text: ' (akari)' },
    ]);
  });

  it('fills the server name and the member count', () => {
    expect(greetingText(fillGreeting('Welcome to !SERVER!, member #!MEMBERS!!', context))).toBe(
      'Welcome to Star Lounge, member #1234!',
    );
  });

  it('turns !RANDOM! into a mention of another member', () => {
    expect(fillGreeting('!RANDOM! say hi', context)[0]).toEqual({ kind: 'mention', name: 'Luna' });
  });

  it('fills every occurrence and leaves unknown or lower-case variables as typed', () => {
    expect(greetingText(fillGreeting('!NAME! !NAME! !user! !FOO!', context))).toBe(
      'akari akari !user! !FOO!',
    );
  });

  it('picks the same sample member for a server every time', () => {
    expect(sampleMember('200000000000000001')).toBe(sampleMember('200000000000000001'));
  });
});
