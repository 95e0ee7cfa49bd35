import type { Channel, Role } from '@hoshi/contracts';
import type { MentionNames } from './discord-markdown.tsx';

/**
 * A message as the bot sends it: each `!VARIABLE!` the page declares becomes its value (a
 * mention is written `<@id>`, as Discord expects); anything else stays as typed, unknown
 * !WORDS! included. Discord then reads the result as markdown.
 */
export function fillVariables(message: string, values: Readonly<Record<string, string>>): string {
  const names = Object.keys(values).map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (names.length === 0) return message;
  return message.replace(new RegExp(names.join('|'), 'g'), (variable) => values[variable] ?? variable);
}

/** What a preview's mentions name: the members it is about, and the server's channels and roles. */
export function mentionNames(
  people: readonly { id: string; username: string }[],
  channels: readonly Pick<Channel, 'id' | 'name'>[] = [],
  roles: readonly Pick<Role, 'id' | 'name' | 'color'>[] = [],
): MentionNames {
  return {
    user: (id) => people.find((person) => person.id === id)?.username,
    channel: (id) => channels.find((channel) => channel.id === id)?.name,
    role: (id) => roles.find((role) => role.id === id),
  };
}
