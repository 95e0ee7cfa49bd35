import { z } from 'zod';

/**
 * What a moderation case records (docs/decisions/0091-moderation-cases-and-warnings.md): a
 * moderator's action or one of Hoshi's own (anti-spam, ping moderation, a warnings rule).
 */
export const CASE_TYPES = [
  'warn',
  'unwarn',
  'timeout',
  'untimeout',
  'kick',
  'ban',
  'unban',
  'antispam',
  'ping',
] as const;
export type CaseType = (typeof CASE_TYPES)[number];

export const CASES_PAGE_MAX = 100;

const snowflakeText = z.string().regex(/^\d{17,20}$/);

/** GET /api/guilds/{id}/cases: newest first; `before` is the previous page's `next`. */
export const casesQuery = z.strictObject({
  user: snowflakeText.optional(),
  /** One type, or several separated by commas ("timeout,ban"). */
  type: z
    .string()
    .regex(/^[a-z]{2,20}(,[a-z]{2,20}){0,9}$/)
    .refine((v) => v.split(',').every((t) => (CASE_TYPES as readonly string[]).includes(t)), {
      message: 'unknown case type',
    })
    .optional(),
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(CASES_PAGE_MAX).default(50),
});
export type CasesQuery = z.infer<typeof casesQuery>;

const person = z.object({ id: z.string(), name: z.string().nullable(), avatar: z.string().nullable() });

export const caseEntry = z.object({
  number: z.number().int(),
  type: z.enum(CASE_TYPES),
  member: person,
  moderator: person,
  /** Hoshi acted on its own (a rule), not a moderator. */
  automatic: z.boolean(),
  reason: z.string(),
  rule: z.string().nullable(),
  /** The archived messages' text (what the action deleted), oldest first. */
  messages: z.array(z.object({ id: z.string(), content: z.string(), at: z.string().nullable() })),
  /** The log entry, when one was posted. */
  log: z.object({ channelId: z.string(), messageId: z.string() }).nullable(),
  at: z.string(),
  until: z.string().nullable(),
  /** For a warning: it still counts towards the member's level. */
  active: z.boolean(),
});
export type CaseEntry = z.infer<typeof caseEntry>;

export const casesAnswer = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.string().nullable(),
  entries: z.array(caseEntry),
  /** The `before` of the next (older) page, or null at the oldest. */
  next: z.number().int().nullable(),
});
export type CasesAnswer = z.infer<typeof casesAnswer>;
