import { describe, expect, it } from 'vitest';
import { PINGS_DEFAULTS } from './pings.ts';
import { saveOutgoing } from './settings-registry.ts';
import { XP_DEFAULTS } from './xp.ts';

describe('what a save sends', () => {
  it('sends a page saved whole as the whole document', () => {
    const doc = { ...XP_DEFAULTS, version: 4, rate: 3 };
    expect(saveOutgoing('xp', doc, XP_DEFAULTS)).toBe(doc);
  });

  it('sends the pings page as its version and the changed tab only', () => {
    const saved = { ...PINGS_DEFAULTS, version: 7 };
    const doc = { ...saved, everyoneSettings: { ...saved.everyoneSettings, level: 3 } };
    expect(saveOutgoing('pings', doc, saved)).toEqual({ version: 7, everyoneSettings: doc.everyoneSettings });
  });

  it('sends every tab when none changed (a save that must still carry one)', () => {
    const saved = { ...PINGS_DEFAULTS, version: 1 };
    expect(Object.keys(saveOutgoing('pings', saved, saved)).sort()).toEqual([
      'everyoneSettings',
      'ghostSettings',
      'msgSettings',
      'version',
    ]);
  });
});
