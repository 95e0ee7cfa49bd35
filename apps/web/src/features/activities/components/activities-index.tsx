import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS } from '@hoshi/contracts';
import { GameList } from '../../../components/game-list.tsx';
import { readStorage } from '../../../lib/storage.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { WHACK_DIFFICULTY_IDS } from '../whack/constants.ts';
import { readWhackBests } from '../whack/high-scores.ts';
import { OFFERED_MODES } from '../typing/constants.ts';
import { readTypingScores } from '../typing/high-scores.ts';
import { readBossesBest } from '../bosses/high-score.ts';
import { BestScores } from './best-scores.tsx';

function readBests() {
  const shooter = Number.parseInt(readStorage(STORAGE_KEYS.shooterHighScore) ?? '', 10);
  return {
    whack: readWhackBests(),
    typing: readTypingScores(),
    shooter: Number.isFinite(shooter) ? shooter : 0,
    bosses: readBossesBest(),
  };
}

const NO_BESTS: ReturnType<typeof readBests> = {
  whack: { easy: 0, intermediate: 0, hard: 0 },
  typing: {},
  shooter: 0,
  bosses: 0,
};

/** /activities (docs/product.md#games): the games, each with a short description and its best scores. */
export function ActivitiesIndex() {
  const { t } = useTranslation();
  // The page is prerendered with no scores; this browser's own appear once it has hydrated.
  const hydrated = useHydrated();
  const bests = useMemo(() => (hydrated ? readBests() : NO_BESTS), [hydrated]);
  return (
    <div className="page">
      <header className="page__header">
        <h1>{t('activities.title')}</h1>
        <p className="page__lead">{t('activities.intro')}</p>
      </header>
      <GameList
        firstScreen
        details={{
          whack: (
            <BestScores
              scores={WHACK_DIFFICULTY_IDS.map((id) => ({
                label: t(`activities.whack.difficulty.${id}`),
                score: bests.whack[id],
              }))}
            />
          ),
          shooter: <BestScores scores={[{ score: bests.shooter }]} />,
          bosses: <BestScores scores={[{ score: bests.bosses }]} />,
          typing: (
            <BestScores
              scores={OFFERED_MODES.map((mode) => ({
                label: t(`activities.typing.mode.${mode}`),
                score: bests.typing[mode] ?? 0,
              }))}
            />
          ),
        }}
      />
    </div>
  );
}
