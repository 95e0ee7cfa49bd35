import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@hoshi/contracts';
import { bundled, loadTranslation } from './resources.ts';
import { pageNamespaces, type Texts } from './page-namespaces.ts';
import { isLanguage, resolveLanguage, writeLanguageCookie } from './resolve-language.ts';

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

const loading = new Map<string, Promise<void>>();

/** Adds one namespace of `language` once, however often it is asked for. */
function loadBundle(language: Language, ns: string, load: () => Promise<Texts>): Promise<void> {
  if (i18n.hasResourceBundle(language, ns)) return Promise.resolve();
  const key = `${language}|${ns}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = load().then((texts) => {
      i18n.addResourceBundle(language, ns, texts);
    });
    loading.set(key, pending);
  }
  return pending;
}

/** Resolves once `language`'s texts are loaded (at once for English or one already loaded). */
export function loadLanguage(language: Language): Promise<void> {
  return Promise.all([
    loadBundle(language, 'translation', () => loadTranslation(language)),
    ...[...pageNamespaces].map(([ns, load]) => loadBundle(language, ns, () => load(language))),
  ]).then(() => undefined);
}

export const languageReady = (): Promise<void> => loadLanguage(i18n.language === 'ja' ? 'ja' : 'en');

const followLanguage = (language: string) => {
  document.documentElement.lang = language;
  writeLanguageCookie(isLanguage(language) ? language : DEFAULT_LANGUAGE);
};
followLanguage(i18n.language);
i18n.on('languageChanged', followLanguage);
