import type { GatewayGuildMembersChunkDispatchData } from 'discord-api-types/v10';
import type { EmulatorState } from '../state.ts';
import { findGuild, findUser } from '../state.ts';
import { memberPayload } from './payloads.ts';

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

/** Reads op 8's data: a guild, and either a name prefix (`query`, `limit`) or `user_ids`. */
export function parseChunkRequest(d: unknown): ChunkRequest {
  if (d === null || typeof d !== 'object' || Array.isArray(d)) return { ok: false };
  const body = d as Record<string, unknown>;
  if (typeof body.guild_id !== 'string') return { ok: false };
  const ids = typeof body.user_ids === 'string' ? [body.user_ids] : body.user_ids;
  const userIds = Array.isArray(ids) && ids.every((i) => typeof i === 'string') ? ids : undefined;
  const query = typeof body.query === 'string' ? body.query : undefined;
  if (userIds === undefined && query === undefined) return { ok: false };
  const limit = Number.isInteger(body.limit) ? (body.limit as number) : 0;
  return {
    ok: true,
    guildId: body.guild_id,
    query,
    limit,
    userIds,
    ...(typeof body.nonce === 'string' ? { nonce: body.nonce.slice(0, 32) } : {}),
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
