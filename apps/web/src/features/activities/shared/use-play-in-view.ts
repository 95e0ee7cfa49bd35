import { useEffect, type RefObject } from 'react';

/** Keys a browser scrolls the page with. */
const SCROLL_KEYS = new Set([' ', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'PageUp', 'PageDown']);
/** Elements that take those keys themselves (a focused button presses on Space). */
const CONTROLS = 'a, button, select, textarea, input, [contenteditable="true"]';

/**
 * A round is played on the screen, not beside it: when play starts the field (and what is drawn
 * with it) is scrolled wholly into view, and while it is played the keys that would scroll the
 * page do not move the field away under the player.
 */
export function usePlayInView(area: RefObject<HTMLElement | null>, playing: boolean): void {
  useEffect(() => {
    if (!playing) return;
    area.current?.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
    const onKey = (event: KeyboardEvent) => {
      if (!SCROLL_KEYS.has(event.key) || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.target instanceof Element && event.target.closest(CONTROLS)) return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [area, playing]);
}
