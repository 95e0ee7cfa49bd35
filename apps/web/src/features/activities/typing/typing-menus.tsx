import { useTranslation } from 'react-i18next';
import { MODE_KEYS } from './constants.ts';
import type { OfferedMode } from './constants.ts';
import type { TypingResult } from './engine.ts';
import type { TypingScores } from './high-scores.ts';

const MODE_ENTRIES = Object.entries(MODE_KEYS) as [string, OfferedMode][];

export function TypingMenu({ onStart }: { onStart: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="game-menu typing-center" aria-labelledby="typing-menu-title">
      <h2 id="typing-menu-title">{t('games.typing')}</h2>
      <p className="game-menu__text">{t('activities.typing.intro')}</p>
      <p className="typing-hint">{t('activities.typing.pressEnter')}</p>
      <button type="button" className="button button--primary" onClick={onStart}>
        {t('activities.typing.start')}
      </button>
    </section>
  );
}

interface ModeSelectProps {
  bests: TypingScores;
  onPick: (mode: OfferedMode) => void;
  onBack: () => void;
}

/** docs/product.md#star-typing: v, s and p pick vocabulary, sentence and password; Escape goes back. */
export function ModeSelect({ bests, onPick, onBack }: ModeSelectProps) {
  const { t } = useTranslation();
  return (
    <section className="game-menu" aria-labelledby="typing-mode-title">
      <h2 id="typing-mode-title">{t('activities.typing.chooseMode')}</h2>
      <ul className="game-menu__choices">
        {MODE_ENTRIES.map(([key, mode]) => (
          <li key={mode}>
            <button
              type="button"
              className="game-choice"
              aria-keyshortcuts={key}
              onClick={() => onPick(mode)}
            >
              <span className="game-choice__title">
                {t(`activities.typing.mode.${mode}`)} <kbd className="typing-kbd">{key.toUpperCase()}</kbd>
              </span>
              <span className="game-choice__text">{t(`activities.typing.modeText.${mode}`)}</span>
              <span className="game-choice__best">
                {bests[mode] ? t('activities.best', { score: bests[mode] }) : t('activities.noScore')}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--secondary typing-back" onClick={onBack}>
        {t('activities.typing.back')}
      </button>
    </section>
  );
}

interface GameOverProps {
  result: TypingResult;
  record: boolean;
  onAgain: () => void;
  onMenu: () => void;
}

export function TypingGameOver({ result, record, onAgain, onMenu }: GameOverProps) {
  const { t } = useTranslation();
  return (
    <section className="game-menu typing-center" aria-labelledby="typing-over-title">
      <h2 id="typing-over-title">{t('activities.typing.timeUp')}</h2>
      <dl className="typing-results">
        <div>
          <dt>{t('activities.typing.points')}</dt>
          <dd>{result.points}</dd>
        </div>
        <div>
          <dt>{t('activities.typing.accuracy')}</dt>
          <dd>{t('activities.typing.percent', { value: result.accuracy.toFixed(1) })}</dd>
        </div>
        <div>
          <dt>{t('activities.typing.multiplier')}</dt>
          <dd>{t('activities.typing.times', { value: (result.multiplierTenths / 10).toFixed(1) })}</dd>
        </div>
        <div className="typing-results__final">
          <dt>{t('activities.typing.finalScore')}</dt>
          <dd data-testid="typing-final-score">{result.score}</dd>
        </div>
      </dl>
      {record && <p className="game-result__record">{t('activities.newBest')}</p>}
      <div className="typing-actions">
        <button type="button" className="button button--secondary" onClick={onMenu}>
          {t('activities.typing.menu')}
        </button>
        <button type="button" className="button button--primary" autoFocus onClick={onAgain}>
          {t('activities.typing.playAgain')}
        </button>
      </div>
    </section>
  );
}
