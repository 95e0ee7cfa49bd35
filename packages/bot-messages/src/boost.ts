import type { BOOST_VARIABLES } from '@hoshi/contracts';
import { fillVariables, type Member } from './fill-variables.ts';

export interface BoostContext {
  /** The member who boosted. */
  member: Member;
  server: string;
  /** The server's boost level (premium tier). */
  level: number;
}

/** The thank-you as Hoshi sends it: !USER! as a mention, the rest as plain text. */
export function fillBoostMessage(message: string, context: BoostContext): string {
  const values: Record<(typeof BOOST_VARIABLES)[number], string> = {
    '!USER!': `<@${context.member.id}>`,
    '!NAME!': context.member.username,
    '!SERVER!': context.server,
    '!LEVEL!': String(context.level),
  };
  return fillVariables(message, values);
}
