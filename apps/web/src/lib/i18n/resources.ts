import type { Language } from '@hoshi/contracts';
import en from '../../locales/en.json';

/**
 * English ships with the first page; Japanese is its own chunk, loaded before the first render
 * for a Japanese visitor (main.tsx) and before a switch (fade-to-language.ts), so an English
 * visitor does not download both (the first page's JS budget).
 */
export const bundled = { en: { translation: en } } as const;

// Keys are typed from en.json: `satisfies` makes a key missing from ja.json a compile error.
const lazy: Record<Exclude<Language, 'en'>, () => Promise<typeof en>> = {
  ja: () => import('../../locales/ja.json').then((m) => m.default satisfies typeof en),
};

export const loadTranslation = (language: Language): Promise<typeof en> =>
  language === 'en' ? Promise.resolve(en) : lazy[language]();
