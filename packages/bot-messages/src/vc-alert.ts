import type { Language, VC_ALERT_VARIABLES } from '@hoshi/contracts';
import { botWords, callLength } from './bot-words.ts';
import { fillVariables, type Member } from './fill-variables.ts';

export interface AlertContext {
  /** The member who started or joined the call. */
  member: Member;
  server: string;
  /** The voice channel the call is in; null when there is none to show (a preview). */
  voice: VoiceRef | null;
}

/**
 * A voice channel as an alert names it. A room the bot opened and deletes once empty is named
 * as it was (`#Room 3`): a mention of it would read as a bare id once the room is gone.
 */
export interface VoiceRef {
  id: string;
  name?: string;
  temporary?: boolean;
}

const voiceName = (voice: VoiceRef) =>
  voice.temporary && voice.name !== undefined ? `#${voice.name}` : `<#${voice.id}>`;

/**
 * The alert as Hoshi posts it: the mention role first (so its members get the ping), then the
 * message with !USER! and !CHANNEL! as mentions and the rest as plain text.
 */
export function fillAlert(message: string, role: string | null, context: AlertContext): string {
  const values: Record<(typeof VC_ALERT_VARIABLES)[number], string> = {
    '!USER!': `<@${context.member.id}>`,
    '!NAME!': context.member.username,
    '!CHANNEL!': context.voice ? voiceName(context.voice) : '!CHANNEL!',
    '!SERVER!': context.server,
  };
  const text = fillVariables(message, values);
  return role ? `<@&${role}> ${text}` : text;
}

/** The line posted when a call ends (style "both"): the channel and the call's length. */
export function alertEndMessage(voice: VoiceRef, lengthMs: number, lang: Language): string {
  return `${voiceName(voice)} ${botWords(lang).callEnded(callLength(lengthMs, lang))}`;
}
