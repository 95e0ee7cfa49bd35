import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface GameHudProps {
  score: number;
  /** The label over the score; "Score" unless the game calls it something else (Star Typing's points). */
  scoreLabel?: string;
  scoreTestId?: string;
  /** The stored best for what is being played; left out where the game has none to show. */
  best?: number;
  /** A round clock: seconds left and a draining bar. */
  time?: { leftMs: number; totalMs: number };
  /** Game-specific stats, shown between the score and the time. */
  children?: ReactNode;
}

/** One HUD stat: a small caps label over a large tabular value. */
export function HudStat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className="game-hud__stat">
      <span className="game-hud__label">{label}</span>
      <span className="game-hud__value">{children}</span>
    </p>
  );
}

/** The heads-up display the games share: score, best, their own stats, and the round's time. */
export function GameHud({ score, scoreLabel, scoreTestId, best, time, children }: GameHudProps) {
  const { t } = useTranslation();
  const seconds = time ? Math.ceil(time.leftMs / 1000) : 0;
  return (
    <div className="game-hud">
      <p className="game-hud__stat">
        <span className="game-hud__label">{scoreLabel ?? t('activities.score')}</span>
        <output className="game-hud__value" data-testid={scoreTestId}>
          {score}
        </output>
      </p>
      {best !== undefined && <HudStat label={t('activities.hudBest')}>{best}</HudStat>}
      {children}
      {time && (
        <>
          <HudStat label={t('activities.time')}>{t('activities.seconds', { seconds })}</HudStat>
          <div className="game-hud__bar" aria-hidden="true">
            <div
              className="game-hud__fill"
              style={{ transform: `scaleX(${Math.max(0, time.leftMs / time.totalMs)})` }}
            />
          </div>
        </>
      )}
    </div>
  );
}
