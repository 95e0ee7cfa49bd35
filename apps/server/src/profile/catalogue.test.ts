import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CARD_RANKS, HIDDEN_ACHIEVEMENT, type CardRank } from '@hoshi/contracts';
import type { Text } from './catalogue.ts';
import { ACHIEVEMENTS, CARDS, PETS } from './catalogue.ts';

const IMAGES = resolve(import.meta.dirname, '../../../web/public/images');
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Every text of the catalogues, with where it comes from for a readable failure. */
function texts(): [string, Text, number][] {
  return [
    ...ACHIEVEMENTS.flatMap((a): [string, Text, number][] => [
      [`achievement ${a.id} name`, a.name, 40],
      [`achievement ${a.id} description`, a.description, 120],
    ]),
    ...CARDS.map((c): [string, Text, number] => [`card ${c.id} name`, c.name, 40]),
    ...Object.entries(PETS).flatMap(([id, p]): [string, Text, number][] => [
      [`pet ${id} name`, p.name, 40],
      [`pet ${id} description`, p.description, 120],
      [`pet ${id} ability name`, p.ability.name, 40],
      [`pet ${id} ability description`, p.ability.description, 120],
    ]),
  ];
}

describe('profile catalogues', () => {
  it('has 60 achievements, 36 cards and 10 pets', () => {
    expect(ACHIEVEMENTS).toHaveLength(60);
    expect(CARDS).toHaveLength(36);
    expect(Object.keys(PETS)).toHaveLength(10);
  });

  it('uses unique kebab-case ids', () => {
    for (const ids of [ACHIEVEMENTS.map((a) => a.id), CARDS.map((c) => c.id), Object.keys(PETS)]) {
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id, id).toMatch(KEBAB);
    }
  });

  it('has every text in English and Japanese, within its length', () => {
    for (const [where, text, max] of texts()) {
      expect(text.en.trim(), where).not.toBe('');
      expect(text.ja.trim(), where).not.toBe('');
      expect(text.ja, where).not.toBe(text.en);
      expect(text.ja, where).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(text.en.length, where).toBeLessThanOrEqual(max);
      expect(text.ja.length, where).toBeLessThanOrEqual(max);
    }
  });

  it('keeps the hidden achievement at index 47, with the one that follows it at 48', () => {
    // The index is a place in every stored achievement string: the hidden star must stay there.
    expect(ACHIEVEMENTS.findIndex((a) => a.id === 'hidden-star')).toBe(47);
    expect(ACHIEVEMENTS[HIDDEN_ACHIEVEMENT]?.id).toBe('hidden-star');
    expect(ACHIEVEMENTS[HIDDEN_ACHIEVEMENT + 1]?.id).toBe('stargazer');
  });

  it('has the Starshooter ace at index 29', () => {
    expect(ACHIEVEMENTS[29]?.id).toBe('shooter-350');
    expect(ACHIEVEMENTS[29]?.description.en).toContain('350');
  });

  it('gives every card a known rank and stars within its rank band', () => {
    const bands: Record<CardRank, readonly number[]> = {
      S: [5],
      A: [4, 5],
      B: [3, 4],
      C: [2, 3],
      D: [1, 2],
      E: [1],
    };
    for (const card of CARDS) {
      expect(CARD_RANKS, card.id).toContain(card.rank);
      expect(bands[card.rank], card.id).toContain(card.stars);
    }
  });

  it('has few S cards and many D and E cards', () => {
    const count = (rank: CardRank) => CARDS.filter((c) => c.rank === rank).length;
    for (const rank of CARD_RANKS) expect(count(rank), rank).toBeGreaterThan(0);
    expect(count('S')).toBeLessThan(count('D'));
    expect(count('S')).toBeLessThan(count('E'));
  });

  it('draws every pet at pets/<id>.svg, and the picture exists', () => {
    for (const [id, pet] of Object.entries(PETS)) {
      expect(pet.img).toBe(`pets/${id}.svg`);
      expect(existsSync(resolve(IMAGES, pet.img)), pet.img).toBe(true);
    }
  });
});
