import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../../components/external-link.tsx';
import { Icon } from '../../../components/icon.tsx';
import { LanguageToggle } from '../../../components/language-toggle.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import { ThemeSwitcher } from '../../../components/theme-switcher.tsx';
import { paths } from '../../../config/paths.ts';
import { LoginButton } from '../../../features/auth/components/login-button.tsx';
import { useIsDemo, usePublicConfig } from '../../../lib/api/public-config.ts';
import { isLanguage } from '../../../lib/i18n/resolve-language.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { ActivitiesMenu } from './activities-menu.tsx';
import { ProfileLink } from './profile-link.tsx';

/** The top navigation (docs/product.md#navigation-and-shell). Below 900 px the links fold behind a menu button. */
export function NavBar() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  // A prerendered page is drawn before the config comes: every item is drawn at its final size
  // then (the links' addresses follow), so nothing moves under a first visitor's press.
  const config = usePublicConfig();
  const demo = useIsDemo();
  const panelId = useId();
  const { pathname } = useLocation();
  // Remembering where the menu was opened closes it on navigation without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const menuButton = useRef<HTMLButtonElement>(null);

  // Escape closes the open phone menu and gives focus back to its button. Heard on the window,
  // after a menu inside it (activities) has closed itself on the same key and said so.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpenAt(null);
      menuButton.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="nav">
      <nav className="nav__inner" aria-label={t('nav.label')}>
        <Link to={paths.home} className="nav__home" aria-label={t('nav.home')}>
          <SafeImage src="/images/logo-star.svg" alt="" width={36} height={36} loading="eager" />
          <span className="nav__brand" aria-hidden="true">
            {t('common.appName')}
          </span>
        </Link>
        {demo && (
          <span className="badge" title={t('common.demoTitle')}>
            {t('common.demo')}
          </span>
        )}
        <button
          ref={menuButton}
          type="button"
          className="nav__icon-button nav__menu-button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpenAt(open ? null : pathname)}
        >
          <Icon name={open ? 'close' : 'menu'} size={24} />
          <span className="visually-hidden">{t('nav.menu')}</span>
        </button>
        <div id={panelId} className={`nav__panel${open ? ' nav__panel--open' : ''}`}>
          <ul className="nav__links">
            <li>
              {user ? (
                <NavLink to={paths.dashboard.index} end className="nav__link">
                  {t('nav.dashboard')}
                </NavLink>
              ) : (
                <LoginButton className="nav__link nav__link--button">{t('nav.dashboard')}</LoginButton>
              )}
            </li>
            <li>
              <ExternalLink href={config?.guideUrls[language]} className="nav__link">
                {t('nav.guide')}
              </ExternalLink>
            </li>
            <li>
              <NavLink to={paths.about} className="nav__link">
                {t('nav.about')}
              </NavLink>
            </li>
            <li>
              <ActivitiesMenu />
            </li>
          </ul>
          <div className="nav__controls">
            <ThemeSwitcher />
            <ExternalLink href={config?.supportUrl} className="nav__button">
              <Icon name="support" />
              <span className="nav__button-text">{t('nav.support')}</span>
            </ExternalLink>
            <LanguageToggle />
            {user && <ProfileLink user={user} />}
          </div>
        </div>
      </nav>
    </header>
  );
}
