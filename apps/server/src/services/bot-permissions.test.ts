import { PermissionFlagsBits as P, type APIChannel, type APIRole } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import { assignableRoles, channelAccess, type MemberContext } from './bot-permissions.ts';

const GUILD = '200000000000000009';
const BOT = '300000000000000009';
const role = (id: string, position: number, permissions: bigint, managed = false): APIRole =>
  ({ id, name: id, color: 0, position, permissions: permissions.toString(), managed }) as APIRole;
const text = (id: string, overwrites: Array<[string, 0 | 1, bigint, bigint]> = []): APIChannel => ({
  id,
  type: 0,
  name: id,
  position: 0,
  permission_overwrites: overwrites.map(([oid, type, allow, deny]) => ({
    id: oid,
    type,
    allow: allow.toString(),
    deny: deny.toString(),
  })),
});

const everyone = role(GUILD, 0, P.ViewChannel | P.SendMessages);
const botRole = role('500000000000000091', 3, P.ManageRoles, true);
const modRole = role('500000000000000092', 5, P.ManageGuild);
const memberRole = role('500000000000000093', 1, 0n);
const ctx = (roles: string[] = [botRole.id], extra: APIRole[] = []): MemberContext => ({
  guildId: GUILD,
  ownerId: '100000000000000001',
  userId: BOT,
  member: { roles },
  roles: [everyone, botRole, modRole, memberRole, ...extra],
});

describe('channelAccess follows Discord overwrite order', () => {
  it('lets @everyone permissions through when nothing overrides them', () => {
    expect(channelAccess(ctx(), [text('1')]).get('1')).toEqual({ view: true, send: true });
  });
  it('applies an @everyone deny', () => {
    const c = text('1', [[GUILD, 0, 0n, P.SendMessages]]);
    expect(channelAccess(ctx(), [c]).get('1')).toEqual({ view: true, send: false });
  });
  it('lets a role allow win over an @everyone deny', () => {
    const c = text('1', [
      [GUILD, 0, 0n, P.ViewChannel],
      [botRole.id, 0, P.ViewChannel, 0n],
    ]);
    expect(channelAccess(ctx(), [c]).get('1')).toEqual({ view: true, send: true });
  });
  it('lets a member overwrite win over the roles', () => {
    const c = text('1', [
      [botRole.id, 0, P.SendMessages, 0n],
      [BOT, 1, 0n, P.SendMessages],
    ]);
    expect(channelAccess(ctx(), [c]).get('1')).toEqual({ view: true, send: false });
  });
  it('ignores overwrites of roles the bot does not have', () => {
    const c = text('1', [[modRole.id, 0, 0n, P.ViewChannel]]);
    expect(channelAccess(ctx(), [c]).get('1')?.view).toBe(true);
  });
  it('never lets a channel deny an administrator', () => {
    const admin = role('500000000000000094', 2, P.Administrator);
    const c = text('1', [[GUILD, 0, 0n, P.ViewChannel | P.SendMessages]]);
    expect(channelAccess(ctx([admin.id], [admin]), [c]).get('1')).toEqual({ view: true, send: true });
  });
  it('reads a thread through its parent and needs Send Messages in Threads', () => {
    const parent = text('1', [[GUILD, 0, 0n, P.ViewChannel]]);
    const thread = { id: '2', type: 11, parent_id: '1', name: 't' } as unknown as APIChannel;
    expect(channelAccess(ctx(), [parent, thread]).get('2')).toEqual({ view: false, send: false });
    const open = text('3');
    const thread2 = { id: '4', type: 11, parent_id: '3', name: 't' } as unknown as APIChannel;
    expect(channelAccess(ctx(), [open, thread2]).get('4')).toEqual({ view: true, send: false });
  });
  it('says no view means no send, whatever Send Messages says', () => {
    const c = text('1', [[GUILD, 0, P.SendMessages, P.ViewChannel]]);
    expect(channelAccess(ctx(), [c]).get('1')).toEqual({ view: false, send: false });
  });
});

describe('assignableRoles', () => {
  it('offers only roles below the bot’s highest role, never managed ones or @everyone', () => {
    const roles = assignableRoles(ctx());
    expect([...roles]).toEqual([memberRole.id]);
  });
  it('offers nothing without Manage Roles', () => {
    const plain = role('500000000000000095', 4, 0n);
    expect(assignableRoles(ctx([plain.id], [plain])).size).toBe(0);
  });
});
