import { describe, expect, it } from 'vitest';
import { bubbleOffset } from './bubble-placement.ts';

describe('bubbleOffset', () => {
  it('keeps the preferred place when the bubble fits there', () => {
    expect(bubbleOffset({ anchorLeft: 300, width: 400, viewport: 1280, preferred: -64 })).toBe(-64);
  });

  it('moves right so the bubble never starts off the left edge', () => {
    // A phone: the anchor sits 40 px from the edge, so -64 would start 24 px off screen.
    const offset = bubbleOffset({ anchorLeft: 40, width: 300, viewport: 390, preferred: -64 });
    expect(40 + offset).toBe(8);
  });

  it('moves left so the bubble never ends off the right edge', () => {
    const offset = bubbleOffset({ anchorLeft: 350, width: 300, viewport: 390, preferred: -64 });
    expect(350 + offset + 300).toBe(390 - 8);
  });

  it('keeps the start on screen when the bubble is wider than the screen', () => {
    const offset = bubbleOffset({ anchorLeft: 100, width: 500, viewport: 390, preferred: -64 });
    expect(100 + offset).toBe(8);
  });

  it('stays within the margins for any anchor on a phone', () => {
    for (let anchorLeft = 0; anchorLeft <= 358; anchorLeft += 7) {
      const start = anchorLeft + bubbleOffset({ anchorLeft, width: 350, viewport: 390, preferred: -64 });
      expect(start).toBeGreaterThanOrEqual(8);
      expect(start + 350).toBeLessThanOrEqual(382);
    }
  });
});
