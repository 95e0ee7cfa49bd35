/** Why a store refused a write or a read; nothing was written. */
export type StoreRefusalCode = 'not_found' | 'version_conflict' | 'limit_reached' | 'already_exists';

/**
 * A store's refusal: a stable code, English for logs, and what the caller may show with it (the
 * current copy on a version conflict, the maximum on a full collection). What it means to an HTTP
 * client (404, 409) is the server's to say, in its error handler.
 */
export class StoreRefusal extends Error {
  constructor(
    readonly code: StoreRefusalCode,
    message: string,
    /** Extra fields for the caller (e.g. the current item on a version conflict). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
