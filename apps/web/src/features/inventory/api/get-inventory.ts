import { queryOptions, useQuery } from '@tanstack/react-query';
import { inventoryAnswer, type InventoryAnswer } from '@hoshi/contracts';
import { http } from '../../../lib/http.ts';

/** GET /api/guilds/{id}/info/inventory (docs/product.md#api-calls): the signed-in member's own inventory there. */
export async function getInventory(id: string): Promise<InventoryAnswer> {
  const { data } = await http.get<unknown>(`/guilds/${encodeURIComponent(id)}/info/inventory`);
  return inventoryAnswer.parse(data);
}

// The bot changes inventories as members play: every visit loads it afresh.
export const inventoryQuery = (id: string) =>
  queryOptions({ queryKey: ['inventory', id], queryFn: () => getInventory(id), staleTime: 0 });

export const useInventory = (id: string) => useQuery(inventoryQuery(id));
