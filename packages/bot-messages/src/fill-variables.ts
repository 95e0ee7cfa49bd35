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

/** One person a message is about. */
export interface Member {
  id: string;
  username: string;
}
