import type { CallerAccess } from '@hoshi/contracts';
import { MEMBER_ONLY } from '../access.ts';
import { guildProblemOf } from './guild-problem.ts';
import { useGuildInfo } from './guild-info.ts';

/**
 * What the signed-in user may open in a server (docs/product.md#access-for-roles): the server's
 * info says (a manager, or a member by grant); a member it refuses (403) may open only their
 * inventory. Undefined while the info loads.
 */
export function useCallerAccess(id: string): CallerAccess | undefined {
  const info = useGuildInfo(id);
  return guildProblemOf(info.error) === 'forbidden' ? MEMBER_ONLY : info.data?.access;
}
