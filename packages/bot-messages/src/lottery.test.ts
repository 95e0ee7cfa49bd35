import { describe, expect, it } from 'vitest';
import { fillWinnerMessage } from './lottery.ts';

const lottery = {
  title: 'Star map',
  entrants: ['100000000000000001', '100000000000000002', '100000000000000003'],
  winners: [
    { id: '100000000000000001', name: 'akari' },
    { id: '100000000000000003', name: 'sora' },
  ],
};

describe('the lottery winner message', () => {
  it('fills the winners, their names, the title and the entry count', () => {
    expect(fillWinnerMessage('Congratulations !WINNERS! (!NAMES!) on !TITLE!, of !ENTRIES!!', lottery)).toBe(
      'Congratulations <@100000000000000001> <@100000000000000003> (akari, sora) on Star map, of 3!',
    );
  });

  it('leaves other !WORDS! as typed', () => {
    expect(fillWinnerMessage('!USER! won', lottery)).toBe('!USER! won');
  });
});
