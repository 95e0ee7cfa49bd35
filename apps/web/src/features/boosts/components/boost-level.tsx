import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';

/** The server's boost level as Discord reports it (docs/product.md#boosts), read-only: level n of 3, as pips. */
export function BoostLevel({ level, max }: { level: number; max: number }) {
  const { t } = useTranslation();
  return (
    <div className="boost-level">
      <span className="field__label">{t('boosts.level')}</span>
      <p className="boost-level__value">
        <Icon name="rocket" size={20} />
        <strong>{t('boosts.levelValue', { level })}</strong>
        <span className="boost-level__pips" role="img" aria-label={t('boosts.levelOf', { level, max })}>
          {Array.from({ length: max }, (_, i) => (
            <span
              key={i}
              className={i < level ? 'boost-level__pip boost-level__pip--on' : 'boost-level__pip'}
            />
          ))}
        </span>
      </p>
      <p className="field__hint">{t('boosts.levelHint')}</p>
    </div>
  );
}
