import { useEffect } from 'react';
import { useMatch } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths.ts';
import { useAuthMessageListener } from '../../features/auth/hooks/use-auth-message-listener.ts';
import { releaseEarlyClicks } from '../../lib/early-clicks.ts';
import { useLanguageSync } from '../../lib/i18n/use-language-sync.ts';
import { AnimatedOutlet } from './animated-outlet.tsx';
import { ConfigNotice } from './config-notice.tsx';
import { useDocumentTitle } from './document-title.ts';
import { NavBar } from './nav/nav-bar.tsx';

/** Every page: navigation (hidden on the login callback, docs/product.md#navigation-and-shell), content, footer. */
export function RootLayout() {
  const { t } = useTranslation();
  const isCallback = useMatch(paths.authCallback) !== null;
  useLanguageSync();
  useAuthMessageListener();
  useDocumentTitle();
  // The page is the app's now (hydrated, or drawn afresh): presses made before that count.
  useEffect(releaseEarlyClicks, []);

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      {!isCallback && <NavBar />}
      <ConfigNotice />
      <main id="main" className="main" tabIndex={-1}>
        <AnimatedOutlet />
      </main>
      {!isCallback && (
        <footer className="footer">
          <p>{t('footer.madeWith')}</p>
        </footer>
      )}
    </div>
  );
}
