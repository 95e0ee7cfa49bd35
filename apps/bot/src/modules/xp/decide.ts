import { botWords } from '@hoshi/bot-messages';
import { missingLevelRoles, xpSettings, type XpSettings } from '@hoshi/contracts';
import { targetChannel } from '../../core/text-channel.ts';
import type { Action, GuildView } from '../../core/types.ts';

/** A message that earned XP, as the ledger stored it: who, the level they are at now, and whether it is new. */
export interface XpAward {
  /** The message that earned it: its id keys the award's actions, so they happen once. */
  messageId: string;
  userId: string;
  /** The roles the member held when the message was sent (from the message's member object). */
  roles: readonly string[];
  level: number;
  levelUp: boolean;
}

/**
 * What an award makes Discord see: a level-up is announced in the notification channel when one
 * is set (otherwise nowhere), in the server's bot language; the level roles and the reward role
 * the member has reached and lacks are given (a role added to the settings later reaches members
 * already past its level with their next award, or at once by the correction pass).
 */
export function xpActions(award: XpAward, settings: XpSettings, guild: GuildView): Action[] {
  const actions: Action[] = [];
  if (award.levelUp) {
    const target = targetChannel(guild, settings.channel, xpSettings.shape.channel, 'level-up message');
    if (target && 'skip' in target) actions.push(target.skip);
    else if (target)
      actions.push({
        type: 'send',
        channelId: target.channelId,
        content: botWords(guild.lang).levelUp(`<@${award.userId}>`, award.level),
        mentions: { users: [award.userId], roles: [] },
      });
  }
  for (const roleId of missingLevelRoles(award.level, award.roles, settings))
    actions.push({ type: 'addRole', userId: award.userId, roleId, reason: `XP level ${award.level}` });
  return actions;
}
