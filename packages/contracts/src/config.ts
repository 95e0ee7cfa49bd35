import { z } from 'zod';

/** GET /api/config: what the web app needs at run time (docs/product.md#api-rules). */
export const publicConfigSchema = z.object({
  /** The Discord API base the browser calls, e.g. https://discord.com/api/v10. */
  discordApiBase: z.string(),
  /** Discord CDN base for avatars and icons. */
  cdnBase: z.string(),
  inviteUrl: z.string(),
  guideUrls: z.object({ en: z.string(), ja: z.string() }),
  supportUrl: z.string(),
  demo: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
