/** Socket failures: the database's host refused, dropped or never answered the connection. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);

/**
 * PostgreSQL's own words for "not now": class 08 (connection exception), the server shutting
 * down or starting (57P01–57P03), too many connections (53300).
 */
const unavailableState = (code: string) =>
  code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code);

/** node-postgres's errors for a connection that went away or never came. */
const CONNECTION_LOST =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end)/;

/**
 * Whether a failure means the database cannot be reached right now (rather than a query that is
 * wrong): the request may simply be tried again in a moment. Drizzle wraps the driver's error as
 * its `cause`, so the chain is walked.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  // A failed fetch (to Discord) carries the same socket codes: it is not the database.
  if (err instanceof TypeError && err.message === 'fetch failed') return false;
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = 'code' in e && typeof e.code === 'string' ? e.code : '';
    if (NETWORK_CODES.has(code) || unavailableState(code) || CONNECTION_LOST.test(e.message)) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}
