import { GATE_TIMEOUT_DAYS, type SpecialRoleAction } from '@hoshi/contracts';
import type { Action, Behaviour, MemberInfo } from '../../core/types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An account younger than this when it joins is a newbie (docs/decisions/0049-the-bot.md). */
export const NEWBIE_ACCOUNT_AGE_DAYS = 7;
/** Discord's epoch: a snowflake's top bits count milliseconds from it. */
const DISCORD_EPOCH = 1420070400000n;

/** When the Discord account was made, read from its id as Discord encodes it. */
export const accountCreatedAt = (userId: string): number => Number((BigInt(userId) >> 22n) + DISCORD_EPOCH);

function punish(action: SpecialRoleAction, userId: string, at: number, reason: string): Action {
  if (action === 'timeout')
    return {
      type: 'timeout',
      userId,
      until: new Date(at + GATE_TIMEOUT_DAYS * DAY_MS).toISOString(),
      reason,
    };
  return { type: action, userId, reason };
}

const give = (member: MemberInfo, roleId: string | null, reason: string): Action[] =>
  roleId && !member.roles.includes(roleId) ? [{ type: 'addRole', userId: member.id, roleId, reason }] : [];

/**
 * docs/product.md#special-roles special roles:
 * - a bot that joins gets the bot role, a person the entry role;
 * - a newbie (an account younger than a week) gets the newbie role and the newbie action — a
 *   kick or ban makes the role moot, so it is then not given;
 * - a member given the gate role receives the gate action (3-day timeout, kick or ban);
 * - a member in voice holds the VC role: given on joining voice, taken on leaving, and corrected
 *   for everyone when the bot (re)connects.
 */
export const specialRoles: Behaviour<'roles'> = (event, settings) => {
  const roles = settings.roles;
  switch (event.kind) {
    case 'memberAdd': {
      const { member } = event;
      if (member.bot) return give(member, roles.bot, 'bot role');
      const actions = give(member, roles.entry, 'entry role');
      const young = event.at - accountCreatedAt(member.id) < NEWBIE_ACCOUNT_AGE_DAYS * DAY_MS;
      if (young && roles.newbie.role) {
        if (roles.newbie.action === 'timeout')
          actions.push(...give(member, roles.newbie.role, 'newbie role'));
        actions.push(punish(roles.newbie.action, member.id, event.at, 'newbie action'));
      }
      return actions;
    }
    case 'memberUpdate': {
      const gate = roles.gate.role;
      if (!gate || event.before.roles.includes(gate) || !event.member.roles.includes(gate)) return [];
      return [punish(roles.gate.action, event.member.id, event.at, 'gate role')];
    }
    case 'voice': {
      if (!roles.vc || event.member.bot) return [];
      if (event.from === null && event.to !== null) return give(event.member, roles.vc, 'in voice');
      if (event.from !== null && event.to === null && event.member.roles.includes(roles.vc))
        return [{ type: 'removeRole', userId: event.member.id, roleId: roles.vc, reason: 'left voice' }];
      return [];
    }
    case 'sync': {
      const vc = roles.vc;
      if (!vc) return [];
      return event.members.flatMap((member): Action[] => {
        if (member.bot) return [];
        const inVoice = event.voice.has(member.id);
        const holds = member.roles.includes(vc);
        if (inVoice && !holds)
          return [{ type: 'addRole', userId: member.id, roleId: vc, reason: 'in voice' }];
        if (!inVoice && holds)
          return [{ type: 'removeRole', userId: member.id, roleId: vc, reason: 'not in voice' }];
        return [];
      });
    }
    default:
      return [];
  }
};
