import type { BusyScene } from './core/busy-scene.ts';

declare global {
  interface Window {
    /** Set by `npm run bench` before the page loads (scripts/bench-games.mjs); players never have it. */
    __hoshiBossesBench?: BusyScene;
  }
}

/** The bench's busy scene, when the bench asked for one. */
export const benchScene = (): BusyScene | undefined => window.__hoshiBossesBench;
