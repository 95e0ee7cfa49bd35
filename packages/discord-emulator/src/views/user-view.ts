import type { DemoUser } from '../seed/world.ts';

/** The public user object (UserResponse), as embedded in members. */
export function userView(user: DemoUser) {
  return {
    id: user.id,
    username: user.username,
    avatar: user.avatar,
    discriminator: user.discriminator,
    public_flags: 0,
    flags: 0,
    ...(user.bot ? { bot: true } : {}),
    banner: user.banner,
    accent_color: user.accent_color,
    global_name: user.global_name,
    avatar_decoration_data: null,
    collectibles: null,
    primary_guild: null,
  };
}

/** `GET /users/@me` (UserPIIResponse): email only with the `email` scope, as on Discord. */
export function currentUserView(user: DemoUser, withEmail: boolean) {
  return {
    ...userView(user),
    mfa_enabled: false,
    locale: user.locale,
    premium_type: 0,
    ...(withEmail ? { email: user.email, verified: true } : {}),
  };
}
