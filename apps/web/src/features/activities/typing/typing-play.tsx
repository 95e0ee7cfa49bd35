import { useTranslation } from 'react-i18next';
import { GameHud, HudStat } from '../shared/game-hud.tsx';
import { TYPING_ROUND_MS } from './constants.ts';
import type { TypingView } from './typing-view.ts';

/** The countdown and the round: HUD, combo meter, and the prompt with what is typed so far. */
export function TypingPlay({ view, best }: { view: TypingView; best: number }) {
  const { t } = useTranslation();
  if (view.phase === 'countdown') {
    return (
      <div className="typing-stage typing-center">
        <p className="typing-hint">{t('activities.typing.getReady')}</p>
        <p className="typing-countdown" aria-live="assertive">
          {view.countdown}
        </p>
      </div>
    );
  }
  const prompt = view.prompt;
  const keys = prompt?.keys ?? '';
  const romaji = prompt !== undefined && prompt.text !== prompt.keys;
  const next = keys[view.typed] ?? '';
  return (
    <div className={`typing-stage${view.fever ? ' typing-stage--fever' : ''}`}>
      <GameHud
        score={view.points}
        scoreLabel={t('activities.typing.points')}
        scoreTestId="typing-points"
        best={best}
        time={{ leftMs: view.timeLeftMs, totalMs: TYPING_ROUND_MS }}
      >
        <HudStat label={t('activities.typing.accuracy')}>
          {t('activities.typing.percent', { value: view.accuracy.toFixed(0) })}
        </HudStat>
      </GameHud>

      <div className="typing-gauge">
        <span className="game-hud__label" id="typing-gauge-label">
          {view.fever ? t('activities.typing.feverHint') : t('activities.typing.combo')}
        </span>
        <div
          className="typing-gauge__track"
          role="meter"
          aria-labelledby="typing-gauge-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(view.gauge)}
        >
          <div className="typing-gauge__fill" style={{ transform: `scaleX(${view.gauge / 100})` }} />
        </div>
        {view.fever && <strong className="typing-fever">{t('activities.typing.fever')}</strong>}
      </div>

      <div
        className={`typing-prompt${view.wrong ? ' typing-prompt--wrong' : ''}${view.mode === 'password' ? ' typing-prompt--code' : ''}`}
      >
        <p className="visually-hidden" aria-live="polite">
          {romaji ? `${prompt.text} (${prompt.keys})` : prompt?.text}
        </p>
        {romaji && (
          <p className="typing-prompt__text" lang="ja" aria-hidden="true">
            {prompt.text}
          </p>
        )}
        <p className="typing-prompt__keys" aria-hidden="true" lang={romaji ? 'en' : undefined}>
          <span className="typing-done">{keys.slice(0, view.typed)}</span>
          <span className={`typing-next${next === ' ' ? ' typing-next--space' : ''}`}>{next}</span>
          <span>{keys.slice(view.typed + 1)}</span>
        </p>
        {romaji && <p className="typing-prompt__note">{t('activities.typing.typeRomaji')}</p>}
        {view.wrong && <p className="visually-hidden">{t('activities.typing.wrongKey')}</p>}
      </div>
    </div>
  );
}
