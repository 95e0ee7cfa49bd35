/**
 * Frame timing for `npm run bench` (scripts/bench-games.mjs). The bench creates
 * `window.__hoshiFrameProbe` before the page loads; without it nothing is recorded, so players
 * pay one property read per frame.
 */
export interface FrameProbe {
  /** Ring buffer of update+draw times in milliseconds. */
  samples: number[];
  limit: number;
  count: number;
  /** A scene the bench asks a game to hold (Starshooter's 'shooter-busiest'). */
  scene?: string;
}

declare global {
  interface Window {
    __hoshiFrameProbe?: FrameProbe;
  }
}

export function recordFrame(ms: number): void {
  const probe = window.__hoshiFrameProbe;
  if (!probe) return;
  probe.samples[probe.count % probe.limit] = ms;
  probe.count += 1;
}
