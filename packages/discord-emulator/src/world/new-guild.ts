import { BOT_PERMISSIONS, botRole, everyoneRole } from '../seed/roles.ts';
import type { Guild, GuildChannel } from '../seed/world.ts';
import { DEMO } from '../seed/demo-ids.ts';

export interface NewGuildIds {
  guildId: string;
  botRoleId: string;
  categoryId: string;
  textId: string;
  voiceId: string;
}

/**
 * A small guild made from the world's controls (the bot already in it, like a server created and
 * the bot invited at once): a text and a voice channel under one category. Tests give its id to
 * place it on a chosen shard.
 */
export function buildGuild(ids: NewGuildIds, name: string, ownerId: string, joinedAt: string): Guild {
  const channel = (
    id: string,
    type: 0 | 2 | 4,
    channelName: string,
    position: number,
    parent: string | null,
  ) => {
    const c: GuildChannel = {
      kind: 'guild',
      id,
      type,
      guild_id: ids.guildId,
      name: channelName,
      position,
      parent_id: parent,
      permission_overwrites: [],
      flags: 0,
      nsfw: false,
    };
    if (type === 0) Object.assign(c, { topic: null, last_message_id: null, rate_limit_per_user: 0 });
    if (type === 2)
      Object.assign(c, {
        last_message_id: null,
        rate_limit_per_user: 0,
        bitrate: 64000,
        user_limit: 0,
        rtc_region: null,
      });
    return c;
  };
  return {
    id: ids.guildId,
    name,
    icon: null,
    banner: null,
    splash: null,
    description: null,
    owner_id: ownerId,
    features: [],
    premium_tier: 0,
    premium_subscription_count: 0,
    approximate_member_count: 2,
    approximate_presence_count: 1,
    preferred_locale: 'en-US',
    verification_level: 0,
    afk_channel_id: null,
    system_channel_id: ids.textId,
    rules_channel_id: null,
    public_updates_channel_id: null,
    roles: [everyoneRole(ids.guildId), { ...botRole(ids.botRoleId, BOT_PERMISSIONS), position: 1 }],
    channels: [
      channel(ids.categoryId, 4, 'Channels', 0, null),
      channel(ids.textId, 0, 'general', 0, ids.categoryId),
      channel(ids.voiceId, 2, 'Lounge', 1, ids.categoryId),
    ],
    members: [
      { user_id: ownerId, nick: null, roles: [], joined_at: joinedAt, premium_since: null },
      {
        user_id: DEMO.botUserId,
        nick: null,
        roles: [ids.botRoleId],
        joined_at: joinedAt,
        premium_since: null,
      },
    ],
  };
}
