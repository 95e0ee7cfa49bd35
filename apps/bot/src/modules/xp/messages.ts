import type { Client, Guild } from 'discord.js';
import { ChannelType, type GatewayMessageCreateDispatchData } from 'discord-api-types/v10';
import { and, eq, gte } from 'drizzle-orm';
import { levelForXp, missingLevelRoles, xpForLevel } from '@hoshi/contracts';
import { schema, type Database } from '@hoshi/db';
import type { Action, ModuleSettings } from '../../core/types.ts';
import { untilDone } from '../../runtime/bot-store.ts';
import { fromCache } from '../../runtime/world.ts';
import type { XpMessageIn } from './ledger.ts';

const THREADS: readonly number[] = [
  ChannelType.PublicThread,
  ChannelType.PrivateThread,
  ChannelType.AnnouncementThread,
];

/**
 * A guild message as XP sees it: who wrote it, where (a thread with its parent, so an exempt
 * channel's threads are exempt too) and whether they boost. Direct messages and webhooks earn
 * nothing.
 */
export function xpMessage(client: Client, d: GatewayMessageCreateDispatchData): XpMessageIn | null {
  if (!d.guild_id || d.webhook_id || !d.member) return null;
  const channel = client.channels.cache.get(d.channel_id);
  const parentId =
    channel && THREADS.includes(channel.type) && 'parentId' in channel ? channel.parentId : null;
  return {
    guildId: d.guild_id,
    message: {
      id: d.id,
      channelId: d.channel_id,
      parentId: parentId ?? null,
      authorIsBot: d.author.bot ?? false,
      authorBoosts: Boolean(d.member.premium_since),
    },
    author: { id: d.author.id, username: d.author.username, avatar: d.author.avatar, roles: d.member.roles },
  };
}

/**
 * After the XP settings change: the level roles (and reward role) members with XP have reached
 * and lack, per member. Roles taken out of the settings are left with the members who hold them.
 */
export async function levelRoleCorrections(
  db: Database,
  guild: Guild,
  settingsOf: (guildId: string) => Promise<{ settings: ModuleSettings<'xp'> }>,
): Promise<Action[][]> {
  // Read through a lost connection (bot-store.ts, untilDone): a correction is not dropped for it.
  const { xp } = (await untilDone(db, () => settingsOf(guild.id))).settings;
  const levels = [
    ...Object.keys(xp.lvlroles).map(Number),
    ...(xp.reward.role !== null ? [xp.reward.level] : []),
  ];
  if (levels.length === 0) return [];
  const rows = await untilDone(db, () =>
    db
      .select({ userId: schema.memberXp.userId, xp: schema.memberXp.xp })
      .from(schema.memberXp)
      .where(
        and(eq(schema.memberXp.guildId, guild.id), gte(schema.memberXp.xp, xpForLevel(Math.min(...levels)))),
      ),
  );
  const corrections: Action[][] = [];
  for (const row of rows) {
    const member = guild.members.cache.get(row.userId);
    if (!member) continue;
    const level = levelForXp(row.xp);
    const missing = missingLevelRoles(level, fromCache(member).roles, xp);
    if (missing.length > 0)
      corrections.push(
        missing.map((roleId) => ({
          type: 'addRole',
          userId: row.userId,
          roleId,
          reason: `XP level ${level}`,
        })),
      );
  }
  return corrections;
}
