import { useTranslation } from 'react-i18next';

interface BestScoresProps {
  /** Label and score, in the order shown; a single unlabelled score is the game's only one. */
  scores: { label?: string; score: number }[];
}

/** The best scores on a game's card: "No score yet" until one is stored. */
export function BestScores({ scores }: BestScoresProps) {
  const { t } = useTranslation();
  return (
    <dl className="best-scores">
      <dt className="best-scores__title">{t('activities.bestScores')}</dt>
      {scores.map(({ label, score }, index) => (
        <dd key={label ?? index} className="best-scores__row">
          {label && <span className="best-scores__label">{label}</span>}
          <span className="best-scores__value">{score > 0 ? score : t('activities.noScore')}</span>
        </dd>
      ))}
    </dl>
  );
}
