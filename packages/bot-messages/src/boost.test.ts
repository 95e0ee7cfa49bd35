import { describe, expect, it } from 'vitest';
import { fillBoostMessage } from './boost.ts';

const context = { member: { id: '100000000000000001', username: 'akari' }, server: 'Star Lounge', level: 2 };

describe('the boost thank-you', () => {
  it('fills every variable, each wherever and however often it appears', () => {
    expect(
      fillBoostMessage('!USER! (!NAME!) boosted !SERVER! to level !LEVEL!! Thanks !NAME!', context),
    ).toBe('<@100000000000000001> (akari) boosted Star Lounge to level 2! Thanks akari');
  });

  it('leaves unknown !WORDS! and greeting-only variables as typed', () => {
    expect(fillBoostMessage('!RANDOM! !MEMBERS! !level!', context)).toBe('!RANDOM! !MEMBERS! !level!');
  });

  it('does not read $ patterns in a server name as replacement syntax', () => {
    expect(fillBoostMessage('!SERVER!', { ...context, server: "$& $' Club" })).toBe("$& $' Club");
  });
});
