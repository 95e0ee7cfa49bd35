import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS } from '@hoshi/contracts';
import { isLanguage, withLanguage } from '../lib/i18n/resolve-language.ts';
import { writeStorage } from '../lib/storage.ts';
import { Icon } from './icon.tsx';

/**
 * docs/product.md#language: the toggle stores the choice and rewrites the current URL with lang, replacing
 * the history entry; the query-string sync (useLanguageSync) then switches the texts.
 */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  const next = current === 'en' ? 'ja' : 'en';

  const toggle = () => {
    writeStorage(STORAGE_KEYS.lang, next);
    void navigate(
      { pathname: location.pathname, search: withLanguage(location.search, next), hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <button type="button" className="nav__button" onClick={toggle} aria-label={t('nav.language')} lang={next}>
      <Icon name="language" />
      <span className="nav__button-text">{t('nav.languageShort')}</span>
    </button>
  );
}
