import type { WhackKind, WhackState, WhackStatus } from './engine.ts';

/** What one frame draws: a plain snapshot, so React renders from values and never from the engine. */
export interface WhackView {
  timeLeftMs: number;
  score: number;
  over: boolean;
  holes: ({ id: number; kind: WhackKind; status: WhackStatus } | null)[];
}

export function toWhackView(state: WhackState): WhackView {
  const holes: WhackView['holes'] = Array.from({ length: state.holes }, () => null);
  for (const { id, hole, kind, status } of state.items) holes[hole] = { id, kind, status };
  return { timeLeftMs: state.timeLeftMs, score: state.score, over: state.phase === 'gameOver', holes };
}
