import type { GatewayGuildMembersChunkDispatchData } from 'discord-api-types/v10';
import type { EmulatorState } from '../state.ts';
import { findGuild, findUser } from '../state.ts';
import { memberPayload } from './payloads.ts';
import { isRecord, isSnowflake } from './commands.ts';

/** Discord sends at most 1,000 members per GUILD_MEMBERS_CHUNK. */
const CHUNK = 1000;

export type ChunkRequest =
  | {
      ok: true;
      guildId: string;
      query: string | undefined;
      limit: number;
      userIds: string[] | undefined;
      nonce?: string;
    }
  | { ok: false };

/**
 * Reads op 8's data: a guild, and either a name prefix (`query` with a `limit` of 0–100) or up to
 * 100 `user_ids`; `presences` is a boolean. Anything else is not a request (close code 4002). A
 * nonce that is not a string of at most 32 bytes is ignored, as Discord ignores it.
 */
export function parseChunkRequest(d: unknown): ChunkRequest {
  if (!isRecord(d) || !isSnowflake(d.guild_id)) return { ok: false };
  if (d.presences !== undefined && typeof d.presences !== 'boolean') return { ok: false };
  const ids = typeof d.user_ids === 'string' ? [d.user_ids] : d.user_ids;
  if (ids !== undefined && !(Array.isArray(ids) && ids.length <= 100 && ids.every(isSnowflake)))
    return { ok: false };
  if (d.query !== undefined && (typeof d.query !== 'string' || d.query.length > 100)) return { ok: false };
  const query = d.query;
  const limit = d.limit ?? 0;
  if (!Number.isInteger(limit) || (limit as number) < 0 || (limit as number) > 100) return { ok: false };
  if (ids === undefined && query === undefined) return { ok: false };
  const nonce = typeof d.nonce === 'string' && Buffer.byteLength(d.nonce) <= 32 ? d.nonce : undefined;
  return {
    ok: true,
    guildId: d.guild_id,
    query,
    limit: limit as number,
    userIds: ids,
    ...(nonce !== undefined ? { nonce } : {}),
  };
}

/** The chunks answering a request (an empty list when the guild is not the bot's). */
export function memberChunks(
  state: EmulatorState,
  request: Extract<ChunkRequest, { ok: true }>,
): GatewayGuildMembersChunkDispatchData[] {
  const guild = findGuild(state.world, request.guildId);
  if (!guild) return [];
  const lower = request.query?.toLowerCase() ?? '';
  let members = guild.members.flatMap((m) => {
    const user = findUser(state.world, m.user_id);
    if (!user) return [];
    if (request.userIds && !request.userIds.includes(m.user_id)) return [];
    if (
      !request.userIds &&
      lower &&
      !user.username.toLowerCase().startsWith(lower) &&
      !(m.nick ?? '').toLowerCase().startsWith(lower)
    )
      return [];
    return [memberPayload(m, user)];
  });
  // A query with a limit of 0 asks for everyone; otherwise the limit caps the answer.
  if (!request.userIds && request.limit > 0) members = members.slice(0, request.limit);
  const notFound = request.userIds?.filter((id) => !members.some((m) => m.user.id === id)) ?? [];
  const count = Math.max(1, Math.ceil(members.length / CHUNK));
  return Array.from({ length: count }, (_, index) => ({
    guild_id: guild.id,
    members: members.slice(index * CHUNK, (index + 1) * CHUNK),
    chunk_index: index,
    chunk_count: count,
    ...(index === 0 && notFound.length > 0 ? { not_found: notFound } : {}),
    ...(request.nonce !== undefined ? { nonce: request.nonce } : {}),
  }));
}
