import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';
import type { IconName } from '../../../components/icon.tsx';
import type en from '../../../locales/en.json';

type FeatureKey = keyof typeof en.home.features;

const FEATURES: { key: FeatureKey; icon: IconName }[] = [
  { key: 'greetings', icon: 'wave' },
  { key: 'xp', icon: 'chart' },
  { key: 'autovc', icon: 'mic' },
  { key: 'roles', icon: 'tag' },
  { key: 'alerts', icon: 'bell' },
  { key: 'boosts', icon: 'rocket' },
  { key: 'surveys', icon: 'poll' },
  { key: 'lotteries', icon: 'ticket' },
  { key: 'moderation', icon: 'shield' },
  { key: 'profiles', icon: 'trophy' },
  { key: 'games', icon: 'gamepad' },
];

export function FeatureGrid() {
  const { t } = useTranslation();
  return (
    <ul className="feature-grid">
      {FEATURES.map(({ key, icon }) => (
        <li key={key} className="feature">
          <span className="feature__icon">
            <Icon name={icon} size={24} />
          </span>
          <h3 className="feature__title">{t(`home.features.${key}.title`)}</h3>
          <p className="feature__text">{t(`home.features.${key}.text`)}</p>
        </li>
      ))}
    </ul>
  );
}
