import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SafeImage } from '../../../components/safe-image.tsx';
import { paths } from '../../../config/paths.ts';
import './shooter.css';

/**
 * /activities/shooter: Starshooter is a later issue. Until then its Play button lands on a
 * translated "on its way" page instead of not-found (docs/decisions.md, "Starshooter for now").
 */
export function ShooterComingSoon() {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow">
      <header className="page__header">
        <h1>{t('games.shooter')}</h1>
      </header>
      <SafeImage
        className="coming-soon__art"
        src="/images/game-shooter.svg"
        alt=""
        width={320}
        height={180}
      />
      <h2>{t('activities.shooter.comingSoonTitle')}</h2>
      <p className="page__lead">{t('activities.shooter.comingSoonText')}</p>
      <Link className="button button--secondary" to={paths.activities.index}>
        {t('activities.backToActivities')}
      </Link>
    </div>
  );
}
