import { describe, expect, it } from 'vitest';
import { autoVc } from './decide.ts';
import { AT, CHANNELS, emptyState, guildView, lobbyEntry, member, settings } from '../../core/fixtures.ts';
import type { AutovcEntry } from '@hoshi/contracts';
import type { BotEvent, RoomRecord } from '../../core/types.ts';

const lobbies = (entry: AutovcEntry) => settings({ autovc: new Map([[entry.id, entry]]) });
const move = (from: string | null, to: string | null, occupancy: [string, number][] = []): BotEvent => ({
  kind: 'voice',
  member: member(),
  from,
  to,
  occupancy: new Map(occupancy),
  at: AT,
});
const room = (channelId: string, number: number): RoomRecord => ({
  channelId,
  lobbyId: CHANNELS.lobby,
  number,
  ownerId: '700000000000000005',
});

describe('auto voice channels', () => {
  it('opens a room under the lobby for a member who joins it, with its limit and bitrate', () => {
    const actions = autoVc(move(null, CHANNELS.lobby), lobbies(lobbyEntry()), guildView(), emptyState());
    expect(actions).toEqual([
      {
        type: 'openRoom',
        lobbyId: CHANNELS.lobby,
        userId: member().id,
        number: 1,
        name: 'Room 1',
        parentId: CHANNELS.category,
        position: 3,
        userLimit: 5,
        bitrate: 96_000,
      },
    ]);
  });

  it('takes the lowest free number and fills every variable', () => {
    const entry = lobbyEntry({ roomName: '!ALPH!-!NUM! !USER! (!MEMBERS!) !EMOJI!' });
    const state = emptyState({ rooms: [room('400000000000000301', 1), room('400000000000000303', 3)] });
    const [action] = autoVc(move(null, CHANNELS.lobby), lobbies(entry), guildView(), state);
    expect(action).toMatchObject({ type: 'openRoom', number: 2 });
    expect(action?.type === 'openRoom' && action.name).toMatch(/^B-2 sora \(1\) \S+$/u);
  });

  it('places the room last in the category when asked', () => {
    const [action] = autoVc(
      move(null, CHANNELS.lobby),
      lobbies(lobbyEntry({ position: 'last' })),
      guildView(),
      emptyState(),
    );
    expect(action).toMatchObject({ parentId: CHANNELS.category, position: 6 });
  });

  it('lowers a bitrate the server can no longer hold after losing boosts', () => {
    const [action] = autoVc(
      move(null, CHANNELS.lobby),
      lobbies(lobbyEntry({ audio: 384 })),
      guildView({ premiumTier: 0 }),
      emptyState(),
    );
    expect(action).toMatchObject({ bitrate: 96_000 });
  });

  it('deletes a room its last member leaves, and keeps one still in use', () => {
    const state = emptyState({ rooms: [room('400000000000000301', 1)] });
    expect(
      autoVc(
        move('400000000000000301', null, [['400000000000000301', 0]]),
        lobbies(lobbyEntry()),
        guildView(),
        state,
      ),
    ).toEqual([{ type: 'closeRoom', channelId: '400000000000000301' }]);
    expect(
      autoVc(
        move('400000000000000301', null, [['400000000000000301', 2]]),
        lobbies(lobbyEntry()),
        guildView(),
        state,
      ),
    ).toEqual([]);
  });

  it('after a restart forgets rooms whose channel is gone, deletes empty ones and serves the lobby', () => {
    const withRoom = guildView();
    const channels = new Map(withRoom.channels);
    for (const [id, name] of [
      ['400000000000000301', 'Room 1'],
      ['400000000000000302', 'Room 2'],
    ] as const)
      channels.set(id, {
        id,
        name,
        type: 2,
        parentId: CHANNELS.category,
        position: 3,
        bot: { view: true, send: true },
      });
    const state = emptyState({
      rooms: [room('400000000000000301', 1), room('400000000000000302', 2), room('400000000000000399', 3)],
    });
    const waiting = member({ id: '700000000000000007' });
    const sync: BotEvent = {
      kind: 'sync',
      members: [waiting],
      voice: new Map([
        ['700000000000000008', '400000000000000302'],
        [waiting.id, CHANNELS.lobby],
      ]),
      at: AT,
    };
    expect(autoVc(sync, lobbies(lobbyEntry()), { ...withRoom, channels }, state)).toMatchObject([
      { type: 'closeRoom', channelId: '400000000000000301' },
      { type: 'forgetRoom', channelId: '400000000000000399' },
      { type: 'openRoom', userId: waiting.id, number: 1 },
    ]);
  });
});
