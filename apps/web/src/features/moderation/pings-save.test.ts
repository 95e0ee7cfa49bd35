import { PINGS_DEFAULTS } from '@hoshi/contracts';
import { describe, expect, it } from 'vitest';
import { pingTime, toPingSeconds, withActiveTab } from './pings-save.ts';

describe('pings save', () => {
  it('sends the saved document with only the active tab replaced', () => {
    const working = {
      ...PINGS_DEFAULTS,
      msgSettings: { ...PINGS_DEFAULTS.msgSettings, time: 30 },
      everyoneSettings: { ...PINGS_DEFAULTS.everyoneSettings, level: 4 },
    };
    expect(withActiveTab('everyoneSettings')(working, PINGS_DEFAULTS)).toEqual({
      ...PINGS_DEFAULTS,
      everyoneSettings: working.everyoneSettings,
    });
  });

  it('splits total seconds into minutes and seconds and back, with seconds 0 at 15 minutes', () => {
    expect(pingTime(75)).toEqual({ minutes: 1, seconds: 15 });
    expect(toPingSeconds(2, 30, 15)).toBe(150);
    expect(toPingSeconds(15, 59, 15)).toBe(900);
  });
});
