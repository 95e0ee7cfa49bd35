import { describe, expect, it } from 'vitest';
import { ROLES_DEFAULTS, type RolesSettings } from '@hoshi/contracts';
import { AT, CHANNELS, emptyState, guildView, member, ROLES, settings } from '../../core/fixtures.ts';
import { accountCreatedAt, specialRoles } from './decide.ts';
import type { BotEvent, MemberInfo } from '../../core/types.ts';

const GATE = '500000000000000010';
const NEWBIE = '500000000000000011';
const luna = { id: '700000000000000009', username: 'luna' };

function withRoles(change: Partial<RolesSettings>) {
  return settings({ roles: { ...structuredClone(ROLES_DEFAULTS), ...change } });
}
const run = (event: BotEvent, roles: Partial<RolesSettings>) =>
  specialRoles(event, withRoles(roles), guildView(), emptyState());
const joins = (m: MemberInfo): BotEvent => ({ kind: 'memberAdd', member: m, randomMember: luna, at: AT });

/** A user id made at `ms` (Discord's snowflake layout). */
const idMadeAt = (ms: number) => String((BigInt(ms) - 1420070400000n) << 22n);

describe('special roles', () => {
  it('gives the bot role to a joining bot and the entry role to a joining person', () => {
    const roles = { bot: ROLES.bot, entry: ROLES.entry };
    expect(run(joins(member({ bot: true })), roles)).toEqual([
      { type: 'addRole', userId: member().id, roleId: ROLES.bot, reason: 'bot role' },
    ]);
    expect(run(joins(member()), roles)).toEqual([
      { type: 'addRole', userId: member().id, roleId: ROLES.entry, reason: 'entry role' },
    ]);
  });

  it('reads when an account was made from its id', () => {
    expect(accountCreatedAt(idMadeAt(AT))).toBe(AT);
  });

  it('gives a newbie (an account under a week old) the newbie role and a 3-day timeout', () => {
    const young = member({ id: idMadeAt(AT - 2 * 86_400_000) });
    expect(run(joins(young), { newbie: { role: NEWBIE, action: 'timeout' } })).toEqual([
      { type: 'addRole', userId: young.id, roleId: NEWBIE, reason: 'newbie role' },
      { type: 'timeout', userId: young.id, until: '2026-11-29T12:00:00.000Z', reason: 'newbie action' },
    ]);
    expect(run(joins(young), { newbie: { role: NEWBIE, action: 'kick' } })).toEqual([
      { type: 'kick', userId: young.id, reason: 'newbie action' },
    ]);
    const old = member({ id: idMadeAt(AT - 8 * 86_400_000) });
    expect(run(joins(old), { newbie: { role: NEWBIE, action: 'ban' } })).toEqual([]);
  });

  it('punishes a member given the gate role with its action, once', () => {
    const given: BotEvent = {
      kind: 'memberUpdate',
      before: { roles: [], premiumSince: null },
      member: member({ roles: [GATE] }),
      at: AT,
    };
    expect(run(given, { gate: { role: GATE, action: 'timeout' } })).toEqual([
      { type: 'timeout', userId: member().id, until: '2026-11-29T12:00:00.000Z', reason: 'gate role' },
    ]);
    expect(run(given, { gate: { role: GATE, action: 'ban' } })).toEqual([
      { type: 'ban', userId: member().id, reason: 'gate role' },
    ]);
    const kept: BotEvent = { ...given, before: { roles: [GATE], premiumSince: null } };
    expect(run(kept, { gate: { role: GATE, action: 'ban' } })).toEqual([]);
  });

  it('gives the VC role on joining voice and takes it on leaving, not on switching channels', () => {
    const voice = (from: string | null, to: string | null, roles: string[] = []): BotEvent => ({
      kind: 'voice',
      member: member({ roles }),
      from,
      to,
      occupancy: new Map(),
      at: AT,
    });
    const roles = { vc: ROLES.vc };
    expect(run(voice(null, CHANNELS.lounge), roles)).toMatchObject([{ type: 'addRole', roleId: ROLES.vc }]);
    expect(run(voice(CHANNELS.lounge, null, [ROLES.vc]), roles)).toMatchObject([
      { type: 'removeRole', roleId: ROLES.vc },
    ]);
    expect(run(voice(CHANNELS.lounge, CHANNELS.quiet, [ROLES.vc]), roles)).toEqual([]);
  });

  it('corrects the VC role of everyone when the bot connects', () => {
    const inVoiceWithout = member({ id: '700000000000000002' });
    const outWith = member({ id: '700000000000000003', roles: [ROLES.vc] });
    const fine = member({ id: '700000000000000004', roles: [ROLES.vc] });
    const sync: BotEvent = {
      kind: 'sync',
      members: [inVoiceWithout, outWith, fine],
      voice: new Map([
        [inVoiceWithout.id, CHANNELS.lounge],
        [fine.id, CHANNELS.quiet],
      ]),
      at: AT,
    };
    expect(run(sync, { vc: ROLES.vc })).toEqual([
      { type: 'addRole', userId: inVoiceWithout.id, roleId: ROLES.vc, reason: 'in voice' },
      { type: 'removeRole', userId: outWith.id, roleId: ROLES.vc, reason: 'not in voice' },
    ]);
  });
});
