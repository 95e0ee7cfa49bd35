import en from '../../locales/en.json';
import ja from '../../locales/ja.json';

// Keys are typed from en.json: `satisfies` makes a key missing from ja.json a compile error.
export const resources = {
  en: { translation: en },
  ja: { translation: ja satisfies typeof en },
} as const;
