import { z } from 'zod';
import { token } from './common.ts';
import { discordRefs } from './discord-rules.ts';
import { entryChanges, fieldChange, type FieldChange } from './history.ts';
import { isSettingsPage, storedDocumentSchema, type SettingsPageName } from './settings-registry.ts';
import { version } from './settings.ts';

/**
 * Why a history entry cannot be reverted (docs/decisions/0093-reverting-one-change.md): it acted in
 * Discord (a collection's create, edit or delete, a lottery's end or reroll: a message posted, a
 * voice channel made, winners announced, which a row in the history cannot take back); it is a
 * switch (language, items: switched again on its page); it is a reset (the members' XP is not
 * kept in the history); or it is something else.
 */
export const REVERT_REFUSALS = ['discord', 'toggle', 'reset', 'other'] as const;
export type RevertRefusal = (typeof REVERT_REFUSALS)[number];

/** Null when a history entry of this action on this page can be reverted, else why not. */
export function revertRefusal(action: string, page: string): RevertRefusal | null {
  if ((action === 'save' || action === 'revert') && isSettingsPage(page)) return null;
  if (['create', 'edit', 'delete', 'end', 'reroll'].includes(action)) return 'discord';
  if (action === 'toggle') return 'toggle';
  if (action === 'reset') return 'reset';
  return 'other';
}

/** The audit action of a revert of entry `entryId` on `page`: "revert:greetings:41". */
export const revertAction = (page: SettingsPageName, entryId: number) => `revert:${page}:${entryId}`;

/** The entry a revert's audit action names, or null for any other action. */
export function revertedEntryId(action: string): number | null {
  const match = /^revert:[a-z]+:(\d+)$/.exec(action);
  return match ? Number(match[1]) : null;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function at(value: unknown, path: readonly string[]): unknown {
  let here = value;
  for (const key of path) here = isRecord(here) ? here[key] : undefined;
  return here;
}

/** A copy of `value` with `path` set to `next`; the objects on the way are copied, the rest shared. */
function withAt(value: unknown, path: readonly string[], next: unknown): unknown {
  if (path.length === 0) return next;
  const here = isRecord(value) ? value : {};
  const [key, ...rest] = path as [string, ...string[]];
  return { ...here, [key]: withAt(here[key], rest, next) };
}

/**
 * The document a revert of one settings save writes: today's document with every field that save
 * changed set back to what it was before it (the fields it did not touch keep today's values, so
 * later saves of other fields stay). Both sides of the old save are read as today's schema reads
 * a stored document. `changes` is what the revert changes from today's document.
 */
export function revertedDocument<T extends Record<string, unknown>>(
  page: SettingsPageName,
  current: T,
  entry: { before: unknown; after: unknown },
): { next: T; changes: FieldChange[] } {
  const read = (v: unknown) =>
    storedDocumentSchema(page).parse(isRecord(v) ? v : {}) as Record<string, unknown>;
  const before = read(entry.before);
  let next: unknown = current;
  for (const change of entryChanges(page, before, read(entry.after))) {
    const path = change.field.split('.');
    next = withAt(next, path, at(before, path));
  }
  return { next: next as T, changes: entryChanges(page, current, next) };
}

/** One channel or role a revert would set back that the server no longer has. */
export const goneRef = z.object({ field: z.string(), kind: z.enum(['channel', 'role']), id: z.string() });
export type GoneRef = z.infer<typeof goneRef>;

/**
 * The channels and roles of `next` that sit in a field the revert changes and are no longer in
 * the server (`exists` knows today's channels and roles).
 */
export function goneRefs(
  page: SettingsPageName,
  next: unknown,
  changes: readonly FieldChange[],
  exists: (kind: 'channel' | 'role', id: string) => boolean,
): GoneRef[] {
  const changed = (path: string) =>
    changes.some((c) => path === c.field || path.startsWith(`${c.field}.`) || c.field === '');
  return discordRefs(storedDocumentSchema(page), next)
    .filter((ref) => changed(ref.path) && !exists(ref.rule.kind, ref.id))
    .map((ref) => ({ field: ref.path, kind: ref.rule.kind, id: ref.id }));
}

/** `{entryId}` of the revert routes: a history row's id. */
export const revertParams = z.object({
  id: z.string().regex(/^\d{17,20}$/),
  entryId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** What the revert dialog shows before anything is written: what would change, and what is gone. */
export const revertPreview = z.object({
  entry: z.object({ id: z.number().int(), action: z.string(), page: z.string(), at: z.string() }),
  /** The version of the page today: the revert sends it back, like any save. */
  version,
  /** Today's value → the value the revert writes, field by field. */
  changes: z.array(fieldChange),
  /** Channels and roles the revert would set back that no longer exist: it is refused while any is. */
  gone: z.array(goneRef),
  names: z.record(z.string(), z.string()),
});
export type RevertPreview = z.infer<typeof revertPreview>;

/** POST …/revert: the page's version the dialog showed, and the caller's token, like a save. */
export const revertBody = z.object({ version, token });

/** Codes a revert answers besides a save's (the web words each in both languages). */
export const REVERT_ERRORS = ['not_revertable', 'nothing_to_revert', 'revert_target_gone'] as const;
