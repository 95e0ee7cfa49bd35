import type { Database } from '@hoshi/db';

/**
 * The database through a connection that fails the next `times` statements (`execute`, and
 * `transaction` as a whole) as node-postgres says a lost connection (no SQLSTATE): `after` the
 * statement reached the database and committed, its answer lost, or `before` it was sent.
 */
export function losingConnection(db: Database, times: number, when: 'before' | 'after'): Database {
  let left = times;
  return new Proxy(db, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if ((prop !== 'execute' && prop !== 'transaction') || typeof value !== 'function') return value;
      const run = value as (...args: unknown[]) => Promise<unknown>;
      return async (...args: unknown[]) => {
        if (left <= 0) return run.apply(target, args);
        left -= 1;
        if (when === 'after') await run.apply(target, args);
        throw new Error('Connection terminated unexpectedly');
      };
    },
  });
}
