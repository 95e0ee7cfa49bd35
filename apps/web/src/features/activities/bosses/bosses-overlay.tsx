import { useTranslation } from 'react-i18next';

export interface BossesResult {
  score: number;
  level: number;
  record: boolean;
}

interface OverlayProps {
  phase: 'menu' | 'paused' | 'gameover';
  best: number;
  result: BossesResult | null;
  onStart: () => void;
  onResume: () => void;
  onMenu: () => void;
}

/** The menus over the canvas are real buttons, so they work by keyboard, touch and screen reader. */
export function BossesOverlay({ phase, best, result, onStart, onResume, onMenu }: OverlayProps) {
  const { t } = useTranslation('bosses');
  if (phase === 'menu') {
    return (
      <section className="bosses-overlay" aria-labelledby="bosses-menu-title">
        <h2 id="bosses-menu-title" className="bosses-overlay__title">
          {t('canvas')}
        </h2>
        <p>{t('intro')}</p>
        <p className="bosses-overlay__muted">{t('controls')}</p>
        {best > 0 && <p className="bosses-overlay__best">{t('best', { score: best })}</p>}
        <button type="button" className="button button--primary" onClick={onStart} autoFocus>
          {t('start')}
        </button>
      </section>
    );
  }
  if (phase === 'paused') {
    return (
      <section
        className="bosses-overlay"
        role="dialog"
        aria-modal="true"
        aria-labelledby="bosses-paused-title"
      >
        <h2 id="bosses-paused-title" className="bosses-overlay__title">
          {t('paused')}
        </h2>
        <div className="bosses-overlay__actions">
          <button type="button" className="button button--primary" onClick={onResume} autoFocus>
            {t('resume')}
          </button>
          <button type="button" className="button button--secondary" onClick={onStart}>
            {t('restart')}
          </button>
          <button type="button" className="button button--secondary" onClick={onMenu}>
            {t('menu')}
          </button>
        </div>
      </section>
    );
  }
  return (
    <section className="bosses-overlay" role="dialog" aria-modal="true" aria-labelledby="bosses-over-title">
      <h2 id="bosses-over-title" className="bosses-overlay__title">
        {t('gameOver')}
      </h2>
      {result && (
        <>
          <p className="bosses-overlay__score" data-testid="bosses-final-score">
            {t('finalScore', { score: result.score })}
          </p>
          <p>{t('reached', { level: result.level })}</p>
          {result.record ? (
            <p className="bosses-overlay__best">{t('newBest')}</p>
          ) : (
            <p className="bosses-overlay__muted">{t('best', { score: best })}</p>
          )}
        </>
      )}
      <div className="bosses-overlay__actions">
        <button type="button" className="button button--primary" onClick={onStart} autoFocus>
          {t('playAgain')}
        </button>
        <button type="button" className="button button--secondary" onClick={onMenu}>
          {t('menu')}
        </button>
      </div>
    </section>
  );
}
