import type en from '../locales/bot-permissions.en.json';
import { registerNamespace } from '../lib/i18n/page-namespaces.ts';

// Keys are typed from bot-permissions.en.json: `satisfies` makes a key missing in Japanese a compile error.
const bundles = {
  en: async (): Promise<typeof en> => (await import('../locales/bot-permissions.en.json')).default,
  ja: async (): Promise<typeof en> =>
    (await import('../locales/bot-permissions.ja.json')).default satisfies typeof en,
};

/** The notice's texts (the `botPermissions` namespace), loaded with it: only where Hoshi needs something. */
export const loadBotPermissionsTexts = () =>
  registerNamespace('botPermissions', (language) => bundles[language]());
