import { describe, expect, it } from 'vitest';
import { formatTimestamp } from './timestamp.ts';

// Noon UTC, so the date is the 22nd in whatever time zone the tests run.
const MOMENT = Date.UTC(2026, 10, 22, 12, 4, 5) / 1000;

describe('timestamps', () => {
  it('formats each of Discord’s styles in the reader’s language', () => {
    const at = (style: Parameters<typeof formatTimestamp>[1], locale: string) =>
      formatTimestamp(MOMENT, style, locale, MOMENT);
    expect(at('D', 'en')).toBe('November 22, 2026');
    expect(at('D', 'ja')).toBe('2026年11月22日');
    expect(at('d', 'en')).toBe('11/22/2026');
    expect(at('F', 'en')).toMatch(/^Sunday, November 22, 2026/);
    expect(at('t', 'en')).toMatch(/^\d{1,2}:04\s?[AP]M$/);
    expect(at('T', 'en')).toMatch(/^\d{1,2}:04:05\s?[AP]M$/);
  });

  it('says how long ago or how soon in the relative style', () => {
    expect(formatTimestamp(MOMENT - 3 * 3600, 'R', 'en', MOMENT)).toBe('3 hours ago');
    expect(formatTimestamp(MOMENT + 2 * 86400, 'R', 'en', MOMENT)).toBe('in 2 days');
    expect(formatTimestamp(MOMENT + 2 * 86400, 'R', 'ja', MOMENT)).toBe('明後日');
    expect(formatTimestamp(MOMENT - 30, 'R', 'en', MOMENT)).toBe('30 seconds ago');
  });

  it('gives null for a moment no date can hold', () => {
    expect(formatTimestamp(9_999_999_999_999, 'f', 'en')).toBeNull();
  });
});
