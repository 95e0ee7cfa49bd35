import { describe, expect, it } from 'vitest';
import type { WarningsSettings } from '@hoshi/contracts';
import { warningsAdapter } from './warning-form.ts';

const doc: WarningsSettings = {
  version: 3,
  channel: null,
  role: null,
  regression: 7,
  // In the order they were added.
  rules: [
    { level: 5, action: 'ban' },
    { level: 2, action: 't-1' },
    { level: 3, action: 't-7' },
  ],
};

describe('warning rules', () => {
  it('come back from the lowest level up, whatever order they were added in', () => {
    expect(warningsAdapter.toForm(doc).rules.map((rule) => rule.level)).toEqual([2, 3, 5]);
  });

  it('are saved from the lowest level up', () => {
    const form = { ...doc, rules: [...doc.rules, { level: 1, action: 'role' as const }] };
    expect(warningsAdapter.toDocument(form).rules).toEqual([
      { level: 1, action: 'role' },
      { level: 2, action: 't-1' },
      { level: 3, action: 't-7' },
      { level: 5, action: 'ban' },
    ]);
  });
});
