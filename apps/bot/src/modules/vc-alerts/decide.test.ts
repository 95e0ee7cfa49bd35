import { describe, expect, it } from 'vitest';
import { VCALERTS_DEFAULTS, type VcAlertsSettings } from '@hoshi/contracts';
import { AT, CHANNELS, emptyState, guildView, lobbyEntry, member, settings } from '../../core/fixtures.ts';
import type { BotEvent, MemberInfo } from '../../core/types.ts';
import { vcAlerts } from './decide.ts';

const ROLE = '500000000000000020';
const alerts = (change: Partial<VcAlertsSettings> = {}) =>
  settings({
    vcalerts: {
      ...VCALERTS_DEFAULTS,
      channel: CHANNELS.welcome,
      role: ROLE,
      message: '!USER! in !CHANNEL!',
      ...change,
    },
    autovc: new Map([[CHANNELS.lobby, lobbyEntry()]]),
  });
const move = (
  from: string | null,
  to: string | null,
  occupancy: [string, number][],
  who: MemberInfo = member(),
  at = AT,
): BotEvent => ({ kind: 'voice', member: who, from, to, occupancy: new Map(occupancy), at });
const sends = (actions: ReturnType<typeof vcAlerts>) => actions.filter((a) => a.type === 'send');

describe('VC alerts', () => {
  it('announces a call starting in a voice channel, mentioning the role', () => {
    const actions = vcAlerts(
      move(null, CHANNELS.lounge, [[CHANNELS.lounge, 1]]),
      alerts(),
      guildView(),
      emptyState(),
    );
    expect(actions).toEqual([
      { type: 'callStarted', channelId: CHANNELS.lounge, at: AT },
      {
        type: 'send',
        channelId: CHANNELS.welcome,
        content: `<@&${ROLE}> <@${member().id}> in <#${CHANNELS.lounge}>`,
        mentions: { users: [member().id], roles: [ROLE] },
      },
    ]);
  });

  it('in mode simple says nothing when someone joins a call going on; in mode all it does', () => {
    const state = emptyState({ calls: new Map([[CHANNELS.lounge, AT - 60_000]]) });
    const second = move(null, CHANNELS.lounge, [[CHANNELS.lounge, 2]], member({ id: '700000000000000002' }));
    expect(vcAlerts(second, alerts({ mode: 'simple' }), guildView(), state)).toEqual([]);
    expect(sends(vcAlerts(second, alerts({ mode: 'all' }), guildView(), state))).toHaveLength(1);
  });

  it('never announces an exempt channel, a lobby or a bot', () => {
    const exempt = alerts({ exempt: [CHANNELS.quiet] });
    expect(
      sends(vcAlerts(move(null, CHANNELS.quiet, [[CHANNELS.quiet, 1]]), exempt, guildView(), emptyState())),
    ).toEqual([]);
    expect(
      sends(vcAlerts(move(null, CHANNELS.lobby, [[CHANNELS.lobby, 1]]), exempt, guildView(), emptyState())),
    ).toEqual([]);
    const bot = member({ bot: true });
    expect(
      sends(
        vcAlerts(move(null, CHANNELS.lounge, [[CHANNELS.lounge, 1]], bot), exempt, guildView(), emptyState()),
      ),
    ).toEqual([]);
  });

  it('with style both says when the call ended and how long it lasted, in the bot language', () => {
    const state = emptyState({ calls: new Map([[CHANNELS.lounge, AT - 65 * 60_000]]) });
    const last = move(CHANNELS.lounge, null, [[CHANNELS.lounge, 0]]);
    expect(vcAlerts(last, alerts({ style: 'both' }), guildView({ lang: 'ja' }), state)).toEqual([
      { type: 'callEnded', channelId: CHANNELS.lounge },
      {
        type: 'send',
        channelId: CHANNELS.welcome,
        content: `<#${CHANNELS.lounge}> 通話が終了しました（1時間5分）。`,
        mentions: { users: [], roles: [] },
      },
    ]);
    expect(vcAlerts(last, alerts({ style: 'start' }), guildView(), state)).toEqual([
      { type: 'callEnded', channelId: CHANNELS.lounge },
    ]);
  });

  it('skips an alert channel deleted since the save but still tracks the call', () => {
    const actions = vcAlerts(
      move(null, CHANNELS.lounge, [[CHANNELS.lounge, 1]]),
      alerts({ channel: '400000000000009999' }),
      guildView(),
      emptyState(),
    );
    expect(actions).toEqual([
      { type: 'callStarted', channelId: CHANNELS.lounge, at: AT },
      { type: 'skip', reason: 'VC alert: channel 400000000000009999 no longer exists' },
    ]);
  });

  it('after a restart starts tracking calls going on (silently) and ends the ones that stopped', () => {
    const state = emptyState({ calls: new Map([[CHANNELS.far, AT - 1000]]) });
    const sync: BotEvent = {
      kind: 'sync',
      members: [],
      voice: new Map([[member().id, CHANNELS.lounge]]),
      at: AT,
    };
    expect(vcAlerts(sync, alerts(), guildView(), state)).toEqual([
      { type: 'callEnded', channelId: CHANNELS.far },
      { type: 'callStarted', channelId: CHANNELS.lounge, at: AT },
    ]);
  });

  it('names an auto-VC room as it was, not by a mention that outlives it', () => {
    const ROOM = '400000000000000150';
    const room = {
      id: ROOM,
      name: 'Room 3',
      type: 2,
      parentId: CHANNELS.category,
      position: 3,
      bot: { view: true, send: true },
    };
    const view = guildView();
    const withRoom = guildView({ channels: new Map([...view.channels, [ROOM, room]]) });
    const state = emptyState({
      rooms: [{ channelId: ROOM, lobbyId: CHANNELS.lobby, number: 3, ownerId: member().id }],
    });
    expect(sends(vcAlerts(move(null, ROOM, [[ROOM, 1]]), alerts(), withRoom, state))).toEqual([
      {
        type: 'send',
        channelId: CHANNELS.welcome,
        content: `<@&${ROLE}> <@${member().id}> in #Room 3`,
        mentions: { users: [member().id], roles: [ROLE] },
      },
    ]);
    const calling = emptyState({ ...state, calls: new Map([[ROOM, AT - 60_000]]) });
    expect(
      sends(vcAlerts(move(ROOM, null, [[ROOM, 0]]), alerts({ style: 'both' }), withRoom, calling)),
    ).toEqual([
      {
        type: 'send',
        channelId: CHANNELS.welcome,
        content: '#Room 3 The call has ended after 1 min 0 s.',
        mentions: { users: [], roles: [] },
      },
    ]);
  });
});
