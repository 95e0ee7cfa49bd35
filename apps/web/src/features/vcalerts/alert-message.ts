import type { Channel, VC_ALERT_VARIABLES } from '@hoshi/contracts';
import { CHANNEL_TYPES } from '@hoshi/contracts';
import { fillVariables } from '../../components/discord-preview/fill-variables.ts';

export interface AlertContext {
  /** The member who started or joined the call (the signed-in user stands in for them). */
  member: { id: string; username: string };
  server: string;
  /** The voice channel the call is in; null when the server has none to show. */
  voice: Pick<Channel, 'id'> | null;
}

/**
 * The alert as Hoshi posts it: the mention role first (so its members get the ping), then the
 * message with !USER! and !CHANNEL! as mentions and the rest as plain text.
 */
export function fillAlert(message: string, role: string | null, context: AlertContext): string {
  const values: Record<(typeof VC_ALERT_VARIABLES)[number], string> = {
    '!USER!': `<@${context.member.id}>`,
    '!NAME!': context.member.username,
    '!CHANNEL!': context.voice ? `<#${context.voice.id}>` : '!CHANNEL!',
    '!SERVER!': context.server,
  };
  const text = fillVariables(message, values);
  return role ? `<@&${role}> ${text}` : text;
}

/** A voice channel whose calls are announced, to stand for !CHANNEL! in the preview. */
export const sampleVoiceChannel = (channels: readonly Channel[], exempt: readonly string[]): Channel | null =>
  channels.find((c) => c.type === CHANNEL_TYPES.voice && !exempt.includes(c.id)) ?? null;
