import type { GREETING_VARIABLES } from '@hoshi/contracts';
import type { Channel, Role } from '@hoshi/contracts';
import type { MentionNames } from '../../components/discord-preview/discord-markdown.tsx';
import { fillVariables, mentionNames } from '../../components/discord-preview/fill-variables.ts';

export interface Member {
  id: string;
  username: string;
}

/** What the variables stand for in one preview. */
export interface GreetingContext {
  /** The member the greeting is about (the signed-in user stands in for them). */
  member: Member;
  server: string;
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

/** What the filled message's mentions name: the two members, and the server's channels and roles. */
export function greetingMentions(
  context: GreetingContext,
  channels: readonly Pick<Channel, 'id' | 'name'>[] = [],
  roles: readonly Pick<Role, 'id' | 'name' | 'color'>[] = [],
): MentionNames {
  return mentionNames([context.member, context.randomMember], channels, roles);
}

const SAMPLE_MEMBERS = ['Sora', 'Luna', 'Haru', 'Mika', 'Ren', 'Yuki'];

/**
 * A stand-in for !RANDOM!, the same for a server every time so the preview does not flicker.
 * Its id is no real member's (real ids are far larger).
 */
export function sampleMember(guildId: string): Member {
  const sum = Array.from(guildId).reduce((total, digit) => total + digit.charCodeAt(0), 0);
  const index = sum % SAMPLE_MEMBERS.length;
  return { id: `1000000000000000${index}`, username: SAMPLE_MEMBERS[index] ?? 'Sora' };
}
