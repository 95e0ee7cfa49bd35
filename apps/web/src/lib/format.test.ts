import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMemberCount, initials } from './format.ts';

describe('formatMemberCount', () => {
  it('shows counts below a thousand as they are', () => {
    expect(formatMemberCount(0)).toBe('0');
    expect(formatMemberCount(999)).toBe('999');
  });

  it('abbreviates thousands with K and one decimal', () => {
    expect(formatMemberCount(1234)).toBe('1.2K');
    expect(formatMemberCount(15_300)).toBe('15.3K');
    expect(formatMemberCount(999_949)).toBe('999.9K');
  });

  it('abbreviates millions with M and one decimal', () => {
    expect(formatMemberCount(1_250_000)).toBe('1.3M');
    expect(formatMemberCount(12_340_000)).toBe('12.3M');
  });

  it('rounds half up', () => {
    expect(formatMemberCount(1250)).toBe('1.3K');
    expect(formatMemberCount(1249)).toBe('1.2K');
  });

  it('drops a trailing .0', () => {
    expect(formatMemberCount(1000)).toBe('1K');
    expect(formatMemberCount(2_000_000)).toBe('2M');
    expect(formatMemberCount(1040)).toBe('1K');
  });

  it('moves to M when rounding reaches a thousand K', () => {
    expect(formatMemberCount(999_950)).toBe('1M');
  });
});

describe('initials', () => {
  it('takes the first letter of the first two words', () => {
    expect(initials('Star Lounge')).toBe('SL');
    expect(initials('  night sky club ')).toBe('NS');
    expect(initials('星の部屋')).toBe('星');
  });
});

describe('member counts, for any count', () => {
  const valueOf = (shown: string) => {
    const [, digits = '', unit] = /^(\d+(?:\.\d)?)([KM]?)$/.exec(shown) ?? [];
    return Number(digits) * (unit === 'M' ? 1_000_000 : unit === 'K' ? 1000 : 1);
  };

  it('shows digits with at most one decimal and K or M, within half a shown step of the count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000_000 }), (count) => {
        const shown = formatMemberCount(count);
        expect(shown).toMatch(/^\d+(\.\d)?[KM]?$/);
        expect(shown).not.toMatch(/\.0[KM]$|^1000K$/);
        const step = shown.endsWith('M') ? 100_000 : shown.endsWith('K') ? 100 : 1;
        expect(Math.abs(valueOf(shown) - count)).toBeLessThanOrEqual(step / 2);
      }),
    );
  });

  it('never shows a larger count as a smaller number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000_000 }), fc.nat(1_000_000), (count, more) => {
        expect(valueOf(formatMemberCount(count + more))).toBeGreaterThanOrEqual(
          valueOf(formatMemberCount(count)),
        );
      }),
    );
  });
});
