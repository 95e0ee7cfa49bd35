import { GREETING_VARIABLES } from '@hoshi/contracts';

/** What the variables stand for in one preview. */
export interface GreetingContext {
  /** The member the greeting is about (the signed-in user stands in for them). */
  username: string;
  server: string;
  members: number;
  /** A member picked for !RANDOM!. */
  randomMember: string;
}

export type GreetingPart = { kind: 'text'; text: string } | { kind: 'mention'; name: string };

const VARIABLE = new RegExp(`(${GREETING_VARIABLES.join('|')})`, 'g');

/**
 * The message as the bot would send it: !USER! and !RANDOM! become mentions, !NAME! the plain
 * name, !SERVER! the server's name and !MEMBERS! its member count. Anything else stays as
 * typed, unknown !WORDS! included.
 */
export function fillGreeting(message: string, context: GreetingContext): GreetingPart[] {
  const parts: GreetingPart[] = [];
  const pushText = (text: string) => {
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += text;
    else if (text) parts.push({ kind: 'text', text });
  };
  for (const piece of message.split(VARIABLE)) {
    switch (piece) {
      case '!USER!':
        parts.push({ kind: 'mention', name: context.username });
        break;
      case '!RANDOM!':
        parts.push({ kind: 'mention', name: context.randomMember });
        break;
      case '!NAME!':
        pushText(context.username);
        break;
      case '!SERVER!':
        pushText(context.server);
        break;
      case '!MEMBERS!':
        pushText(String(context.members));
        break;
      default:
        pushText(piece);
    }
  }
  return parts;
}

/** The parts as plain text, mentions written "@name" (for embeds and accessible text). */
export const greetingText = (parts: readonly GreetingPart[]): string =>
  parts.map((part) => (part.kind === 'text' ? part.text : `@${part.name}`)).join('');

const SAMPLE_MEMBERS = ['Sora', 'Luna', 'Haru', 'Mika', 'Ren', 'Yuki'];

/** A stand-in for !RANDOM!, the same for a server every time so the preview does not flicker. */
export function sampleMember(guildId: string): string {
  const sum = Array.from(guildId).reduce((total, digit) => total + digit.charCodeAt(0), 0);
  return SAMPLE_MEMBERS[sum % SAMPLE_MEMBERS.length] ?? 'Sora';
}
