import { useGuildChannels, useGuildRoles } from '../../lib/api/guild-objects.ts';
import { useGuildInfo } from '../../lib/api/guild-info.ts';
import { usePublicConfig } from '../../lib/api/public-config.ts';
import { useSession } from '../../lib/session/session-store.ts';

/**
 * What a settings page with a message preview loads: the channels (its picker), the server's
 * info and the signed-in user (the preview's server and member), the CDN address (their images)
 * — `waitFor`, handed to the page as its `extra` — and the roles, which only name mentions in
 * the preview, so a page need not wait for them.
 */
export function usePreviewData(guildId: string) {
  const channels = useGuildChannels(guildId);
  const roles = useGuildRoles(guildId);
  const info = useGuildInfo(guildId);
  const config = usePublicConfig();
  const { user } = useSession();
  return {
    waitFor: { channels: channels.data, info: info.data, config, user: user ?? undefined },
    roles: roles.data,
  };
}
