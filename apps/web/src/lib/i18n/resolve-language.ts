import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS } from '@hoshi/contracts';
import type { Language } from '@hoshi/contracts';
import { readStorage, writeStorage } from '../storage.ts';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

/**
 * spec 000 §4: a valid `lang` in the query is saved and used; otherwise the saved value;
 * otherwise en. Anything other than en or ja is ignored.
 */
export function resolveLanguage(search: string): Language {
  const requested = new URLSearchParams(search).get('lang');
  if (isLanguage(requested)) {
    writeStorage(STORAGE_KEYS.lang, requested);
    return requested;
  }
  const saved = readStorage(STORAGE_KEYS.lang);
  return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
}

/** The same search string with lang set, other parameters kept. */
export function withLanguage(search: string, language: Language): string {
  const params = new URLSearchParams(search);
  params.set('lang', language);
  return `?${params.toString()}`;
}
