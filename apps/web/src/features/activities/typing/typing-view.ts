import { currentPrompt, inFever } from './engine.ts';
import type { TypingResult, TypingState } from './engine.ts';
import type { TypingMode } from './constants.ts';
import type { TypingText } from './texts.ts';
import { accuracyOf } from './scoring.ts';

/** What one frame draws: plain values copied from the engine. */
export interface TypingView {
  phase: TypingState['phase'];
  mode: TypingMode | null;
  countdown: number;
  timeLeftMs: number;
  prompt: TypingText | undefined;
  promptIndex: number;
  typed: number;
  points: number;
  accuracy: number;
  gauge: number;
  fever: boolean;
  wrong: boolean;
  result: TypingResult | null;
}

export function toTypingView(state: TypingState): TypingView {
  return {
    phase: state.phase,
    mode: state.mode,
    countdown: Math.ceil(state.countdownMs / 1000),
    timeLeftMs: state.timeLeftMs,
    prompt: currentPrompt(state),
    promptIndex: state.promptIndex,
    typed: state.typed,
    points: state.points,
    accuracy: accuracyOf(state.correct, state.wrong),
    gauge: state.gauge,
    fever: inFever(state),
    wrong: state.flashMs > 0,
    result: state.result,
  };
}
