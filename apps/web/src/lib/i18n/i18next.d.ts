import type bosses from '../../locales/bosses.en.json';
import type botPermissions from '../../locales/bot-permissions.en.json';
import type en from '../../locales/en.json';
import type moderation from '../../locales/moderation.en.json';
import type profile from '../../locales/profile.en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // Namespaces besides `translation` load with their pages (registerNamespace).
    resources: {
      translation: typeof en;
      moderation: typeof moderation;
      profile: typeof profile;
      bosses: typeof bosses;
      botPermissions: typeof botPermissions;
    };
  }
}
