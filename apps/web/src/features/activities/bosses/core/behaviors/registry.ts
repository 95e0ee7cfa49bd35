import type { Behavior, Boss, BossGameState } from '../types.ts';
import { startFinal, updateFinal } from './final.ts';
import { startIllusion, updateIllusion } from './illusion.ts';
import { startJudgement, updateJudgement } from './judgement.ts';
import { startMitosis, updateMitosis } from './mitosis.ts';
import { startMultipart, updateMultipart } from './multipart.ts';
import { startPhantom, updatePhantom } from './phantom.ts';
import { startRammer, updateRammer } from './rammer.ts';
import { startSentinel, updateSentinel } from './sentinel.ts';
import { startSerpent, updateSerpent } from './serpent.ts';
import { startShielded, updateShielded } from './shielded.ts';
import { startSimple, updateSimple } from './simple.ts';
import { startSkull, updateSkull } from './skull.ts';
import { startVolley, updateVolley } from './volley.ts';

type Start = (state: BossGameState, boss: Boss) => void;
type Update = (state: BossGameState, boss: Boss, dt: number) => void;

/** Each behaviour's start (when the boss has entered) and its per-step update. */
export const BEHAVIORS: Record<Behavior, { start: Start; update: Update }> = {
  spread: { start: startSimple, update: updateSimple },
  ring: { start: startSimple, update: updateSimple },
  rain: { start: startSimple, update: updateSimple },
  wave: { start: startSimple, update: updateSimple },
  rammer: { start: startRammer, update: updateRammer },
  phantom: { start: startPhantom, update: updatePhantom },
  shielded: { start: startShielded, update: updateShielded },
  multipart: { start: startMultipart, update: updateMultipart },
  final: { start: startFinal, update: updateFinal },
  illusion: { start: startIllusion, update: updateIllusion },
  judgement: { start: startJudgement, update: updateJudgement },
  volley: { start: startVolley, update: updateVolley },
  skull: { start: startSkull, update: updateSkull },
  sentinel: { start: startSentinel, update: updateSentinel },
  mitosis: { start: startMitosis, update: updateMitosis },
  serpent: { start: startSerpent, update: updateSerpent },
};
