import { describe, expect, it } from 'vitest';
import { lotteryActive } from '@hoshi/contracts';
import { actionOf, clampFinish, fromLocalInput, isLocked, toLocalInput } from './lottery-rules.ts';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const now = NOW / 1000;

describe('the finish window', () => {
  it('keeps a finish between now + 5 minutes and now + 28 days', () => {
    expect(clampFinish(now, NOW)).toBe(now + 5 * 60);
    expect(clampFinish(now + 3600, NOW)).toBe(now + 3600);
    expect(clampFinish(now + 40 * 86400, NOW)).toBe(now + 40320 * 60);
  });

  it('round-trips through the date-time input', () => {
    expect(fromLocalInput(toLocalInput(now + 3600))).toBe(now + 3600);
    expect(fromLocalInput('')).toBeNull();
  });
});

describe('after the first draw', () => {
  it('locks list type, roles and finish and turns End into Reroll', () => {
    expect(isLocked({ rolls: 0 })).toBe(false);
    expect(actionOf({ rolls: 0 })).toBe('end');
    expect(isLocked({ rolls: 1 })).toBe(true);
    expect(actionOf({ rolls: 2 })).toBe('reroll');
  });
});

describe('active or ended', () => {
  it('is active while the finish is ahead and nothing was drawn', () => {
    expect(lotteryActive({ finish: now + 60, rolls: 0 }, NOW)).toBe(true);
    expect(lotteryActive({ finish: now - 60, rolls: 0 }, NOW)).toBe(false);
    // Ended early: drawn, whatever the clock of the page says.
    expect(lotteryActive({ finish: now + 60, rolls: 1 }, NOW)).toBe(false);
  });
});
