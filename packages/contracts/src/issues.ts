import { z } from 'zod';

/**
 * Why a field was refused, as a stable code with parameters (docs/product.md#api-rules): the server answers
 * codes, the web words them in the reader's language. Every code here has a text in both
 * locale files (`errors.issue.<code>`).
 */
export const ISSUE_CODES = [
  'required',
  'invalid_type',
  'snowflake',
  'one_of',
  'too_long',
  'too_short',
  'too_many',
  'out_of_range',
  'not_integer',
  'invalid_characters',
  'duplicate',
  'not_in_guild',
  'channel_type',
  'bot_cannot_view',
  'bot_cannot_send',
  'role_not_assignable',
  'same_as',
  'invalid',
  // Collection pages (autovc, surveys, lotteries).
  'already_configured',
  'locked',
  // Profile pets.
  'not_owned',
  'one_active',
  'read_only',
] as const;
export type IssueCode = (typeof ISSUE_CODES)[number];

export const issueParams = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))]),
);
export type IssueParams = z.infer<typeof issueParams>;

export const issueSchema = z.object({
  /** Dotted path into the body ("join.channel", "exempt.2"); "(body)" for the whole body. */
  path: z.string(),
  code: z.enum(ISSUE_CODES),
  params: issueParams,
  /** English, for logs and API users; the web shows the code in the reader's language. */
  message: z.string(),
});
export type Issue = z.infer<typeof issueSchema>;

export const apiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), issues: z.array(issueSchema) }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** A refinement's issue that carries our code: `refine(ok, coded('duplicate'))`. */
export const coded = (code: IssueCode, params: IssueParams = {}, message = code.replace(/_/g, ' ')) => ({
  message,
  params: { code, ...params },
});

type ZodIssue = z.core.$ZodIssue;

const pathOf = (path: PropertyKey[]) => path.map(String).join('.') || '(body)';

const isIssueCode = (value: unknown): value is IssueCode =>
  typeof value === 'string' && (ISSUE_CODES as readonly string[]).includes(value);

const bound = (value: number | bigint) => Number(value);

/** Our code and parameters for one of zod's issues. */
function codeOf(issue: ZodIssue): { code: IssueCode; params: IssueParams } {
  switch (issue.code) {
    case 'custom': {
      const { code, ...params } = (issue.params ?? {}) as Record<string, unknown>;
      return isIssueCode(code) ? { code, params: params as IssueParams } : { code: 'invalid', params: {} };
    }
    case 'invalid_type':
      // Parsed with `reportInput` the issue carries the input; without, zod's message tells.
      return ('input' in issue ? issue.input === undefined : issue.message.endsWith('received undefined'))
        ? { code: 'required', params: {} }
        : issue.expected === 'int'
          ? { code: 'not_integer', params: {} }
          : { code: 'invalid_type', params: { expected: issue.expected } };
    case 'invalid_value':
      return { code: 'one_of', params: { allowed: issue.values.map((v) => String(v)) } };
    case 'too_big':
      if (issue.origin === 'string') return { code: 'too_long', params: { max: bound(issue.maximum) } };
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return { code: 'out_of_range', params: { max: bound(issue.maximum) } };
      return { code: 'too_many', params: { max: bound(issue.maximum) } };
    case 'too_small':
      if (issue.origin === 'string')
        return bound(issue.minimum) <= 1
          ? { code: 'required', params: {} }
          : { code: 'too_short', params: { min: bound(issue.minimum) } };
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return { code: 'out_of_range', params: { min: bound(issue.minimum) } };
      return { code: 'too_short', params: { min: bound(issue.minimum) } };
    default:
      return { code: 'invalid', params: {} };
  }
}

/** zod's issues as ours; a union's or record key's inner failure is named by its own path. */
export function toIssues(issues: readonly ZodIssue[], prefix: PropertyKey[] = []): Issue[] {
  return issues.flatMap((issue): Issue[] => {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_key' || issue.code === 'invalid_element')
      return toIssues(
        issue.issues,
        issue.code === 'invalid_key' ? path : [...path, issue.key as PropertyKey],
      );
    const { code, params } = codeOf(issue);
    return [{ path: pathOf(path), code, params, message: issue.message }];
  });
}
