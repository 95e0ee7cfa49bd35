import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { bubbleOffset } from './bubble-placement.ts';
import { Icon } from './icon.tsx';

/** The bubble starts a little left of its button, so the button's row stays readable beside it. */
const PREFERRED_OFFSET = -64;

interface ToggletipProps {
  /** The button's accessible name, e.g. "Variables". */
  label: string;
  children: ReactNode;
}

/**
 * A help bubble (WCAG 1.4.13): it opens on hover, on focus and on click, stays open while the
 * pointer is over it, and Escape or a click elsewhere closes it. The bubble describes the
 * button, so a screen reader reads it when the button is focused.
 */
export function Toggletip({ label, children }: ToggletipProps) {
  const [pinned, setPinned] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const bubble = useRef<HTMLDivElement>(null);
  const id = useId();
  const open = pinned || hovered || focused;

  // Placed before it is painted, and again when the screen turns: the bubble stays on screen.
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      if (!root.current || !bubble.current) return;
      const offset = bubbleOffset({
        anchorLeft: root.current.getBoundingClientRect().left,
        width: bubble.current.offsetWidth,
        viewport: document.documentElement.clientWidth,
        preferred: PREFERRED_OFFSET,
      });
      bubble.current.style.left = `${offset}px`;
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [open]);

  const close = useCallback(() => {
    setPinned(false);
    setHovered(false);
    setFocused(false);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close]);

  return (
    <div
      ref={root}
      className="toggletip"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <button
        type="button"
        className="toggletip__button"
        aria-label={label}
        aria-expanded={open}
        aria-describedby={id}
        onClick={() => (pinned ? close() : setPinned(true))}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      >
        <Icon name="info" size={20} />
      </button>
      <div ref={bubble} id={id} role="tooltip" className="toggletip__bubble" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
