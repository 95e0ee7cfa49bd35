import type { z } from 'zod';
import {
  discordRefs,
  refProblems,
  type AnswerFieldsOf,
  type Channel,
  type Issue,
  type Role,
  type SettingsOf,
  type SettingsPageName,
} from '@hoshi/contracts';
import type { GuildBasics } from '../discord/discord-api.ts';

/** The guild as Discord knows it, loaded only when a page's checks or answer ask for it. */
export interface GuildObjects {
  channels(): Promise<Channel[]>;
  roles(): Promise<Role[]>;
  /** The guild itself (cached: the access check has just read it). */
  basics(): Promise<GuildBasics>;
}

/** What page N's GET answers besides the server basics and settings (its registry `answer`). */
export type AnswerFields<N extends SettingsPageName> = (guild: GuildObjects) => Promise<AnswerFieldsOf<N>>;

/** What a page's document must satisfy beyond its schema and its fields' declared Discord rules. */
export type SettingsChecks<N extends SettingsPageName> = (
  settings: SettingsOf<N>,
  guild: GuildObjects,
) => Promise<Issue[]>;

/**
 * The ids of a document that Hoshi could not act on, judged by the rules its schema declares
 * with each field (packages/contracts discord-rules.ts). The guild's channels and roles are
 * read only when the document holds ids of that kind.
 */
export async function checkDeclared(
  schema: z.ZodType,
  document: unknown,
  guild: GuildObjects,
): Promise<Issue[]> {
  const refs = discordRefs(schema, document);
  if (refs.length === 0) return [];
  const [channels, roles] = await Promise.all([
    refs.some((r) => r.rule.kind === 'channel') ? guild.channels() : [],
    refs.some((r) => r.rule.kind === 'role') ? guild.roles() : [],
  ]);
  return refProblems(refs, { channels, roles });
}
