import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS } from '@hoshi/contracts';
import type { Language } from '@hoshi/contracts';
import { readStorage, writeStorage } from '../storage.ts';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

/**
 * docs/product.md#language: a valid `lang` in the query is saved and used; otherwise the saved value;
 * otherwise en. Anything other than en or ja is ignored.
 */
export function resolveLanguage(search: string): Language {
  const requested = rememberRequestedLanguage(search);
  if (requested) return requested;
  const saved = readStorage(STORAGE_KEYS.lang);
  return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
}

/**
 * Saves a valid `lang` of the query (local storage, and the cookie the server reads); answers it.
 * The entry calls it at once, before a prerendered page waits for its first paint to start the
 * app: a visitor who follows a link before then still gets the next page in that language.
 */
export function rememberRequestedLanguage(search: string): Language | undefined {
  const requested = new URLSearchParams(search).get('lang');
  if (!isLanguage(requested)) return undefined;
  writeStorage(STORAGE_KEYS.lang, requested);
  writeLanguageCookie(requested);
  return requested;
}

/**
 * The server cannot read local storage: this copy of the choice picks the language of the
 * prerendered page it sends next time (docs/decisions/0055-moving-around-a-server-page-titles-prerendered-public.md).
 */
export function writeLanguageCookie(language: Language): void {
  document.cookie = `lang=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** The same search string with lang set, other parameters kept. */
export function withLanguage(search: string, language: Language): string {
  const params = new URLSearchParams(search);
  params.set('lang', language);
  return `?${params.toString()}`;
}
