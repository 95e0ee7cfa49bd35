import { XP_LIMITS } from '@hoshi/contracts';
import type { XpSettings } from '@hoshi/contracts';

/** A level-to-role map as stored: level numbers as decimal strings, role ids as values. */
export type LevelRoles = XpSettings['lvlroles'];

/** One row of the add tab; either half may still be empty. */
export interface LevelRoleRow {
  level: number | null;
  role: string | null;
}

export const isCompleteRow = (row: LevelRoleRow): row is { level: number; role: string } =>
  row.level !== null && row.role !== null;

/**
 * docs/product.md#xp: adding a role removes that role's previous level mapping (a role holds one
 * level); a level that already had a role gets the new one.
 */
export function addLevelRole(lvlroles: LevelRoles, level: number, role: string): LevelRoles {
  const kept = Object.entries(lvlroles).filter(([, mapped]) => mapped !== role);
  return { ...Object.fromEntries(kept), [String(level)]: role };
}

/** Applies the complete rows in order; rows missing a level or a role are ignored (docs/product.md#xp). */
export function addLevelRoles(lvlroles: LevelRoles, rows: readonly LevelRoleRow[]): LevelRoles {
  return rows.filter(isCompleteRow).reduce((map, row) => addLevelRole(map, row.level, row.role), lvlroles);
}

export function removeLevelRoles(lvlroles: LevelRoles, levels: readonly string[]): LevelRoles {
  return Object.fromEntries(Object.entries(lvlroles).filter(([level]) => !levels.includes(level)));
}

/** The map as a list, lowest level first. */
export const levelRoleEntries = (lvlroles: LevelRoles): { level: string; role: string }[] =>
  Object.entries(lvlroles)
    .map(([level, role]) => ({ level, role }))
    .sort((a, b) => Number(a.level) - Number(b.level));

/**
 * The XP page's form: the stored document plus the add tab's rows and the remove tab's picks,
 * both staged until Save. The document a save sends is `toXpDocument(form)`.
 */
export type XpForm = XpSettings & { rows: LevelRoleRow[]; remove: string[] };

export const emptyRows = (): LevelRoleRow[] =>
  Array.from({ length: XP_LIMITS.levelRoleRows }, () => ({ level: null, role: null }));

export const toXpForm = (doc: XpSettings): XpForm => ({ ...doc, rows: emptyRows(), remove: [] });

/** Removals first, then the rows: a row can give a just-removed level a new role. */
export function toXpDocument({ rows, remove, ...doc }: XpForm): XpSettings {
  return { ...doc, lvlroles: addLevelRoles(removeLevelRoles(doc.lvlroles, remove), rows) };
}
