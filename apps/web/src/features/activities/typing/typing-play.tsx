import { useTranslation } from 'react-i18next';
import { TYPING_ROUND_MS } from './constants.ts';
import type { TypingView } from './typing-view.ts';

/** The countdown and the round: HUD, combo meter, and the prompt with what is typed so far. */
export function TypingPlay({ view }: { view: TypingView }) {
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
  const seconds = Math.ceil(view.timeLeftMs / 1000);
  const next = keys[view.typed] ?? '';
  return (
    <div className={`typing-stage${view.fever ? ' typing-stage--fever' : ''}`}>
      <div className="game-hud">
        <p className="game-hud__stat">
          <span className="game-hud__label">{t('activities.typing.points')}</span>
          <output className="game-hud__value" data-testid="typing-points">
            {view.points}
          </output>
        </p>
        <p className="game-hud__stat">
          <span className="game-hud__label">{t('activities.typing.accuracy')}</span>
          <span className="game-hud__value">
            {t('activities.typing.percent', { value: view.accuracy.toFixed(0) })}
          </span>
        </p>
        <p className="game-hud__stat">
          <span className="game-hud__label">{t('activities.time')}</span>
          <span className="game-hud__value">{t('activities.seconds', { seconds })}</span>
        </p>
        <div className="game-hud__bar" aria-hidden="true">
          <div
            className="game-hud__fill"
            style={{ transform: `scaleX(${view.timeLeftMs / TYPING_ROUND_MS})` }}
          />
        </div>
      </div>

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
