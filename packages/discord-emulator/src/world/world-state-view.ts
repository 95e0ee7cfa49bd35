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
    voice_states: state.voice.list(guild.id).map((v) => ({ user_id: v.userId, channel_id: v.channelId })),
    /** Oldest first, per channel that has any. */
    messages: Object.fromEntries(
      guild.channels
        .map((c) => [c.id, state.messages.all(c.id).map((m) => messagePayload(state, m, baseUrl))] as const)
        .filter(([, list]) => list.length > 0),
    ),
  };
}
