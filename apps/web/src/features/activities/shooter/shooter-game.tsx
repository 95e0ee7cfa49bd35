import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@hoshi/contracts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { useIsMobile, useMediaQuery } from '../../../lib/use-media-query.ts';
import { GameHud, HudStat } from '../shared/game-hud.tsx';
import { randomSeed, seededRandom } from '../shared/random.ts';
import { useGameLoop } from '../shared/use-game-loop.ts';
import { usePlayInView } from '../shared/use-play-in-view.ts';
import { reportFinalScore } from './achievement.ts';
import { sayEvents } from './announce.ts';
import { BOSS_KINDS } from './core/constants.ts';
import { keepBusiest } from './core/busiest-scene.ts';
import { createShooterGame, setShooterLanguage, stepShooter } from './core/engine.ts';
import type { ShooterEvent, ShooterInput, ShooterPhase, ShooterPress } from './core/types.ts';
import { readShooterBest, recordShooterScore } from './high-score.ts';
import { backingSize, drawShooter } from './render/renderer.ts';
import type { ShooterLabels } from './render/draw-hud.ts';
import { ShooterOverlay } from './shooter-overlay.tsx';
import { ShooterSound } from './sound.ts';
import { SpeakerIcon } from './speaker-icon.tsx';
import { TouchControls } from './touch-controls.tsx';
import { useShooterKeys } from './use-shooter-keys.ts';
import '../shared/games.css';
import './shooter.css';

/** The bench (scripts/bench-games.mjs) asks for the busiest scene through its frame probe. */
const BENCH_SCENE = 'shooter-busiest';

interface Hud {
  phase: ShooterPhase;
  score: number;
  words: number;
}

/** /activities/shooter (docs/product.md#starshooter): the engine steps, the renderer draws, this wires them to the page. */
export function ShooterGame() {
  const { t, i18n } = useTranslation();
  const lang: Language = i18n.language === 'ja' ? 'ja' : 'en';
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const phone = useIsMobile();
  const canvas = useRef<HTMLCanvasElement>(null);
  const play = useRef<HTMLDivElement>(null);
  const [game] = useState(() => {
    const random = seededRandom(randomSeed());
    const input: ShooterInput = { left: false, right: false, fire: false, presses: [] };
    // heard: the events of the steps since the last drawn frame, spoken together when it is drawn.
    const heard: ShooterEvent[] = [];
    return { state: createShooterGame(lang, random), random, input, sound: new ShooterSound(), heard };
  });
  const [hud, setHud] = useState<Hud>({ phase: 'ready', score: 0, words: 0 });
  const shown = useRef(hud);
  usePlayInView(play, hud.phase === 'playing');
  const [best, setBest] = useState(readShooterBest);
  const [result, setResult] = useState<{ score: number; record: boolean } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [muted, setMuted] = useState(game.sound.muted);
  const press = (what: ShooterPress) => void game.input.presses.push(what);

  useEffect(() => setShooterLanguage(game.state, lang, game.random), [game, lang]);

  const labels = useMemo<ShooterLabels>(
    () => ({
      hp: t('activities.shooter.hp'),
      words: t('activities.shooter.words'),
      wrong: t('activities.shooter.wrong'),
      paused: t('activities.shooter.paused'),
      gameOver: t('activities.shooter.gameOver'),
      restartHint: t('activities.shooter.restartHint'),
      startHint: t('activities.shooter.startHint'),
      title: t('games.shooter'),
      bossHp: t('activities.shooter.bossHp'),
      bosses: Object.fromEntries(
        BOSS_KINDS.map((kind) => [kind, t(`activities.shooter.boss.${kind}`)]),
      ) as ShooterLabels['bosses'],
    }),
    [t],
  );

  useShooterKeys(game.input);

  // A hidden tab pauses the game rather than letting it run on unseen.
  useEffect(() => {
    const onHide = () => {
      if (document.hidden && game.state.phase === 'playing') game.input.presses.push('Pause');
    };
    document.addEventListener('visibilitychange', onHide);
    return () => document.removeEventListener('visibilitychange', onHide);
  }, [game]);

  // The backing store follows the canvas's size on screen in device pixels: crisp at any DPR.
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const fit = () => {
      const size = backingSize(element.clientWidth, window.devicePixelRatio);
      if (element.width !== size) element.width = element.height = size;
    };
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(element);
    return () => observer?.disconnect();
  }, []);

  useGameLoop(true, {
    step(dt) {
      const { state, random, input, sound, heard } = game;
      if (window.__hoshiFrameProbe?.scene === BENCH_SCENE) keepBusiest(state, random);
      const presses = input.presses.splice(0);
      stepShooter(state, dt, random, { ...input, presses });
      heard.push(...state.events);
      for (const event of state.events) {
        sound.play(event);
        if (event.type === 'start') setResult(null);
        if (event.type === 'over') {
          const record = recordShooterScore(event.score);
          setResult({ score: event.score, record });
          setBest(readShooterBest());
          void reportFinalScore(event.score, sessionStore.get().user);
        }
      }
    },
    draw() {
      const spoken = sayEvents(t, game.heard.splice(0), lang);
      if (spoken) setAnnouncement(spoken);
      // Opaque: the field covers every pixel, so the page need not be blended under it.
      const context = canvas.current?.getContext('2d', { alpha: false });
      if (context) drawShooter(context, game.state, { labels, reducedMotion });
      // React hears of the HUD only when it changes, not sixty times a second.
      const { phase, score, wordsCleared: words } = game.state;
      const last = shown.current;
      if (last.phase === phase && last.score === score && last.words === words) return;
      shown.current = { phase, score, words };
      setHud(shown.current);
    },
  });

  const toggleSound = () => {
    game.sound.setMuted(!muted);
    setMuted(!muted);
  };

  return (
    <div className={`page game-page shooter-page${phone ? ' shooter-page--touch' : ''}`}>
      <header className="page__header">
        <h1>{t('games.shooter')}</h1>
      </header>
      {/* What a round is played with: the score, the field and the touch controls, in view together. */}
      <div ref={play} className="shooter-play">
        <div className="shooter-bar">
          <GameHud score={hud.score} scoreTestId="shooter-score" best={best}>
            <HudStat label={t('activities.shooter.wordsCleared')}>{hud.words}</HudStat>
          </GameHud>
          <div className="shooter-bar__buttons">
            {(hud.phase === 'playing' || hud.phase === 'paused') && (
              <button
                type="button"
                className="button button--secondary"
                aria-pressed={hud.phase === 'paused'}
                // A mouse click leaves no focus behind, so Space goes on firing rather than pressing this.
                onClick={(event) => {
                  press('Pause');
                  if (event.detail > 0) event.currentTarget.blur();
                }}
              >
                {t('activities.shooter.pause')}
              </button>
            )}
            <button
              type="button"
              className="button button--secondary"
              aria-pressed={!muted}
              onClick={(event) => {
                toggleSound();
                if (event.detail > 0) event.currentTarget.blur();
              }}
            >
              <SpeakerIcon muted={muted} />
              {t('activities.shooter.sound')}
            </button>
          </div>
        </div>
        <div
          className="shooter-stage"
          data-phase={hud.phase}
          onPointerDown={(event) => {
            if (!(event.target instanceof Element && event.target.closest('button'))) press('Tap');
          }}
        >
          <canvas
            ref={canvas}
            className="shooter-canvas"
            role="img"
            aria-label={t('activities.shooter.field')}
          />
          <ShooterOverlay phase={hud.phase} result={result} press={press} />
        </div>
        {phone && <TouchControls input={game.input} />}
      </div>
      <p className="shooter-help">
        {t(phone ? 'activities.shooter.howToTouch' : 'activities.shooter.howTo')}
      </p>
      <p className="visually-hidden" aria-live="polite" data-testid="shooter-announcer">
        {announcement}
      </p>
    </div>
  );
}
