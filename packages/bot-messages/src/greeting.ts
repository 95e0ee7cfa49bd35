import type { GREETING_VARIABLES, Language } from '@hoshi/contracts';
import { botWords } from './bot-words.ts';
import { fillVariables, type Member } from './fill-variables.ts';

/** What the variables stand for in one greeting. */
export interface GreetingContext {
  /** The member the greeting is about. */
  member: Member;
  server: string;
  /** The server's member count after the join or leave. */
  members: number;
  /** A member picked for !RANDOM!. */
  randomMember: Member;
}

/**
 * The message as the bot sends it to Discord: !USER! and !RANDOM! become mentions (<@id>),
 * !NAME! the plain name, !SERVER! the server's name and !MEMBERS! its member count. Anything
 * else stays as typed, unknown !WORDS! included. Discord then reads the result as markdown.
 */
export function fillGreeting(message: string, context: GreetingContext): string {
  const values: Record<(typeof GREETING_VARIABLES)[number], string> = {
    '!USER!': `<@${context.member.id}>`,
    '!RANDOM!': `<@${context.randomMember.id}>`,
    '!NAME!': context.member.username,
    '!SERVER!': context.server,
    '!MEMBERS!': String(context.members),
  };
  return fillVariables(message, values);
}

/** The fixed words of a greeting card or picture: its headline and its count line. */
export interface GreetingWords {
  headline: string;
  countLine: string;
}

/** A card's or picture's fixed words, in the server's bot language. */
export function greetingWords(kind: 'join' | 'leave', members: number, lang: Language): GreetingWords {
  const words = botWords(lang);
  return kind === 'join'
    ? { headline: words.welcome, countLine: words.memberNumber(members) }
    : { headline: words.goodbye, countLine: words.membersLeft(members) };
}

const SAMPLE_MEMBERS = ['Sora', 'Luna', 'Haru', 'Mika', 'Ren', 'Yuki'];

/**
 * A stand-in for !RANDOM! in a preview, the same for a server every time so the preview does
 * not flicker. Its id is no real member's (real ids are far larger).
 */
export function sampleMember(guildId: string): Member {
  const sum = Array.from(guildId).reduce((total, digit) => total + digit.charCodeAt(0), 0);
  const index = sum % SAMPLE_MEMBERS.length;
  return { id: `1000000000000000${index}`, username: SAMPLE_MEMBERS[index] ?? 'Sora' };
}
