import { useTranslation } from 'react-i18next';
import { GameList } from '../../../components/game-list.tsx';

/** /activities (spec 002 §2): the games, each with a short description. */
export function ActivitiesIndex() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <header className="page__header">
        <h1>{t('activities.title')}</h1>
        <p className="page__lead">{t('activities.intro')}</p>
      </header>
      <GameList />
    </div>
  );
}
