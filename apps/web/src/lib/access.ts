import { accessGroupOf } from '@hoshi/contracts/page-names';
import type { CallerAccess } from '@hoshi/contracts';

/** A member's own page in any server they share with Hoshi (docs/product.md#inventory). */
const OWN_PAGE = 'inventory';

/** What a member of the server who neither manages it nor holds a grant may open: their own page. */
export const MEMBER_ONLY: CallerAccess = { manage: false, groups: {} };

/**
 * Whether the caller may open a server's page (docs/product.md#access-for-roles), by its path
 * below the server ('' the hub, 'xp', 'moderation/cases'): a manager every page, a member by
 * grant the hub and the pages of their groups (the moderation menu when they hold the moderation
 * group), every member their inventory. The server refuses the rest; this only keeps the menus
 * to what works.
 */
export function mayOpen(access: CallerAccess | undefined, path: string): boolean {
  if (path === OWN_PAGE || access === undefined || access.manage) return true;
  if (path === '') return Object.keys(access.groups).length > 0;
  const page = path.split('/').pop() ?? '';
  const group = page === 'moderation' ? 'moderation' : accessGroupOf(page);
  return group !== null && access.groups[group] !== undefined;
}

/** Whether the caller may save a page (a manager, or "edit" on its group); true while unknown. */
export function maySave(access: CallerAccess | undefined, page: string): boolean {
  if (access === undefined || access.manage) return true;
  const group = accessGroupOf(page);
  return group !== null && access.groups[group] === 'edit';
}
