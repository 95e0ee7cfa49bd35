import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@hoshi/contracts';
import { seededRandom } from '../shared/random.ts';
import { promptsFor } from './engine.ts';
import { TYPING_TEXTS } from './texts.ts';

describe('word and sentence lists', () => {
  it.each(LANGUAGES)('%s has vocabulary, sentences and (unoffered) paragraphs', (lang) => {
    const texts = TYPING_TEXTS[lang];
    expect(texts.vocabulary.length).toBeGreaterThanOrEqual(40);
    expect(texts.sentence.length).toBeGreaterThanOrEqual(20);
    expect(texts.paragraph.length).toBeGreaterThanOrEqual(2);
  });

  it('English is typed as written', () => {
    for (const list of Object.values(TYPING_TEXTS.en)) {
      for (const { text, keys } of list) {
        expect(keys).toBe(text);
        expect(keys).toMatch(/^[\x20-\x7e]+$/);
      }
    }
  });

  it('Japanese is shown in Japanese and typed as romaji', () => {
    for (const list of Object.values(TYPING_TEXTS.ja)) {
      for (const { text, keys } of list) {
        expect(text).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
        expect(keys).toMatch(/^[a-z.,-]+$/);
      }
    }
  });

  it('a game walks a shuffled copy of the list', () => {
    const prompts = promptsFor('vocabulary', 'en', seededRandom(1));
    expect(prompts).toHaveLength(TYPING_TEXTS.en.vocabulary.length);
    expect(new Set(prompts)).toEqual(new Set(TYPING_TEXTS.en.vocabulary));
    expect(prompts).not.toEqual(TYPING_TEXTS.en.vocabulary);
  });
});
