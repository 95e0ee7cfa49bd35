import { z } from 'zod';
import { snowflake } from './fields.ts';

/** docs/product.md#who-it-is-for: fields beyond id, avatar and username are not shown. */
export const userSchema = z.object({
  id: snowflake,
  avatar: z.string().nullable(),
  username: z.string(),
});
export type User = z.infer<typeof userSchema>;
