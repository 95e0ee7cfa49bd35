import type { Language } from '@hoshi/contracts';
import type { TypingMode } from './constants.ts';
import { EN_TEXTS } from './texts-en.ts';
import { JA_TEXTS } from './texts-ja.ts';

/** A prompt: what is shown, and the keys that type it (the same, except for Japanese). */
export interface TypingText {
  text: string;
  keys: string;
}

/** Word and sentence lists per language; passwords are generated, so they are not here. */
export const TYPING_TEXTS: Record<Language, Record<Exclude<TypingMode, 'password'>, TypingText[]>> = {
  en: EN_TEXTS,
  ja: JA_TEXTS,
};
