import { AUTOVC_LIMITS, type AUTOVC_VARIABLES } from '@hoshi/contracts';
import { fillVariables } from './fill-variables.ts';

/** What a room's name template is filled with. */
export interface RoomContext {
  /** The room's number: the lowest not taken by another open room of the same lobby (1, 2, …). */
  number: number;
  /** The name of the member the room is made for. */
  username: string;
  /** How many members are in the room (1 when it is made). */
  members: number;
  /** Picks the emoji for !EMOJI! (given so a test or preview can fix it). */
  emoji: string;
}

/** Emoji a room may get for !EMOJI!: plain ones that read well in a channel list. */
export const ROOM_EMOJI = ['🌟', '🌙', '☀️', '🌈', '🔥', '🌊', '🍀', '🌸', '🎵', '🎮', '🍵', '🚀'] as const;

/** The room's letter for !ALPH!: A…Z, then AA, AB, … like spreadsheet columns. */
export function roomLetter(number: number): string {
  let n = Math.max(1, Math.trunc(number));
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/**
 * A room's name from its template. Discord refuses a blank name or one past 100 characters, so
 * the result is trimmed and cut to fit, and a template that fills to nothing gets the number.
 */
export function fillRoomName(template: string, context: RoomContext): string {
  const values: Record<(typeof AUTOVC_VARIABLES)[number], string> = {
    '!NUM!': String(context.number),
    '!ALPH!': roomLetter(context.number),
    '!EMOJI!': context.emoji,
    '!USER!': context.username,
    '!MEMBERS!': String(context.members),
  };
  const name = Array.from(fillVariables(template, values).trim()).slice(0, AUTOVC_LIMITS.nameMax).join('');
  return name.trim() || String(context.number);
}

/** The lowest room number (from 1) that none of `taken` holds. */
export function lowestFreeNumber(taken: Iterable<number>): number {
  const used = new Set(taken);
  let number = 1;
  while (used.has(number)) number += 1;
  return number;
}
