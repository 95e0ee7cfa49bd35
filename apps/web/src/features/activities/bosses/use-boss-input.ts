import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import type { BossInput } from './core/types.ts';
import { fitWorld, toWorld } from './render/fit.ts';

const LEFT = new Set(['ArrowLeft', 'a', 'A']);
const RIGHT = new Set(['ArrowRight', 'd', 'D']);
const UP = new Set(['ArrowUp', 'w', 'W']);
const DOWN = new Set(['ArrowDown', 's', 'S']);
/** A finger would hide the ship, so on touch the ship flies this far above it (world units). */
const TOUCH_LIFT = 70;

/**
 * Keys held and the pointer, read by the engine once per step. Arrow keys or WASD move; a mouse
 * over the canvas or a finger on it is followed. Returns the live input object (not React state).
 */
export function useBossInput(
  canvas: RefObject<HTMLCanvasElement | null>,
  active: boolean,
): RefObject<BossInput> {
  const input = useRef<BossInput>({ moveX: 0, moveY: 0, target: null });
  const held = useRef(new Set<string>());

  useEffect(() => {
    const update = () => {
      const keys = held.current;
      const has = (set: Set<string>) => [...keys].some((k) => set.has(k));
      input.current.moveX = (has(RIGHT) ? 1 : 0) - (has(LEFT) ? 1 : 0);
      input.current.moveY = (has(DOWN) ? 1 : 0) - (has(UP) ? 1 : 0);
    };
    const onDown = (event: KeyboardEvent) => {
      if (!active || event.ctrlKey || event.metaKey || event.altKey) return;
      if (![LEFT, RIGHT, UP, DOWN].some((set) => set.has(event.key))) return;
      // Arrow keys would scroll the page under the game.
      event.preventDefault();
      held.current.add(event.key);
      input.current.target = null;
      update();
    };
    const onUp = (event: KeyboardEvent) => {
      held.current.delete(event.key);
      update();
    };
    const onBlur = () => {
      held.current.clear();
      update();
    };
    window.addEventListener('keydown', onDown);
    window.addEventListener('keyup', onUp);
    window.addEventListener('blur', onBlur);
    return () => {
      window.removeEventListener('keydown', onDown);
      window.removeEventListener('keyup', onUp);
      window.removeEventListener('blur', onBlur);
    };
  }, [active]);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const follow = (event: PointerEvent) => {
      if (!active) return;
      if (event.pointerType !== 'mouse' && event.buttons === 0 && event.type === 'pointermove') return;
      const rect = element.getBoundingClientRect();
      const fit = fitWorld(rect.width, rect.height);
      const point = toWorld(fit, event.clientX - rect.left, event.clientY - rect.top);
      if (event.pointerType !== 'mouse') point.y -= TOUCH_LIFT;
      input.current.target = point;
    };
    const release = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') input.current.target = null;
    };
    const leave = () => {
      input.current.target = null;
    };
    element.addEventListener('pointerdown', follow);
    element.addEventListener('pointermove', follow);
    element.addEventListener('pointerup', release);
    element.addEventListener('pointercancel', release);
    element.addEventListener('pointerleave', leave);
    return () => {
      element.removeEventListener('pointerdown', follow);
      element.removeEventListener('pointermove', follow);
      element.removeEventListener('pointerup', release);
      element.removeEventListener('pointercancel', release);
      element.removeEventListener('pointerleave', leave);
    };
  }, [canvas, active]);

  return input;
}
