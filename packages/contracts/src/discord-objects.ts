import { z } from 'zod';
import { snowflake } from './fields.ts';

/** A channel as the pickers see it (docs/product.md#server-list-and-hub), plus what the bot may do there. */
export const channelSchema = z.object({
  id: snowflake,
  name: z.string(),
  type: z.number().int(),
  parentId: snowflake.nullable(),
  position: z.number().int(),
  /** Computed like Discord does from roles and overwrites, so a picker never offers what Discord would refuse. */
  bot: z.object({ view: z.boolean(), send: z.boolean() }),
});
export type Channel = z.infer<typeof channelSchema>;

export const roleSchema = z.object({
  id: snowflake,
  name: z.string(),
  color: z.number().int().nonnegative(),
  position: z.number().int(),
  /** false when the role sits at or above the bot's highest role, or is managed. */
  assignable: z.boolean(),
});
export type Role = z.infer<typeof roleSchema>;
