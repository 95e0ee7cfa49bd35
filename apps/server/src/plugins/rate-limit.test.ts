import { describe, expect, it } from 'vitest';
import { MemoryWindows } from './rate-limit.ts';

describe('MemoryWindows', () => {
  it('counts each key in its own fixed window, and starts over when the window ends', () => {
    let now = 1_000;
    const windows = new MemoryWindows(60_000, 100, () => now);
    expect(windows.hit('u:1')).toEqual({ count: 1, resetAt: 61_000 });
    expect(windows.hit('u:1').count).toBe(2);
    expect(windows.hit('u:2').count).toBe(1);
    now = 60_999;
    expect(windows.hit('u:1')).toEqual({ count: 3, resetAt: 61_000 });
    now = 61_000;
    expect(windows.hit('u:1')).toEqual({ count: 1, resetAt: 121_000 });
  });

  it('answers at hand, without a promise', () => {
    expect(new MemoryWindows().hit('ip:10.0.0.1')).not.toBeInstanceOf(Promise);
  });

  it('makes room by dropping ended windows first, then the oldest key still counting', () => {
    let now = 0;
    const windows = new MemoryWindows(1_000, 3, () => now);
    windows.hit('old');
    now = 500;
    windows.hit('a');
    windows.hit('a');
    windows.hit('b');
    // 'old' has ended: it goes, 'a' keeps its count.
    now = 1_000;
    windows.hit('c');
    expect(windows.hit('a').count).toBe(3);
    // Full of live windows: the oldest key ('a') starts over, the others keep theirs.
    windows.hit('d');
    expect(windows.hit('b').count).toBe(2);
    expect(windows.hit('a').count).toBe(1);
  });
});
