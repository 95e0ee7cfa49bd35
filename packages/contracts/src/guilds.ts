import { z } from 'zod';
import { language } from './common.ts';
import { snowflake } from './fields.ts';
import { callerAccess } from './access.ts';

/** POST /api/guilds: the user's guild ids as read from Discord (docs/product.md#api-calls). */
export const guildListBody = z.object({
  id: snowflake,
  // Discord caps a user's guilds at 200 (500 with Nitro... for bots only); 1000 is generous.
  guilds: z.array(snowflake).max(1000),
  /**
   * The user has just been through Add to Server: the bot may have joined a guild since the
   * server last read the bot's guild list, so it reads it again (at most once every few seconds).
   */
  recheck: z.boolean().optional(),
});
export type GuildListBody = z.infer<typeof guildListBody>;

export const guildListEntry = z.object({
  id: snowflake,
  name: z.string(),
  icon: z.string().nullable(),
  members: z.number().int().nonnegative(),
});
export type GuildListEntry = z.infer<typeof guildListEntry>;

export const guildListAnswer = z.record(z.string(), guildListEntry);
export type GuildListAnswer = z.infer<typeof guildListAnswer>;

export const guildInfo = guildListEntry.extend({
  lang: language,
  /** Items bypass permissions, server-wide (docs/product.md#server-list-and-hub). */
  troll: z.boolean(),
  /** What the caller may use here: everything, or the groups their roles' grants give. */
  access: callerAccess,
});
export type GuildInfo = z.infer<typeof guildInfo>;

export const languageAnswer = z.object({ data: z.object({ lang: language }) });
export const itemsAnswer = z.object({ data: z.object({ troll: z.boolean() }) });
