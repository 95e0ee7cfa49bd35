import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Language } from '@hoshi/contracts';
import { MOBILE_QUERY } from '../../../lib/use-media-query.ts';
import { randomSeed, seededRandom } from '../shared/random.ts';
import { useGameLoop } from '../shared/use-game-loop.ts';
import { usePlayInView } from '../shared/use-play-in-view.ts';
import type { OfferedMode } from './constants.ts';
import { chooseMode, createTypingGame, setTypingLanguage, stepTyping } from './engine.ts';
import { readTypingScores, recordTypingScore } from './high-scores.ts';
import { ModeSelect, TypingGameOver, TypingMenu } from './typing-menus.tsx';
import { TypingPlay } from './typing-play.tsx';
import { toTypingView } from './typing-view.ts';
import '../shared/games.css';
import './typing.css';

/** Elements that handle Enter and Space themselves; typing there is not game input. */
const CONTROLS = 'a, button, select, textarea, input:not(.typing-input)';

// jsdom has no matchMedia, though the DOM types promise it.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
const onPhone = () => window.matchMedia?.(MOBILE_QUERY).matches ?? false;

/** /activities/typing (docs/product.md#star-typing): keyboard first; a hidden field brings up phone keyboards. */
export function TypingGame() {
  const { t, i18n } = useTranslation();
  const lang: Language = i18n.language === 'ja' ? 'ja' : 'en';
  const input = useRef<HTMLInputElement>(null);
  const shell = useRef<HTMLDivElement>(null);
  const [game] = useState(() => ({ state: createTypingGame(lang), random: seededRandom(randomSeed()) }));
  const [view, setView] = useState(() => toTypingView(game.state));
  const [bests, setBests] = useState(readTypingScores);
  const [record, setRecord] = useState(false);

  const focusFieldOnPhones = () => {
    if (onPhone()) input.current?.focus({ preventScroll: true });
  };

  const afterStep = (before: string) => {
    const { state } = game;
    if (before === 'playing' && state.phase === 'gameover' && state.result) {
      setRecord(recordTypingScore(state.result.mode, state.result.score));
      setBests(readTypingScores());
    }
    // Phones need a focused field for their keyboard; desktops type anywhere, and a focused field
    // there would hand the keys to a Japanese IME.
    if (before !== 'countdown' && state.phase === 'countdown') focusFieldOnPhones();
  };

  const feed = (keys: string[], pick?: OfferedMode) => {
    const before = game.state.phase;
    setTypingLanguage(game.state, lang);
    if (pick) chooseMode(game.state, pick, game.random);
    stepTyping(game.state, 0, game.random, { keys });
    afterStep(before);
    setView(toTypingView(game.state));
  };
  const feedRef = useRef(feed);
  useEffect(() => {
    feedRef.current = feed;
  });

  const running = view.phase === 'countdown' || view.phase === 'playing';
  useGameLoop(running, {
    step(dt) {
      const before = game.state.phase;
      stepTyping(game.state, dt, game.random);
      afterStep(before);
    },
    draw() {
      flushSync(() => setView(toTypingView(game.state)));
    },
  });

  usePlayInView(shell, view.phase === 'playing');

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      const { key } = event;
      if (key !== 'Enter' && key !== 'Escape' && key.length !== 1) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(CONTROLS) && game.state.phase !== 'playing') return;
      // Keep Space from scrolling and the character out of the hidden field.
      event.preventDefault();
      feedRef.current([key]);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [game]);

  return (
    <div className="page game-page">
      <header className="page__header">
        <h1>{t('games.typing')}</h1>
      </header>
      <div className="typing-shell" ref={shell} onClick={() => running && focusFieldOnPhones()}>
        {view.phase === 'menu' && <TypingMenu onStart={() => feed(['Enter'])} />}
        {view.phase === 'mode-select' && (
          <ModeSelect bests={bests} onPick={(mode) => feed([], mode)} onBack={() => feed(['Escape'])} />
        )}
        {running && <TypingPlay view={view} best={view.mode ? (bests[view.mode] ?? 0) : 0} />}
        {view.phase === 'gameover' && view.result && (
          <TypingGameOver
            result={view.result}
            record={record}
            onAgain={() => feed(['Enter'])}
            onMenu={() => feed(['Escape'])}
          />
        )}
        {/* Phones type here (their keys arrive as input, not keydown); desktops type anywhere. */}
        <input
          ref={input}
          className="typing-input"
          aria-label={t('activities.typing.typeHere')}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="done"
          tabIndex={running ? 0 : -1}
          onInput={(event) => {
            const typed = event.currentTarget.value;
            event.currentTarget.value = '';
            feed([...typed]);
          }}
        />
      </div>
    </div>
  );
}
