import type { Language } from '@hoshi/contracts';
import { TYPING_TEXTS } from '../../typing/texts.ts';
import { MAX_WORD_LENGTH } from './constants.ts';

/** A target word: what is shown, and the letters shot to clear it (romaji for Japanese). */
export interface ShooterWord {
  text: string;
  letters: string;
}

/**
 * Star Typing's vocabulary, shared within the activities feature: Japanese comes with the
 * romaji an IME takes (星 → hoshi), which is exactly what gets shot. Only words made of a–z
 * fit a field of falling letters (ラーメン's "-" does not), and only those short enough for the HUD.
 */
export function shooterWords(lang: Language): ShooterWord[] {
  return TYPING_TEXTS[lang].vocabulary
    .filter(({ keys }) => /^[a-z]+$/.test(keys) && keys.length <= MAX_WORD_LENGTH)
    .map(({ text, keys }) => ({ text, letters: keys }));
}
