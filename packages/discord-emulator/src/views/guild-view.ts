import { memberPermissions } from '../guild-permissions.ts';
import type { Guild } from '../seed/world.ts';

function counts(guild: Guild, withCounts: boolean) {
  return withCounts
    ? {
        approximate_member_count: guild.approximate_member_count,
        approximate_presence_count: guild.approximate_presence_count,
      }
    : {};
}

/** An entry of `GET /users/@me/guilds` (MyGuildResponse) for the given member. */
export function myGuildView(guild: Guild, userId: string, withCounts: boolean) {
  return {
    id: guild.id,
    name: guild.name,
    icon: guild.icon,
    banner: guild.banner,
    owner: guild.owner_id === userId,
    permissions: (memberPermissions(guild, userId) ?? 0n).toString(),
    features: guild.features,
    ...counts(guild, withCounts),
  };
}

/** `GET /guilds/{id}` (GuildWithCountsResponse). */
export function guildView(guild: Guild, withCounts: boolean) {
  return {
    id: guild.id,
    name: guild.name,
    icon: guild.icon,
    description: guild.description,
    home_header: null,
    splash: guild.splash,
    discovery_splash: null,
    features: guild.features,
    banner: guild.banner,
    owner_id: guild.owner_id,
    application_id: null,
    region: 'deprecated',
    afk_channel_id: guild.afk_channel_id,
    afk_timeout: 300,
    system_channel_id: guild.system_channel_id,
    system_channel_flags: 0,
    widget_enabled: false,
    widget_channel_id: null,
    verification_level: guild.verification_level,
    roles: guild.roles,
    default_message_notifications: 1,
    mfa_level: 0,
    explicit_content_filter: 2,
    max_presences: null,
    max_members: 500000,
    max_stage_video_channel_users: 50,
    max_video_channel_users: 25,
    vanity_url_code: guild.features.includes('VANITY_URL') ? 'nightsky' : null,
    premium_tier: guild.premium_tier,
    premium_subscription_count: guild.premium_subscription_count,
    preferred_locale: guild.preferred_locale,
    rules_channel_id: guild.rules_channel_id,
    safety_alerts_channel_id: null,
    public_updates_channel_id: guild.public_updates_channel_id,
    premium_progress_bar_enabled: false,
    nsfw: false,
    nsfw_level: 0,
    emojis: [],
    stickers: [],
    incidents_data: null,
    ...counts(guild, withCounts),
  };
}
