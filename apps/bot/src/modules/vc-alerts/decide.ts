import { alertEndMessage, fillAlert, type VoiceRef } from '@hoshi/bot-messages';
import { CHANNEL_TYPES, vcalertsSettings } from '@hoshi/contracts';
import type { Action, Behaviour, BotState, GuildView, ModuleSettings } from '../../core/types.ts';
import { targetChannel } from '../../core/text-channel.ts';

/** A voice channel whose calls are announced: not exempt, and not an auto-VC lobby (a waiting room). */
const announced = (channelId: string, settings: ModuleSettings<'vcalerts', 'autovc'>, guild: GuildView) =>
  guild.channels.get(channelId)?.type === CHANNEL_TYPES.voice &&
  !settings.vcalerts.exempt.includes(channelId) &&
  !settings.autovc.has(channelId);

/**
 * docs/product.md#vc-alerts VC alerts. A call starts when someone enters an empty voice channel and ends when
 * its last member leaves. Mode "simple" alerts once when a call starts, "all" for every member
 * who joins it; style "both" also says when the call ended and how long it lasted. Bots joining
 * a call are not announced. Calls are tracked whether or not an alert channel is set, so saving
 * one mid-call does not announce a call that was already going.
 */
/** The voice channel as an alert names it: a room the bot opened is temporary (named as it was). */
const voiceRef = (channelId: string, guild: GuildView, rooms: BotState['rooms']): VoiceRef => ({
  id: channelId,
  name: guild.channels.get(channelId)?.name,
  temporary: rooms.some((room) => room.channelId === channelId),
});

export const vcAlerts: Behaviour<'vcalerts', 'autovc'> = (event, settings, guild, state) => {
  const config = settings.vcalerts;
  if (event.kind === 'sync') {
    const occupied = new Set(event.voice.values());
    const ended = [...state.calls.keys()]
      .filter((id) => !occupied.has(id))
      .map((channelId): Action => ({ type: 'callEnded', channelId }));
    const started = [...occupied]
      .filter((id) => !state.calls.has(id))
      .map((channelId): Action => ({ type: 'callStarted', channelId, at: event.at }));
    return [...ended, ...started];
  }
  if (event.kind !== 'voice' || event.from === event.to) return [];
  const actions: Action[] = [];
  const target = targetChannel(guild, config.channel, vcalertsSettings.shape.channel, 'VC alert');
  const startedAt = event.from ? state.calls.get(event.from) : undefined;
  if (event.from && startedAt !== undefined && (event.occupancy.get(event.from) ?? 0) === 0) {
    actions.push({ type: 'callEnded', channelId: event.from });
    if (config.style === 'both' && target && 'channelId' in target && announced(event.from, settings, guild))
      actions.push({
        type: 'send',
        channelId: target.channelId,
        content: alertEndMessage(voiceRef(event.from, guild, state.rooms), event.at - startedAt, guild.lang),
        mentions: { users: [], roles: [] },
      });
  }
  if (!event.to) return actions;
  const starts = !state.calls.has(event.to);
  if (starts) actions.push({ type: 'callStarted', channelId: event.to, at: event.at });
  if (!announced(event.to, settings, guild) || event.member.bot) return actions;
  if (!starts && config.mode === 'simple') return actions;
  if (!target) return actions;
  if ('skip' in target) return [...actions, target.skip];
  const member = { id: event.member.id, username: event.member.username };
  actions.push({
    type: 'send',
    channelId: target.channelId,
    content: fillAlert(config.message, config.role, {
      member,
      server: guild.name,
      voice: voiceRef(event.to, guild, state.rooms),
    }),
    mentions: { users: [member.id], roles: config.role ? [config.role] : [] },
  });
  return actions;
};
