import type en from '../../../locales/bosses.en.json';
import { registerNamespace } from '../../../lib/i18n/page-namespaces.ts';

// Keys are typed from bosses.en.json: `satisfies` makes a key missing in Japanese a compile error.
const bundles = {
  en: async (): Promise<typeof en> => (await import('../../../locales/bosses.en.json')).default,
  ja: async (): Promise<typeof en> =>
    (await import('../../../locales/bosses.ja.json')).default satisfies typeof en,
};

/** The boss shooter's texts (the `bosses` namespace), loaded with its route. */
export const loadBossesTexts = () => registerNamespace('bosses', (language) => bundles[language]());
