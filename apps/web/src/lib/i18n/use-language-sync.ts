import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fadeToLanguage } from './fade-to-language.ts';
import { resolveLanguage } from './resolve-language.ts';

/** spec 000 §4: every change of the query string re-resolves the language. */
export function useLanguageSync(): void {
  const { search } = useLocation();
  const { i18n } = useTranslation();
  useEffect(() => {
    fadeToLanguage(i18n, resolveLanguage(search));
  }, [search, i18n]);
}
