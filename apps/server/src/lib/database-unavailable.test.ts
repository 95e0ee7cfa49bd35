import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('a database that cannot be reached, told from a query that failed', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a server shutting down', withCode('terminating connection due to administrator command', '57P01')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['a pool that timed out', new Error('timeout exceeded when trying to connect')],
    ['a connection dropped mid-query', new Error('Connection terminated unexpectedly')],
    [
      "drizzle's wrapper around a refused connection",
      new Error('Failed query: select 1', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') }),
    ],
  ])('is unavailable: %s', (_label, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value', '23505')],
    ['a syntax error', withCode('syntax error at or near', '42601')],
    [
      'a failed fetch to Discord',
      new TypeError('fetch failed', { cause: withCode('refused', 'ECONNREFUSED') }),
    ],
    ['not an error', 'ECONNREFUSED'],
  ])('is not: %s', (_label, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});
