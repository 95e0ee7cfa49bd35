import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@hoshi/contracts';
import { bundled, loadTranslation } from './resources.ts';
import { resolveLanguage } from './resolve-language.ts';

export const i18n = i18next.createInstance();

// The first language is resolved before the first render, so the page never flashes in en
// (main.tsx waits for `languageReady` when it is not the bundled English).
void i18n.use(initReactI18next).init({
  resources: bundled,
  partialBundledLanguages: true,
  lng: typeof window === 'undefined' ? DEFAULT_LANGUAGE : resolveLanguage(window.location.search),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
});

const loading = new Map<Language, Promise<void>>();

/** Resolves once `language`'s texts are loaded (at once for English or one already loaded). */
export function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = loadTranslation(language).then((texts) => {
      i18n.addResourceBundle(language, 'translation', texts);
    });
    loading.set(language, pending);
  }
  return pending;
}

export const languageReady = (): Promise<void> => loadLanguage(i18n.language === 'ja' ? 'ja' : 'en');

const followLanguage = (language: string) => {
  document.documentElement.lang = language;
};
followLanguage(i18n.language);
i18n.on('languageChanged', followLanguage);
