import { isAxiosError } from 'axios';

/**
 * Why a server's pages cannot be shown (docs/product.md#api-rules): 403, the signed-in user may not manage it;
 * 404, Hoshi is not on it.
 */
export type GuildProblem = 'forbidden' | 'absent';

export function guildProblemOf(error: unknown): GuildProblem | null {
  if (!isAxiosError(error)) return null;
  if (error.response?.status === 403) return 'forbidden';
  if (error.response?.status === 404) return 'absent';
  return null;
}

/** The bot invite, aimed at one server (Discord's `guild_id` preselects it). */
export function inviteUrlFor(inviteUrl: string, guildId: string): string {
  const url = new URL(inviteUrl, window.location.origin);
  url.searchParams.set('guild_id', guildId);
  url.searchParams.set('disable_guild_select', 'true');
  return url.toString();
}
