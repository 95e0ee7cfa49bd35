import { useEffect } from 'react';
import type { ShooterInput, ShooterPress } from './core/types.ts';

/** Elements that take Enter and Space themselves (the menu buttons): those keys are theirs there. */
const CONTROLS = 'a, button, select, textarea, input';

/** The key, or with a Japanese IME on (key 'Process' or a kana) the physical key. */
function keyOf(event: KeyboardEvent): string {
  if (event.key.length === 1 && /[a-z ]/i.test(event.key))
    return event.key === ' ' ? 'Space' : event.key.toLowerCase();
  if (event.key === 'Enter' || event.key.startsWith('Arrow') || event.key === 'Escape') return event.key;
  if (event.code === 'Space') return 'Space';
  return /^Key(.)$/.exec(event.code)?.[1]?.toLowerCase() ?? event.key;
}

const HELD: Record<string, 'left' | 'right' | 'fire'> = {
  ArrowLeft: 'left',
  a: 'left',
  ArrowRight: 'right',
  d: 'right',
  Space: 'fire',
};

const PRESSED: Record<string, ShooterPress> = {
  Enter: 'Enter',
  Space: 'Space',
  r: 'R',
  p: 'Pause',
  Escape: 'Pause',
};

/**
 * Keyboard play: arrows or A/D move, Space fires (and starts), Enter starts and pauses, R
 * restarts while paused, P or Escape pause too. Held keys are released when the window loses focus.
 */
export function useShooterKeys(input: ShooterInput): void {
  useEffect(() => {
    const onDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const key = keyOf(event);
      const target = event.target instanceof Element ? event.target : null;
      if ((key === 'Enter' || key === 'Space') && target?.closest(CONTROLS)) return;
      const held = HELD[key];
      const press = PRESSED[key];
      if (!held && !press) return;
      // Keep Space and the arrows from scrolling the page.
      event.preventDefault();
      if (held) input[held] = true;
      if (press && !event.repeat) input.presses.push(press);
    };
    const onUp = (event: KeyboardEvent) => {
      const held = HELD[keyOf(event)];
      if (held) input[held] = false;
    };
    const release = () => {
      input.left = input.right = input.fire = false;
    };
    window.addEventListener('keydown', onDown);
    window.addEventListener('keyup', onUp);
    window.addEventListener('blur', release);
    return () => {
      window.removeEventListener('keydown', onDown);
      window.removeEventListener('keyup', onUp);
      window.removeEventListener('blur', release);
    };
  }, [input]);
}
