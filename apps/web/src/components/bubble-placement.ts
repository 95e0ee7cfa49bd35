/** Space kept between a bubble and the edge of the screen, in px. */
export const VIEWPORT_MARGIN = 8;

interface Placement {
  /** The anchor's left edge in the viewport, px. */
  anchorLeft: number;
  /** The bubble's width, px. */
  width: number;
  /** The viewport's width, px. */
  viewport: number;
  /** Where the bubble would like to start, relative to the anchor's left edge, px. */
  preferred: number;
  margin?: number;
}

/**
 * Where a bubble starts, relative to its anchor, so it stays inside the viewport: as close to
 * where it would like to be as the screen allows. A bubble wider than the screen keeps its
 * start on screen, where the reading begins.
 */
export function bubbleOffset({
  anchorLeft,
  width,
  viewport,
  preferred,
  margin = VIEWPORT_MARGIN,
}: Placement): number {
  const min = margin - anchorLeft;
  const max = viewport - margin - width - anchorLeft;
  return Math.max(min, Math.min(preferred, max));
}
