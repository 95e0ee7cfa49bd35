import { describe, expect, test } from 'vitest';
import { accessByGroup, accessGroupOf, accessSettings, liveGrants, type AccessGrant } from './access.ts';

const ROLE = '500000000000001005';
const OTHER = '500000000000001002';
const NOW = Date.parse('2026-11-29T12:00:00Z');
const grant = (over: Partial<AccessGrant> = {}): AccessGrant => ({
  role: ROLE,
  level: 'view',
  groups: ['voice'],
  until: null,
  ...over,
});

describe('role grants (docs/product.md#access-for-roles)', () => {
  test('a grant is live while its role exists, the member holds it and its end has not come', () => {
    const roles = new Set([ROLE, OTHER]);
    expect(liveGrants([grant()], [ROLE], roles, NOW)).toHaveLength(1);
    expect(liveGrants([grant({ until: '2026-11-29T12:00:01Z' })], [ROLE], roles, NOW)).toHaveLength(1);
    expect(liveGrants([grant({ until: '2026-11-29T12:00:00Z' })], [ROLE], roles, NOW)).toHaveLength(0);
    expect(liveGrants([grant()], [OTHER], roles, NOW)).toHaveLength(0);
    // The role was deleted: a member list read before the deletion still names it.
    expect(liveGrants([grant()], [ROLE], new Set([OTHER]), NOW)).toHaveLength(0);
  });

  test('the highest level per group wins over several grants', () => {
    const groups = accessByGroup([
      grant({ level: 'edit', groups: ['voice'] }),
      grant({ level: 'view', groups: ['voice', 'roles'] }),
    ]);
    expect(groups).toEqual({ voice: 'edit', roles: 'view' });
  });

  test('each page of a group, and pages of none', () => {
    expect(accessGroupOf('leaderboard')).toBe('greetings-xp');
    expect(accessGroupOf('autovc')).toBe('voice');
    expect(accessGroupOf('lotteries')).toBe('community');
    expect(accessGroupOf('cases')).toBe('moderation');
    expect(accessGroupOf('pings')).toBe('moderation');
    expect(accessGroupOf('access')).toBeNull();
    expect(accessGroupOf('inventory')).toBeNull();
  });

  test('a grant names at least one group, each once, and a real date', () => {
    const doc = (g: unknown) => accessSettings.safeParse({ version: 0, grants: [g] }).success;
    expect(doc(grant())).toBe(true);
    expect(doc(grant({ groups: [] }))).toBe(false);
    expect(doc(grant({ groups: ['voice', 'voice'] }))).toBe(false);
    expect(doc({ ...grant(), until: 'tomorrow' })).toBe(false);
    expect(doc({ ...grant(), level: 'admin' })).toBe(false);
  });
});
