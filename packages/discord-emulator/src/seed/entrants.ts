import { ROLE, roleId } from './demo-ids.ts';
import type { DemoUser, Member } from './world.ts';

// Lottery entrants of Star Lounge: members with and without roles, so a draw can
// honour whitelists and blacklists. Ids 1000000000000001xx are this block's; keep them stable.
export const ENTRANTS = {
  hikari: '100000000000000101',
  ren: '100000000000000102',
  yuki: '100000000000000103',
  nao: '100000000000000104',
  kai: '100000000000000105',
} as const;

const user = (id: string, username: string, globalName: string): DemoUser => ({
  id,
  username,
  global_name: globalName,
  discriminator: '0',
  avatar: null,
  banner: null,
  accent_color: null,
  bot: false,
  email: `${username}@hoshi.example`,
  locale: 'en-US',
});

export function seedEntrantUsers(): DemoUser[] {
  return [
    user(ENTRANTS.hikari, 'hikari', 'Hikari'),
    user(ENTRANTS.ren, 'ren', 'Ren'),
    user(ENTRANTS.yuki, 'yuki', 'Yuki'),
    user(ENTRANTS.nao, 'nao', 'Nao'),
    user(ENTRANTS.kai, 'kai', 'Kai'),
  ];
}

/** Their memberships in Star Lounge: Member for most, Stargazers for two, none for one. */
export function seedEntrantMembers(): Member[] {
  const member = roleId('A', ROLE.member);
  const fun = roleId('A', ROLE.fun);
  const joined = (day: number) => `2024-0${day}-10T12:00:00.000000+00:00`;
  return [
    { user_id: ENTRANTS.hikari, nick: null, roles: [member, fun], joined_at: joined(3), premium_since: null },
    { user_id: ENTRANTS.ren, nick: 'Ren ☆', roles: [member], joined_at: joined(4), premium_since: null },
    { user_id: ENTRANTS.yuki, nick: null, roles: [member, fun], joined_at: joined(5), premium_since: null },
    { user_id: ENTRANTS.nao, nick: null, roles: [member], joined_at: joined(6), premium_since: null },
    { user_id: ENTRANTS.kai, nick: null, roles: [], joined_at: joined(7), premium_since: null },
  ];
}
