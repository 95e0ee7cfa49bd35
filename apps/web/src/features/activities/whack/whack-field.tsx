import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { GameHud } from '../shared/game-hud.tsx';
import { randomSeed, seededRandom } from '../shared/random.ts';
import { useGameLoop } from '../shared/use-game-loop.ts';
import { usePlayInView } from '../shared/use-play-in-view.ts';
import { WHACK_DIFFICULTIES, WHACK_KEYS, WHACK_ROUND_MS } from './constants.ts';
import type { WhackDifficulty } from './constants.ts';
import { createWhackGame, stepWhack } from './engine.ts';
import { readWhackBest, recordWhackScore } from './high-scores.ts';
import { WhackHole } from './whack-hole.tsx';
import { toWhackView } from './whack-view.ts';

/**
 * The key as labelled on the hole; with a Japanese IME or kana input on, `key` is 'Process' or a
 * kana, so the physical key (KeyQ, Digit1) stands in.
 */
function pressedKey(event: KeyboardEvent): string {
  if (/^[a-z0-9]$/i.test(event.key)) return event.key.toLowerCase();
  return /^(Key|Digit)(.)$/.exec(event.code)?.[2]?.toLowerCase() ?? '';
}

interface WhackFieldProps {
  difficulty: WhackDifficulty;
  onRestart: () => void;
  onChangeDifficulty: () => void;
}

/** One round: the engine steps once per frame, presses queue up between frames. */
export function WhackField({ difficulty, onRestart, onChangeDifficulty }: WhackFieldProps) {
  const { t } = useTranslation();
  const keys = WHACK_KEYS[difficulty];
  const { grid } = WHACK_DIFFICULTIES[difficulty];
  const [game] = useState(() => ({
    state: createWhackGame(difficulty),
    random: seededRandom(randomSeed()),
    pending: [] as number[],
  }));
  const [view, setView] = useState(() => toWhackView(game.state));
  const press = useCallback((hole: number) => void game.pending.push(hole), [game]);
  const [best] = useState(() => readWhackBest(difficulty));
  const [announcement, setAnnouncement] = useState('');
  const [result, setResult] = useState<{ score: number; record: boolean } | null>(null);

  // Announcements and the end are noted during the steps and shown once per frame.
  const spoken = useRef<string | null>(null);
  useGameLoop(!view.over, {
    step(dt) {
      stepWhack(game.state, dt, game.random, { hits: game.pending.splice(0) });
      for (const event of game.state.events) {
        if (event.type === 'spawn') {
          spoken.current = t('activities.whack.appeared', {
            item: t(`activities.whack.${event.item.kind}`),
            key: keys[event.item.hole]?.toUpperCase(),
          });
        }
        if (event.type === 'end') {
          setResult({ score: event.score, record: recordWhackScore(difficulty, event.score) });
        }
      }
    },
    draw() {
      const said = spoken.current;
      spoken.current = null;
      flushSync(() => {
        setView(toWhackView(game.state));
        if (said) setAnnouncement(said);
      });
    },
  });

  // The holes answer to keys shaped like the grid; modifiers stay with the browser.
  useEffect(() => {
    if (view.over) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
      const hole = keys.indexOf(pressedKey(event));
      if (hole < 0) return;
      event.preventDefault();
      game.pending.push(hole);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [keys, game, view.over]);

  const play = useRef<HTMLDivElement>(null);
  usePlayInView(play, !view.over);

  return (
    <div className="whack-play" ref={play}>
      <GameHud
        score={view.score}
        scoreTestId="whack-score"
        best={best}
        time={{ leftMs: view.timeLeftMs, totalMs: WHACK_ROUND_MS }}
      />

      <div
        role="group"
        aria-label={t('activities.whack.field', { grid })}
        className="whack-field"
        style={{ gridTemplateColumns: `repeat(${grid}, 1fr)` }}
      >
        {view.holes.map((item, hole) => (
          <WhackHole
            key={hole}
            hole={hole}
            keyLabel={keys[hole]?.toUpperCase() ?? ''}
            itemId={item?.id ?? null}
            kind={item?.kind ?? null}
            status={item?.status ?? null}
            press={press}
          />
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>

      <ModalDialog
        open={result !== null}
        title={t('activities.whack.gameOver')}
        onCancel={onChangeDifficulty}
        actions={
          <>
            {/* First, so the dialog gives it the focus: Enter plays again. */}
            <button type="button" className="button button--primary" autoFocus onClick={onRestart}>
              {t('activities.whack.restart')}
            </button>
            <button type="button" className="button button--secondary" onClick={onChangeDifficulty}>
              {t('activities.whack.changeDifficulty')}
            </button>
          </>
        }
      >
        <p className="game-result">{t('activities.whack.finalScore', { score: result?.score ?? 0 })}</p>
        {result?.record && <p className="game-result__record">{t('activities.newBest')}</p>}
      </ModalDialog>
    </div>
  );
}
