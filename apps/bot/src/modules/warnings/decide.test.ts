import { describe, expect, it } from 'vitest';
import type { WarningRule } from '@hoshi/contracts';
import { outcomeOf, roleTakenBack, ruleReached, wearsOffAt } from './decide.ts';

const rules: WarningRule[] = [
  { level: 2, action: 'role' },
  { level: 3, action: 't-1' },
  { level: 5, action: 'ban' },
];

describe('warnings rules', () => {
  it('a rule acts when the level reaches it from below, not while it stays at or above it', () => {
    expect(ruleReached(rules, 0, 1)).toBeUndefined();
    expect(ruleReached(rules, 1, 2)).toEqual({ level: 2, action: 'role' });
    expect(ruleReached(rules, 2, 3)).toEqual({ level: 3, action: 't-1' });
    expect(ruleReached(rules, 3, 4)).toBeUndefined();
    expect(ruleReached(rules, 4, 5)).toEqual({ level: 5, action: 'ban' });
    // A fall never sets a rule off.
    expect(ruleReached(rules, 3, 2)).toBeUndefined();
  });

  it('words the rule: a timeout of N days, the warnings role (none chosen: nothing), a ban', () => {
    expect(outcomeOf({ level: 1, action: 't-7' }, null)).toEqual({ kind: 'timeout', days: 7 });
    expect(outcomeOf({ level: 1, action: 'role' }, '42')).toEqual({ kind: 'role', roleId: '42' });
    expect(outcomeOf({ level: 1, action: 'role' }, null)).toBeUndefined();
    expect(outcomeOf({ level: 1, action: 'ban' }, null)).toEqual({ kind: 'ban' });
  });

  it('the role is taken back only when the level falls below every role rule', () => {
    expect(roleTakenBack(rules, 2, 1)).toBe(true);
    expect(roleTakenBack(rules, 3, 2)).toBe(false);
    expect(roleTakenBack(rules, 1, 0)).toBe(false);
    expect(roleTakenBack(rules, 1, 2)).toBe(false);
    expect(
      roleTakenBack(
        [
          { level: 1, action: 'role' },
          { level: 3, action: 'role' },
        ],
        3,
        2,
      ),
    ).toBe(false);
  });

  it('a warning wears off after the regression days, never at 0', () => {
    expect(wearsOffAt({ regression: 0 }, 1000)).toBeNull();
    expect(wearsOffAt({ regression: 7 }, 0)?.getTime()).toBe(7 * 24 * 60 * 60_000);
  });
});
