import { AUDIO_MAX_BY_TIER, type AutovcEntry } from '@hoshi/contracts';
import { fillRoomName, lowestFreeNumber, ROOM_EMOJI } from '@hoshi/bot-messages';
import type { Action, Behaviour, GuildView, MemberInfo, RoomRecord } from '../../core/types.ts';

/** A stable pick for !EMOJI!: the same event always names its room the same. */
function pickEmoji(seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return ROOM_EMOJI[hash % ROOM_EMOJI.length] ?? ROOM_EMOJI[0];
}

/** Where a lobby's new room goes: right under the lobby, or last among its category's channels. */
function placement(entry: AutovcEntry, guild: GuildView): { parentId: string | null; position: number } {
  const lobby = guild.channels.get(entry.id);
  const parentId = lobby?.parentId ?? null;
  if (entry.position === 'under') return { parentId, position: (lobby?.position ?? 0) + 1 };
  const siblings = [...guild.channels.values()].filter((c) => c.parentId === parentId);
  return { parentId, position: Math.max(0, ...siblings.map((c) => c.position)) + 1 };
}

function openRoom(
  entry: AutovcEntry,
  member: MemberInfo,
  guild: GuildView,
  rooms: readonly RoomRecord[],
  at: number,
): Action {
  const number = lowestFreeNumber(rooms.filter((r) => r.lobbyId === entry.id).map((r) => r.number));
  // A server whose boost level dropped since the save cannot hold the saved bitrate any more.
  const maxKbps = AUDIO_MAX_BY_TIER[Math.min(Math.max(guild.premiumTier, 0), 3)] ?? AUDIO_MAX_BY_TIER[0];
  return {
    type: 'openRoom',
    lobbyId: entry.id,
    userId: member.id,
    number,
    name: fillRoomName(entry.roomName, {
      number,
      username: member.username,
      members: 1,
      emoji: pickEmoji(`${member.id}:${at}`),
    }),
    ...placement(entry, guild),
    userLimit: entry.limit,
    bitrate: Math.min(entry.audio, maxKbps) * 1000,
  };
}

/**
 * docs/product.md#auto-voice-channels auto voice channels: a member who joins a lobby gets a room of their own, named
 * from the template, and is moved into it; a room left empty is deleted. After a (re)connect the
 * rooms the bot remembers are checked: gone ones forgotten, empty ones deleted, and anyone left
 * waiting in a lobby gets their room.
 */
export const autoVc: Behaviour<never, 'autovc'> = (event, settings, guild, state) => {
  if (event.kind === 'voice') {
    const actions: Action[] = [];
    const room = event.from ? state.rooms.find((r) => r.channelId === event.from) : undefined;
    if (room && (event.occupancy.get(room.channelId) ?? 0) === 0)
      actions.push({ type: 'closeRoom', channelId: room.channelId });
    const entry = event.to ? settings.autovc.get(event.to) : undefined;
    if (entry && !event.member.bot) actions.push(openRoom(entry, event.member, guild, state.rooms, event.at));
    return actions;
  }
  if (event.kind === 'sync') {
    const occupied = new Set(event.voice.values());
    const actions = state.rooms.flatMap((room): Action[] => {
      if (!guild.channels.has(room.channelId)) return [{ type: 'forgetRoom', channelId: room.channelId }];
      return occupied.has(room.channelId) ? [] : [{ type: 'closeRoom', channelId: room.channelId }];
    });
    let rooms = state.rooms.filter((r) => occupied.has(r.channelId) && guild.channels.has(r.channelId));
    for (const member of event.members) {
      const lobby = event.voice.get(member.id);
      const entry = lobby ? settings.autovc.get(lobby) : undefined;
      if (!entry || member.bot) continue;
      const open = openRoom(entry, member, guild, rooms, event.at);
      if (open.type === 'openRoom')
        rooms = [...rooms, { channelId: '', lobbyId: entry.id, number: open.number, ownerId: member.id }];
      actions.push(open);
    }
    return actions;
  }
  return [];
};
