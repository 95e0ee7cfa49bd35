import type en from '../../locales/moderation.en.json';
import { registerNamespace } from '../../lib/i18n/page-namespaces.ts';

// Keys are typed from moderation.en.json: `satisfies` makes a key missing in Japanese a compile error.
const bundles = {
  en: async (): Promise<typeof en> => (await import('../../locales/moderation.en.json')).default,
  ja: async (): Promise<typeof en> =>
    (await import('../../locales/moderation.ja.json')).default satisfies typeof en,
};

/** The moderation pages' texts (the `moderation` namespace), loaded with their routes. */
export const loadModerationTexts = () => registerNamespace('moderation', (language) => bundles[language]());
