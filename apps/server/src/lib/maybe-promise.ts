/**
 * A value that is at hand (served from memory) or on its way (read from the database, Redis or
 * Discord). The read path answers a cache hit without a promise, so a request served from memory
 * passes no microtask queue; callers that `await` it work either way.
 */
export type MaybePromise<T> = T | Promise<T>;

export const isPromise = <T>(value: MaybePromise<T>): value is Promise<T> => value instanceof Promise;

/** `then` that stays synchronous for a value at hand. */
export function andThen<T, U>(value: MaybePromise<T>, next: (value: T) => MaybePromise<U>): MaybePromise<U> {
  return isPromise(value) ? value.then(next) : next(value);
}
