import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@hoshi/contracts';
import { resources } from './resources.ts';
import { resolveLanguage } from './resolve-language.ts';

export const i18n = i18next.createInstance();

// The first language is resolved before the first render, so the page never flashes in en.
void i18n.use(initReactI18next).init({
  resources,
  lng: typeof window === 'undefined' ? DEFAULT_LANGUAGE : resolveLanguage(window.location.search),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
});

const followLanguage = (language: string) => {
  document.documentElement.lang = language;
};
followLanguage(i18n.language);
i18n.on('languageChanged', followLanguage);
