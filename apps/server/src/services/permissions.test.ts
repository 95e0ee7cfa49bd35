import { describe, expect, it } from 'vitest';
import { PermissionFlagsBits } from 'discord-api-types/v10';
import { canManageGuild, parsePermissions } from './permissions.ts';

const PERMISSIONS = {
  ADMINISTRATOR: PermissionFlagsBits.Administrator,
  MANAGE_GUILD: PermissionFlagsBits.ManageGuild,
  SEND_MESSAGES: PermissionFlagsBits.SendMessages,
};

describe('canManageGuild', () => {
  it('lets the owner manage whatever the permission field says', () => {
    expect(canManageGuild({ owner: true, permissions: '0' })).toBe(true);
  });
  it('accepts ADMINISTRATOR or MANAGE_GUILD and nothing else', () => {
    expect(canManageGuild({ owner: false, permissions: String(PERMISSIONS.ADMINISTRATOR) })).toBe(true);
    expect(canManageGuild({ owner: false, permissions: String(PERMISSIONS.MANAGE_GUILD) })).toBe(true);
    expect(canManageGuild({ owner: false, permissions: String(PERMISSIONS.SEND_MESSAGES) })).toBe(false);
  });
  it('reads bits above 2^53 without losing the low ones', () => {
    // A real permission string: high bits set (beyond Number precision) plus MANAGE_GUILD.
    const perms = (1n << 50n) | (1n << 49n) | PERMISSIONS.MANAGE_GUILD;
    expect(canManageGuild({ permissions: perms.toString() })).toBe(true);
    const withoutManage = (1n << 52n) | (1n << 40n) | 1n;
    expect(canManageGuild({ permissions: withoutManage.toString() })).toBe(false);
  });
  it('treats malformed permission strings as no permissions', () => {
    expect(parsePermissions('12abc')).toBe(0n);
    expect(canManageGuild({ permissions: '-40' })).toBe(false);
  });
});
