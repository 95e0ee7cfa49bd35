import type { AnswerFieldsOf, Channel, Issue, Role, SettingsOf, SettingsPageName } from '@hoshi/contracts';
import type { GuildBasics } from '../discord/discord-api.ts';
import { issue } from '../lib/http-error.ts';
import type { MaybePromise } from '../lib/maybe-promise.ts';

/** The guild as Discord knows it, loaded only when a page's checks or answer ask for it. */
export interface GuildObjects {
  channels(): Promise<Channel[]>;
  roles(): Promise<Role[]>;
  /** The guild itself (cached: the access check has just read it). */
  basics(): MaybePromise<GuildBasics>;
}

/** What page N's GET answers besides the server basics and settings (its registry `answer`). */
export type AnswerFields<N extends SettingsPageName> = (guild: GuildObjects) => Promise<AnswerFieldsOf<N>>;

/** What a page's document must satisfy against the guild, beyond its schema. */
export type SettingsChecks<N extends SettingsPageName> = (
  settings: SettingsOf<N>,
  guild: GuildObjects,
) => Promise<Issue[]>;

interface ChannelField {
  path: string;
  id: string | null;
  types: readonly number[];
  /** What the bot must be able to do there: read it, or also send messages. */
  bot?: 'view' | 'send';
}

/** Channel ids that are unknown in the guild, of a type the field does not take, or closed to the bot. */
export async function checkChannels(guild: GuildObjects, fields: ChannelField[]): Promise<Issue[]> {
  const wanted = fields.filter((f): f is ChannelField & { id: string } => f.id !== null);
  if (wanted.length === 0) return [];
  const byId = new Map((await guild.channels()).map((c) => [c.id, c]));
  return wanted.flatMap(({ path, id, types, bot }) => {
    const channel = byId.get(id);
    if (!channel) return [issue(path, 'not_in_guild', {}, 'is not a channel of this server')];
    if (!types.includes(channel.type))
      return [
        issue(
          path,
          'channel_type',
          { allowed: [...types] },
          `must be a channel of type ${types.join(' or ')}`,
        ),
      ];
    if (bot && !channel.bot.view)
      return [issue(path, 'bot_cannot_view', {}, 'Hoshi cannot see this channel')];
    if (bot === 'send' && !channel.bot.send)
      return [issue(path, 'bot_cannot_send', {}, 'Hoshi cannot send messages in this channel')];
    return [];
  });
}

interface RoleField {
  path: string;
  id: string | null;
  /** The bot gives or takes this role, so it must sit below the bot's highest role. */
  assign?: boolean;
}

/** Role ids that are unknown in the guild, or that the bot would have to assign but cannot. */
export async function checkRoles(guild: GuildObjects, fields: RoleField[]): Promise<Issue[]> {
  const wanted = fields.filter((f): f is RoleField & { id: string } => f.id !== null);
  if (wanted.length === 0) return [];
  const byId = new Map((await guild.roles()).map((r) => [r.id, r]));
  return wanted.flatMap(({ path, id, assign }) => {
    const role = byId.get(id);
    if (!role) return [issue(path, 'not_in_guild', {}, 'is not a role of this server')];
    if (assign && !role.assignable)
      return [issue(path, 'role_not_assignable', {}, "sits above Hoshi's highest role")];
    return [];
  });
}
