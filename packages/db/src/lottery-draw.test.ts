import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawWinners, eligibleEntrants, type Entrant } from './lottery-draw.ts';

const GAZER = '500000000000001005';
const MEMBER = '500000000000001004';
const entrants: Entrant[] = [
  { id: '1', name: 'a', roles: [MEMBER, GAZER] },
  { id: '2', name: 'b', roles: [MEMBER] },
  { id: '3', name: 'c', roles: [] },
  { id: '4', name: 'd', roles: [GAZER] },
];
const ids = (list: Entrant[]) => list.map((e) => e.id);

describe('who may win', () => {
  it('any: every entrant', () => {
    expect(ids(eligibleEntrants(entrants, { listType: 'any', roles: [GAZER] }, new Set()))).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
  });

  it('whitelist: only entrants with one of the roles', () => {
    expect(ids(eligibleEntrants(entrants, { listType: 'whitelist', roles: [GAZER] }, new Set()))).toEqual([
      '1',
      '4',
    ]);
  });

  it('blacklist: only entrants with none of the roles', () => {
    expect(ids(eligibleEntrants(entrants, { listType: 'blacklist', roles: [GAZER] }, new Set()))).toEqual([
      '2',
      '3',
    ]);
  });

  it('a reroll excludes earlier winners', () => {
    expect(ids(eligibleEntrants(entrants, { listType: 'any', roles: [] }, new Set(['1', '3'])))).toEqual([
      '2',
      '4',
    ]);
  });
});

describe('the draw', () => {
  it('picks distinct winners, at most as many as asked or as there are', () => {
    for (let i = 0; i < 50; i++) {
      const winners = drawWinners(entrants, 3, randomInt);
      expect(new Set(winners).size).toBe(3);
      for (const w of winners) expect(entrants).toContain(w);
    }
    expect(drawWinners(entrants, 10, randomInt)).toHaveLength(4);
    expect(drawWinners([], 2, randomInt)).toEqual([]);
  });

  it('follows the random source it is given', () => {
    const first = (min: number) => min;
    expect(ids(drawWinners(entrants, 2, first))).toEqual(['1', '2']);
    const last = (_min: number, max: number) => max - 1;
    expect(ids(drawWinners(entrants, 2, last))).toEqual(['4', '1']);
  });
});
