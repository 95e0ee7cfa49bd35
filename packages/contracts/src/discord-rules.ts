import type { z } from 'zod';
import type { Channel, Role } from './discord-objects.ts';
import type { ChannelRule, DiscordRule, RoleRule } from './fields.ts';
import type { Issue, IssueCode } from './issues.ts';
import { nodeOf, valueLeaves } from './schema-walk.ts';

/** One id a document holds, where it sits, and the rule its field declares. */
export interface DiscordRef {
  path: string;
  id: string;
  rule: DiscordRule;
}

/** Every channel and role id in `value`, in the order of the schema's fields, with its field's rule. */
export const discordRefs = (schema: z.ZodType, value: unknown): DiscordRef[] =>
  valueLeaves(schema, value).flatMap(({ path, leaf, value: id }) =>
    leaf.rule && typeof id === 'string' ? [{ path: path.join('.'), id, rule: leaf.rule }] : [],
  );

/** The rule a field declares, looking through null, lists and maps (what a picker for it obeys). */
export function declaredRule(schema: z.ZodType): DiscordRule | undefined {
  const node = nodeOf(schema);
  if (node.type === 'list') return declaredRule(node.item);
  if (node.type === 'map') return declaredRule(node.value);
  return node.type === 'leaf' ? node.rule : undefined;
}

export function declaredChannelRule(schema: z.ZodType): ChannelRule {
  const rule = declaredRule(schema);
  if (rule?.kind !== 'channel') throw new Error('This field does not declare a channel rule');
  return rule;
}

export function declaredRoleRule(schema: z.ZodType): RoleRule {
  const rule = declaredRule(schema);
  if (rule?.kind !== 'role') throw new Error('This field does not declare a role rule');
  return rule;
}

/** Why the bot could not act on this channel for this field (a channel of the guild), or null. */
export function channelProblem(channel: Channel, rule: ChannelRule): IssueCode | null {
  if (!rule.types.includes(channel.type)) return 'channel_type';
  if (rule.bot !== 'none' && !channel.bot.view) return 'bot_cannot_view';
  if (rule.bot === 'send' && !channel.bot.send) return 'bot_cannot_send';
  return null;
}

/** Why the bot could not act on this role for this field (a role of the guild), or null. */
export const roleProblem = (role: Role, rule: RoleRule): IssueCode | null =>
  rule.assign && !role.assignable ? 'role_not_assignable' : null;

const MESSAGES: Partial<Record<IssueCode, string>> = {
  bot_cannot_view: 'Hoshi cannot see this channel',
  bot_cannot_send: 'Hoshi cannot send messages in this channel',
  role_not_assignable: "sits above Hoshi's highest role",
};

/** What the bot needs to know of the guild to judge a document: its channels and roles as listed. */
export interface GuildView {
  channels: readonly Channel[];
  roles: readonly Role[];
}

/**
 * The ids of `refs` the bot could not act on in this guild: unknown, of a type the field does
 * not take, closed to the bot, or a role above it. The server refuses a save with these; the
 * bot skips a setting that has any.
 */
export function refProblems(refs: readonly DiscordRef[], guild: GuildView): Issue[] {
  const channels = new Map(guild.channels.map((c) => [c.id, c]));
  const roles = new Map(guild.roles.map((r) => [r.id, r]));
  return refs.flatMap(({ path, id, rule }): Issue[] => {
    if (rule.kind === 'role') {
      const role = roles.get(id);
      if (!role) return [{ path, code: 'not_in_guild', params: {}, message: 'is not a role of this server' }];
      const code = roleProblem(role, rule);
      return code ? [{ path, code, params: {}, message: MESSAGES[code] ?? code }] : [];
    }
    const channel = channels.get(id);
    if (!channel)
      return [{ path, code: 'not_in_guild', params: {}, message: 'is not a channel of this server' }];
    const code = channelProblem(channel, rule);
    if (code === 'channel_type')
      return [
        {
          path,
          code,
          params: { allowed: [...rule.types] },
          message: `must be a channel of type ${rule.types.join(' or ')}`,
        },
      ];
    return code ? [{ path, code, params: {}, message: MESSAGES[code] ?? code }] : [];
  });
}

/** The problems of a whole document under its schema's declarations (pure: for the server and the bot). */
export const discordProblems = (schema: z.ZodType, document: unknown, guild: GuildView): Issue[] =>
  refProblems(discordRefs(schema, document), guild);
