import { useTranslation } from 'react-i18next';
import type { ShooterPhase, ShooterPress } from './core/types.ts';

interface ShooterOverlayProps {
  phase: ShooterPhase;
  result: { score: number; record: boolean } | null;
  press: (press: ShooterPress) => void;
}

/**
 * The menus as real buttons over the canvas (which says the same in large letters): start,
 * resume or restart, play again. None takes the focus by itself, so a Space held down while
 * playing never clicks one; the keys work without them.
 */
export function ShooterOverlay({ phase, result, press }: ShooterOverlayProps) {
  const { t } = useTranslation();
  if (phase === 'playing') return null;
  return (
    <div className="shooter-overlay">
      {phase === 'over' && result && (
        <>
          <p className="game-result">{t('activities.shooter.finalScore', { score: result.score })}</p>
          {result.record && <p className="game-result__record">{t('activities.newBest')}</p>}
        </>
      )}
      <div className="shooter-overlay__actions">
        {phase === 'ready' && (
          <button type="button" className="button button--primary" onClick={() => press('Tap')}>
            {t('activities.shooter.start')}
          </button>
        )}
        {phase === 'paused' && (
          <>
            <button type="button" className="button button--primary" onClick={() => press('Pause')}>
              {t('activities.shooter.resume')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => press('R')}>
              {t('activities.shooter.restart')}
            </button>
          </>
        )}
        {phase === 'over' && (
          <button type="button" className="button button--primary" onClick={() => press('Tap')}>
            {t('activities.shooter.restart')}
          </button>
        )}
      </div>
    </div>
  );
}
