import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GameList } from '../../../components/game-list.tsx';
import { SafeImage } from '../../../components/safe-image.tsx';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { FeatureGrid } from './feature-grid.tsx';

interface HomePageProps {
  /** The sign-in control; the route passes it in because features do not import each other. */
  signIn: ReactNode;
}

/** `/`: what the bot does, a way in, and the games. */
export function HomePage({ signIn }: HomePageProps) {
  const { t } = useTranslation();
  const { user } = useSession();

  const callToAction = user ? (
    <Link className="button button--primary" to={paths.dashboard.index}>
      {t('auth.openDashboard')}
    </Link>
  ) : (
    signIn
  );

  return (
    <div className="home">
      <section className="hero" aria-labelledby="home-title">
        <div className="hero__copy">
          <h1 id="home-title" className="hero__title">
            {t('home.title')}
          </h1>
          <p className="hero__tagline">{t('home.tagline')}</p>
          <p className="hero__intro">{t('home.intro')}</p>
          <div className="hero__actions">
            {callToAction}
            <Link className="button button--secondary" to={paths.activities.index}>
              {t('home.allActivities')}
            </Link>
          </div>
        </div>
        {/* The theme draws its place behind the star and dresses it (styles/scenes). */}
        <div className="hero__stage">
          <SafeImage
            className="hero__art"
            src="/images/home-hero.svg"
            alt={t('home.heroAlt')}
            width={480}
            height={400}
            loading="eager"
            // The page's largest paint: fetched first, not after the scripts.
            fetchPriority="high"
          />
        </div>
      </section>

      <section className="home-section" aria-labelledby="home-features">
        <h2 id="home-features">{t('home.featuresTitle')}</h2>
        <FeatureGrid />
      </section>

      <section className="home-section cta" aria-labelledby="home-cta">
        <h2 id="home-cta">{t('home.ctaTitle')}</h2>
        <p>{user ? t('home.ctaSignedIn', { name: user.username }) : t('home.ctaText')}</p>
        {callToAction}
      </section>

      <section className="home-section" aria-labelledby="home-activities">
        <h2 id="home-activities">{t('home.activitiesTitle')}</h2>
        <p className="page__lead">{t('home.activitiesText')}</p>
        <GameList headingLevel={3} />
      </section>
    </div>
  );
}
