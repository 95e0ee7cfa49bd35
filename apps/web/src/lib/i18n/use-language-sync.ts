import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { fadeToLanguage } from './fade-to-language.ts';
import { i18n } from './i18n.ts';
import { resolveLanguage } from './resolve-language.ts';

/**
 * docs/product.md#language: every change of the query string re-resolves the language. Only the query
 * string starts a fade: react-i18next hands out a new `i18n` object when the language changes,
 * and an effect that followed it would start the fade a second time.
 */
export function useLanguageSync(): void {
  const { search } = useLocation();
  useEffect(() => {
    fadeToLanguage(i18n, resolveLanguage(search));
  }, [search]);
}
