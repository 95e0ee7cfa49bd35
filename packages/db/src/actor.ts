import type { GrantRef } from '@hoshi/contracts';

/**
 * Who makes a change an audit row records: a user id, or a user acting under a role grant
 * (docs/product.md#access-for-roles), which the history names.
 */
export type Actor = string | { userId: string; grant: GrantRef | null };

/** The audit row's columns for an actor. */
export const actorColumns = (actor: Actor): { userId: string; grant: GrantRef | null } =>
  typeof actor === 'string' ? { userId: actor, grant: null } : actor;

export const actorId = (actor: Actor): string => (typeof actor === 'string' ? actor : actor.userId);
