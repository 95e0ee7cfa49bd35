import type { Channel, Role } from '@hoshi/contracts';
import type { MentionNames } from './discord-markdown.tsx';

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
