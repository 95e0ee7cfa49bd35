import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WhackDifficulty } from './constants.ts';
import { WhackField } from './whack-field.tsx';
import { WhackMenu } from './whack-menu.tsx';
import '../shared/games.css';
import './whack.css';

type Screen = { name: 'menu' } | { name: 'playing'; difficulty: WhackDifficulty; round: number };

/** /activities/whack (docs/product.md#whack-a-star): menu → playing (30 s) → game over, then again or back. */
export function WhackGame() {
  const { t } = useTranslation();
  const [screen, setScreen] = useState<Screen>({ name: 'menu' });
  return (
    <div className="page game-page">
      <header className="page__header">
        <h1>{t('games.whack')}</h1>
      </header>
      {screen.name === 'menu' ? (
        <WhackMenu onPick={(difficulty) => setScreen({ name: 'playing', difficulty, round: 1 })} />
      ) : (
        <WhackField
          // A new key is a new round: fresh engine, fresh clock.
          key={screen.round}
          difficulty={screen.difficulty}
          onRestart={() => setScreen({ ...screen, round: screen.round + 1 })}
          onChangeDifficulty={() => setScreen({ name: 'menu' })}
        />
      )}
    </div>
  );
}
