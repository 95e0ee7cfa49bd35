import { describe, expect, it } from 'vitest';
import { MEMBER_ONLY, mayOpen, maySave } from './access.ts';

describe('which server pages the menus offer (docs/product.md#access-for-roles)', () => {
  it('a manager, or while the access is not known yet: every page', () => {
    for (const access of [undefined, { manage: true, groups: {} }])
      for (const path of ['', 'xp', 'moderation/cases', 'history', 'inventory'])
        expect(mayOpen(access, path), path).toBe(true);
  });

  it('a member by grant: the hub, their groups and their own inventory, nothing else', () => {
    const voice = { manage: false, groups: { voice: 'view' as const } };
    expect(['', 'autovc', 'vcalerts', 'inventory'].map((p) => mayOpen(voice, p))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['xp', 'moderation', 'history', 'access'].map((p) => mayOpen(voice, p))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(maySave(voice, 'autovc')).toBe(false);
  });

  it('a member with no grant: only their inventory', () => {
    expect(['', 'xp', 'moderation', 'moderation/cases', 'history'].some((p) => mayOpen(MEMBER_ONLY, p))).toBe(
      false,
    );
    expect(mayOpen(MEMBER_ONLY, 'inventory')).toBe(true);
  });
});
