import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/** The canvas box's size in device pixels, following resizes and the device pixel ratio. */
export function useCanvasSize(canvas: RefObject<HTMLCanvasElement | null>): {
  width: number;
  height: number;
} {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = canvas.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const ratio = window.devicePixelRatio || 1;
      const rect = element.getBoundingClientRect();
      const width = Math.round(rect.width * ratio);
      const height = Math.round(rect.height * ratio);
      setSize((old) => (old.width === width && old.height === height ? old : { width, height }));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => observer.disconnect();
  }, [canvas]);
  return size;
}

/** Gives the canvas a bitmap of that size, so it stays crisp at any device pixel ratio. */
export function sizeBitmap(element: HTMLCanvasElement, size: { width: number; height: number }): void {
  if (element.width !== size.width) element.width = size.width;
  if (element.height !== size.height) element.height = size.height;
}
