import { messagePayload } from '../gateway/payloads.ts';
import type { Guild } from '../seed/world.ts';
import type { EmulatorState } from '../state.ts';
import { findUser } from '../state.ts';
import { channelView } from '../views/channel-view.ts';

/** A guild as tests (and the world page) read it: members, channels, voice, recorded messages. */
export function worldGuildState(state: EmulatorState, guild: Guild, baseUrl: string) {
  return {
    id: guild.id,
    name: guild.name,
    member_count: guild.approximate_member_count,
    premium_subscription_count: guild.premium_subscription_count,
    roles: guild.roles.map((r) => ({
      id: r.id,
      name: r.name,
      position: r.position,
      color: r.color,
      managed: r.managed,
    })),
    members: guild.members.map((m) => {
      const user = findUser(state.world, m.user_id);
      return {
        user_id: m.user_id,
        username: user?.username ?? null,
        global_name: user?.global_name ?? null,
        bot: user?.bot ?? false,
        nick: m.nick,
        roles: m.roles,
        joined_at: m.joined_at,
        premium_since: m.premium_since,
        communication_disabled_until: m.communication_disabled_until ?? null,
      };
    }),
    bans: guild.bans ?? [],
    channels: guild.channels.map(channelView),
    /** Who is in each thread that has members, by thread id. */
    thread_members: Object.fromEntries(
      guild.channels.flatMap((c) => {
        const members = c.kind === 'thread' ? state.threadMembers.list(c.id) : [];
        return members.length > 0 ? [[c.id, members.map((m) => m.userId)]] : [];
      }),
    ),
    voice_states: state.voice.list(guild.id).map((v) => ({ user_id: v.userId, channel_id: v.channelId })),
    /** Oldest first, per channel that has any. */
    messages: Object.fromEntries(
      guild.channels
        .map(
          (c) =>
            [
              c.id,
              state.messages.all(c.id).map((m) => ({
                ...messagePayload(state, m, baseUrl),
                ...(m.ephemeralFor ? { ephemeral_for: m.ephemeralFor } : {}),
              })),
            ] as const,
        )
        .filter(([, list]) => list.length > 0),
    ),
    /** What the bot sent each member (or banned user: told before the ban) by DM, oldest first, for those who have any. */
    direct_messages: Object.fromEntries(
      [...new Set([...guild.members.map((m) => m.user_id), ...(guild.bans ?? [])])].flatMap((userId) => {
        const channel = state.directMessages.of(userId);
        const list = channel ? state.messages.all(channel.id) : [];
        return list.length > 0 ? [[userId, list.map((x) => messagePayload(state, x, baseUrl))]] : [];
      }),
    ),
    /** Members who turned off direct messages from server members. */
    dms_closed: guild.members.filter((m) => !state.directMessages.accepts(m.user_id)).map((m) => m.user_id),
  };
}
