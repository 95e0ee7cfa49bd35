import type en from '../../locales/profile.en.json';
import { registerNamespace } from '../../lib/i18n/page-namespaces.ts';

// Keys are typed from profile.en.json: `satisfies` makes a key missing in Japanese a compile error.
const bundles = {
  en: async (): Promise<typeof en> => (await import('../../locales/profile.en.json')).default,
  ja: async (): Promise<typeof en> =>
    (await import('../../locales/profile.ja.json')).default satisfies typeof en,
};

/** The profile subpages' texts (the `profile` namespace), loaded with their routes. */
export const loadProfileTexts = () => registerNamespace('profile', (language) => bundles[language]());
