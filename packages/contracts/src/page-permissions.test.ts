import { describe, expect, it } from 'vitest';
import { INVITE_PERMISSIONS, PERMISSION_BITS } from './invite.ts';
import {
  ACT_PERMISSIONS,
  collectionPermissions,
  missingPermissions,
  pagePermissions,
} from './page-permissions.ts';
import { SETTINGS_PAGE_NAMES, documentDefaults } from './settings-registry.ts';

const ROLE = '200000000000000001';

describe("what a page's settings need of Hoshi", () => {
  it('asks nothing of a server whose pages are at their defaults, but the audit log for ghost pings', () => {
    for (const name of SETTINGS_PAGE_NAMES)
      expect([name, pagePermissions(name, documentDefaults(name))]).toEqual([
        name,
        name === 'pings' ? ['VIEW_AUDIT_LOG'] : [],
      ]);
  });

  it('asks for a timeout and deleting messages once @everyone is answered on the pings page', () => {
    const pings = documentDefaults('pings');
    expect(
      pagePermissions('pings', { ...pings, everyoneSettings: { ...pings.everyoneSettings, level: 2 } }),
    ).toEqual(['VIEW_AUDIT_LOG', 'MANAGE_MESSAGES', 'MODERATE_MEMBERS']);
  });

  it('follows the gate and newbie actions chosen on the roles page', () => {
    const roles = documentDefaults('roles');
    expect(pagePermissions('roles', { ...roles, gate: { role: ROLE, action: 'timeout' } })).toEqual([
      'MODERATE_MEMBERS',
    ]);
    expect(pagePermissions('roles', { ...roles, gate: { role: ROLE, action: 'kick' } })).toEqual([
      'KICK_MEMBERS',
    ]);
    expect(pagePermissions('roles', { ...roles, newbie: { role: ROLE, action: 'ban' } })).toEqual([
      'BAN_MEMBERS',
      'MANAGE_ROLES',
    ]);
  });

  it("follows each warning rule's action", () => {
    const warnings = documentDefaults('warnings');
    const rules = [
      { level: 1, action: 'role' as const },
      { level: 2, action: 't-3' as const },
      { level: 3, action: 'ban' as const },
    ];
    expect(pagePermissions('warnings', { ...warnings, rules })).toEqual([
      'BAN_MEMBERS',
      'MANAGE_ROLES',
      'MODERATE_MEMBERS',
    ]);
  });

  it('asks anti-spam for deleting and timeouts once it is on', () => {
    expect(pagePermissions('antispam', { ...documentDefaults('antispam'), level: 2 })).toEqual([
      'MANAGE_MESSAGES',
      'MODERATE_MEMBERS',
    ]);
  });

  it('asks XP for Manage Roles once a level role is set', () => {
    expect(pagePermissions('xp', { ...documentDefaults('xp'), lvlroles: { '5': ROLE } })).toEqual([
      'MANAGE_ROLES',
    ]);
  });

  it('asks auto-VC for making rooms and moving members once it has a lobby', () => {
    expect(collectionPermissions('autovc', 0)).toEqual([]);
    expect(collectionPermissions('autovc', 1)).toEqual(['MANAGE_CHANNELS', 'MOVE_MEMBERS']);
    expect(collectionPermissions('lotteries', 3)).toEqual([]);
  });

  it('names only permissions the invite link asks for', () => {
    for (const names of Object.values(ACT_PERMISSIONS))
      for (const name of names)
        expect(INVITE_PERMISSIONS & PERMISSION_BITS[name]).toBe(PERMISSION_BITS[name]);
  });

  it('tells what a holder lacks', () => {
    expect(missingPermissions(['KICK_MEMBERS', 'BAN_MEMBERS'], ['BAN_MEMBERS'])).toEqual(['KICK_MEMBERS']);
  });
});
