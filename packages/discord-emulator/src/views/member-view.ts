import type { DemoUser, Member } from '../seed/world.ts';
import { userView } from './user-view.ts';

/** `GET /guilds/{id}/members/{user_id}` (GuildMemberResponse). */
export function memberView(member: Member, user: DemoUser) {
  return {
    avatar: null,
    banner: null,
    communication_disabled_until: member.communication_disabled_until ?? null,
    flags: 0,
    joined_at: member.joined_at,
    nick: member.nick,
    pending: false,
    premium_since: member.premium_since,
    roles: member.roles,
    user: userView(user),
    mute: false,
    deaf: false,
  };
}
