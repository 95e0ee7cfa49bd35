import type { Issue } from '@hoshi/contracts';

/** An error meant for the client: status, a stable code and a message safe to show. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly issues: Issue[] = [],
    /** Extra fields merged into the error body (e.g. the current document on 409). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const unauthorized = () => new HttpError(401, 'unauthorized', 'Sign in again.');
export const forbidden = () => new HttpError(403, 'forbidden', 'You may not manage this server.');
export const botAbsent = () => new HttpError(404, 'bot_absent', 'The bot is not in this server.');

/** One refused field: where, why as a code (the web words it), parameters, and English for logs. */
export const issue = (
  path: string,
  code: Issue['code'],
  params: Issue['params'],
  message: string,
): Issue => ({
  path,
  code,
  params,
  message,
});

/** 400 naming each refused field; nothing was written. */
export const invalidRequest = (issues: Issue[]) => {
  const fields = [...new Set(issues.map((i) => i.path))].join(', ');
  return new HttpError(400, 'invalid_request', `Invalid ${fields}`, issues);
};

/** Seconds a client waits before saving again while Redis, the instances' shared cache, is away. */
export const SHARED_CACHE_RETRY_SECONDS = 5;

/**
 * 503: the save would leave other instances answering their cached copy, since Redis (which tells
 * them to drop it) is away; nothing was written. The error handler adds Retry-After.
 */
export const sharedCacheUnavailable = () =>
  new HttpError(
    503,
    'cache_unavailable',
    'Other instances of the server cannot be told of this change now. Try again in a moment.',
  );
