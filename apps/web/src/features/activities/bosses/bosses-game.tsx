import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@hoshi/contracts';
import { Icon } from '../../../components/icon.tsx';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { randomSeed } from '../shared/random.ts';
import { sayTogether } from '../shared/say-together.ts';
import { announcement, soundOf } from './announce.ts';
import { benchScene } from './bench-scene.ts';
import { keepBusy, startBusyScene } from './core/busy-scene.ts';
import { BossesOverlay } from './bosses-overlay.tsx';
import type { BossesResult } from './bosses-overlay.tsx';
import { backToMenu, createBossGame, startBossGame, takeEvents, togglePause } from './core/state.ts';
import { stepBossGame } from './core/step.ts';
import type { BossGameState, FloatTextKey } from './core/types.ts';
import { readBossesBest, recordBossesScore } from './high-score.ts';
import { drawScene } from './render/draw-scene.ts';
import type { SceneOptions } from './render/draw-scene.ts';
import { createSounds } from './sound.ts';
import { useBossInput } from './use-boss-input.ts';
import { sizeBitmap, useCanvasSize } from './use-canvas-size.ts';
import { useGameLoop } from '../shared/use-game-loop.ts';
import { usePlayInView } from '../shared/use-play-in-view.ts';
import '../shared/games.css';
import './bosses.css';

const FLOAT_KEYS: FloatTextKey[] = [
  'cursed',
  'safe',
  'findSafeZone',
  'hitCorrectTarget',
  'timeUp',
  'levelUp',
];

type Status = { score: number; level: number; hp: number };
const sameStatus = (a: Status, b: Status) => a.score === b.score && a.level === b.level && a.hp === b.hp;

/** /activities/bosses: the canvas, its menus as buttons, sound and a live region for screen readers. */
export function BossesGame() {
  const { t, i18n } = useTranslation('bosses');
  const lang: Language = i18n.language === 'ja' ? 'ja' : 'en';
  const { t: tCommon } = useTranslation();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const canvas = useRef<HTMLCanvasElement>(null);
  // heard: the lines of the steps since the last drawn frame, said together when it is drawn.
  const [game] = useState(() => ({
    state: createBossGame(randomSeed()),
    sounds: createSounds(),
    heard: [] as string[],
  }));
  const [phase, setPhase] = useState<BossGameState['phase']>('menu');
  const [muted, setMuted] = useState(game.sounds.muted);
  const [best, setBest] = useState(readBossesBest);
  const [result, setResult] = useState<BossesResult | null>(null);
  const [said, setSaid] = useState('');
  const [status, setStatus] = useState('');
  const lastStatus = useRef({ score: -1, level: -1, hp: -1 });
  const size = useCanvasSize(canvas);
  const [scene] = useState(benchScene);
  const input = useBossInput(canvas, phase === 'playing');
  const stage = useRef<HTMLDivElement>(null);
  usePlayInView(stage, phase === 'playing');

  const labels = useMemo<SceneOptions['labels']>(
    () => ({
      score: t('hud.score'),
      level: t('hud.level'),
      bossHp: t('hud.bossHp'),
      bossName: (id) => t(`boss.${id}` as 'boss.nebulaSlime'),
      texts: Object.fromEntries(FLOAT_KEYS.map((key) => [key, t(`float.${key}`)])) as Record<
        FloatTextKey,
        string
      >,
    }),
    [t],
  );

  useEffect(() => () => game.sounds.close(), [game]);

  const afterStep = () => {
    const { state } = game;
    const shown = { score: state.score, level: state.level, hp: Math.max(0, state.player.hp) };
    if (!sameStatus(lastStatus.current, shown)) {
      lastStatus.current = shown;
      setStatus(t('status', shown));
    }
    for (const event of takeEvents(state)) {
      game.sounds.play(soundOf(event));
      const line = announcement(t, event, state);
      if (line) game.heard.push(line);
      if (event.type === 'gameOver') {
        const record = recordBossesScore(event.score);
        setResult({ score: event.score, level: state.level, record });
        setBest(readBossesBest());
        setPhase('gameover');
      }
    }
  };

  useGameLoop(phase !== 'menu', {
    step(dt) {
      stepBossGame(game.state, dt, input.current);
      if (scene) keepBusy(game.state, scene);
      afterStep();
    },
    draw() {
      if (game.heard.length > 0) setSaid(sayTogether(game.heard.splice(0), lang));
      const element = canvas.current;
      // Opaque: the browser need not blend the canvas with the page under it. Desynchronized: a
      // frame is drawn without waiting for the compositor to take the last one (the bench's p95
      // went from about 6 ms to 2 ms in software-rendered Chromium).
      const context = element?.getContext('2d', { alpha: false, desynchronized: true });
      if (!element || !context || size.width === 0) return;
      sizeBitmap(element, size);
      drawScene(context, game.state, { width: size.width, height: size.height, labels, reducedMotion });
    },
  });

  const start = () => {
    game.sounds.unlock();
    if (scene) startBusyScene(game.state, scene);
    else startBossGame(game.state);
    setResult(null);
    setPhase('playing');
    afterStep();
    canvas.current?.focus({ preventScroll: true });
  };
  const pause = () => {
    togglePause(game.state);
    setPhase(game.state.phase);
    setSaid(t(game.state.phase === 'paused' ? 'announce.paused' : 'announce.resumed'));
    if (game.state.phase === 'playing') canvas.current?.focus({ preventScroll: true });
  };
  const toMenu = () => {
    backToMenu(game.state);
    setPhase('menu');
  };
  const pauseRef = useRef(pause);
  useEffect(() => {
    pauseRef.current = pause;
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' && event.key !== 'p' && event.key !== 'P') return;
      if (game.state.phase !== 'playing' && game.state.phase !== 'paused') return;
      event.preventDefault();
      pauseRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [game]);

  return (
    <div className="page bosses-page">
      <header className="bosses-bar">
        <h1 className="bosses-bar__title">{tCommon('games.bosses')}</h1>
        <div className="bosses-bar__actions">
          {(phase === 'playing' || phase === 'paused') && (
            <button type="button" className="button button--secondary bosses-bar__button" onClick={pause}>
              {phase === 'paused' ? t('resume') : t('pause')}
            </button>
          )}
          <button
            type="button"
            className="button button--secondary bosses-bar__button"
            aria-pressed={!muted}
            onClick={() => {
              game.sounds.setMuted(!muted);
              setMuted(!muted);
            }}
          >
            <Icon name="speaker" size={18} />
            <span className={muted ? 'bosses-bar__muted' : undefined}>{t('sound')}</span>
          </button>
        </div>
      </header>
      <div ref={stage} className="bosses-stage" data-phase={phase}>
        <canvas
          ref={canvas}
          className="bosses-canvas"
          role="img"
          aria-label={t('canvas')}
          tabIndex={phase === 'playing' ? 0 : -1}
          data-testid="bosses-canvas"
        />
        {phase !== 'playing' && (
          <BossesOverlay
            phase={phase}
            best={best}
            result={result}
            onStart={start}
            onResume={pause}
            onMenu={toMenu}
          />
        )}
      </div>
      {phase !== 'menu' && (
        <p className="visually-hidden" data-testid="bosses-status">
          {status}
        </p>
      )}
      <p className="visually-hidden" aria-live="polite" data-testid="bosses-live">
        {said}
      </p>
    </div>
  );
}
