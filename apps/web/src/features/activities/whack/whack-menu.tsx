import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WHACK_DIFFICULTIES, WHACK_DIFFICULTY_IDS } from './constants.ts';
import type { WhackDifficulty } from './constants.ts';
import { readWhackBests } from './high-scores.ts';

/** docs/product.md#whack-a-star: the menu with the three difficulties, each with its best score. */
export function WhackMenu({ onPick }: { onPick: (difficulty: WhackDifficulty) => void }) {
  const { t } = useTranslation();
  const [bests] = useState(readWhackBests);
  return (
    <section className="game-menu" aria-labelledby="whack-menu-title">
      <h2 id="whack-menu-title">{t('activities.whack.chooseDifficulty')}</h2>
      <p className="game-menu__text">{t('activities.whack.howTo')}</p>
      <ul className="game-menu__choices">
        {WHACK_DIFFICULTY_IDS.map((id, index) => (
          <li key={id}>
            <button type="button" className="game-choice" autoFocus={index === 0} onClick={() => onPick(id)}>
              <span className="game-choice__title">{t(`activities.whack.difficulty.${id}`)}</span>
              <span className="game-choice__text">
                {t('activities.whack.difficultyDetail', { grid: WHACK_DIFFICULTIES[id].grid })}
              </span>
              <span className="game-choice__best">
                {bests[id] > 0 ? t('activities.best', { score: bests[id] }) : t('activities.noScore')}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
