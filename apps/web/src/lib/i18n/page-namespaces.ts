import { getI18n } from 'react-i18next';
import type { Language } from '@hoshi/contracts';

export type Texts = Record<string, unknown>;
type NamespaceLoader = (language: Language) => Promise<Texts>;

/**
 * Namespaces a lazily loaded page brought (registerNamespace); `loadLanguage` loads them too
 * with every later switch. Apart from i18n.ts so a page's chunk does not pull the first page's
 * texts out of the entry chunk.
 */
export const pageNamespaces = new Map<string, NamespaceLoader>();

/**
 * A page's own texts, kept out of the first page (its JS budget): loaded with the page's
 * route, in English (the fallback) and the current language.
 */
export async function registerNamespace(ns: string, load: NamespaceLoader): Promise<void> {
  pageNamespaces.set(ns, load);
  const i18n = getI18n();
  const add = async (language: Language) => {
    if (!i18n.hasResourceBundle(language, ns)) i18n.addResourceBundle(language, ns, await load(language));
  };
  const current: Language = i18n.language === 'ja' ? 'ja' : 'en';
  await Promise.all([...new Set<Language>(['en', current])].map(add));
}
