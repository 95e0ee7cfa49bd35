import { z } from 'zod';
import { text } from './fields.ts';

/** docs/product.md#ban-appeals: each of the form's two answers, 1–1,000 characters. */
export const APPEAL_ANSWER_MAX = 1000;

/** Blank answers are refused; what cannot be stored is refused as on every page. */
const answer = z.string().trim().min(1).pipe(text(APPEAL_ANSWER_MAX));

/** `POST /api/appeals/{guildId}`: why the ban should be lifted, what they will do differently. */
export const appealBody = z.object({ answers: z.tuple([answer, answer]) }).strict();
export type AppealBody = z.infer<typeof appealBody>;

export const APPEAL_STATUSES = ['pending', 'approved', 'denied', 'blocked'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

export const appealEntry = z.object({
  id: z.number().int(),
  status: z.enum(APPEAL_STATUSES),
  answers: z.array(z.string()),
  at: z.string(),
  decidedAt: z.string().nullable(),
});
export type AppealEntry = z.infer<typeof appealEntry>;

/**
 * `GET /api/appeals/{guildId}`: the server, whether the signed-in user is banned there (as
 * Discord says now), the ban's reason and case where known, their newest appeal, and when they
 * may file the next (`opensAt`: null when they may now, or never while `blocked`/pending).
 */
export const appealAnswer = z.object({
  guild: z.object({ id: z.string(), name: z.string(), icon: z.string().nullable() }),
  banned: z.boolean(),
  ban: z.object({ reason: z.string().nullable(), case: z.number().int().nullable() }).nullable(),
  appeal: appealEntry.nullable(),
  /** Whether the user may file an appeal now. */
  canAppeal: z.boolean(),
  /** When the cooldown after a denial ends, while it runs. */
  opensAt: z.string().nullable(),
});
export type AppealAnswer = z.infer<typeof appealAnswer>;
