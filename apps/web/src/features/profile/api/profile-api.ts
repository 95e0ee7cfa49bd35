import { queryOptions } from '@tanstack/react-query';
import {
  type User,
  achievementsAnswer,
  cardsAnswer,
  clickmeAnswer,
  inventoryServers,
  petsAnswer,
  petsDocument,
  type AchievementsAnswer,
  type CardsAnswer,
  type ClickmeAnswer,
  type InventoryServers,
  type PetsAnswer,
  type PetsDocument,
} from '@hoshi/contracts';
import { http } from '../../../lib/http.ts';
import { saveDocument } from '../../../lib/api/settings.ts';

const userPath = (userId: string) => `/users/${encodeURIComponent(userId)}`;

/** GET /api/users/{id}/achievements (docs/product.md#api-calls): the flags and the info keyed by index. */
export async function getAchievements(userId: string): Promise<AchievementsAnswer> {
  const { data } = await http.get<unknown>(`${userPath(userId)}/achievements`);
  return achievementsAnswer.parse(data);
}

/** POST /api/users/{id}/achievements/clickme: body is the stored user; answers entries 47 and 48. */
export async function clickme(user: User): Promise<ClickmeAnswer> {
  const { data } = await http.post<unknown>(`${userPath(user.id)}/achievements/clickme`, user);
  return clickmeAnswer.parse(data);
}

/** GET /api/users/{id}/cards: the flags and every card's info by index. */
export async function getCards(userId: string): Promise<CardsAnswer> {
  const { data } = await http.get<unknown>(`${userPath(userId)}/cards`);
  return cardsAnswer.parse(data);
}

/** GET /api/users/{id}/inventories: the servers with Hoshi where the user has an inventory. */
export async function getInventoryServers(userId: string): Promise<InventoryServers> {
  const { data } = await http.get<unknown>(`${userPath(userId)}/inventories`);
  return inventoryServers.parse(data);
}

/** GET /api/users/{id}/pets: the pets, their info, and how many kinds there are (count). */
export async function getPets(userId: string): Promise<PetsAnswer> {
  const { data } = await http.get<unknown>(`${userPath(userId)}/pets`);
  return petsAnswer.parse(data);
}

/** The shared save call (docs/product.md#api-calls): {userId}/pets with the pet list and its version. */
export const savePets = (userId: string, doc: PetsDocument): Promise<PetsDocument> =>
  saveDocument(`${encodeURIComponent(userId)}/pets`, doc, petsDocument);

// The bot grants achievements and cards and raises pets as members play: every visit loads afresh.
export const achievementsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['profile', 'achievements', userId],
    queryFn: () => getAchievements(userId),
    staleTime: 0,
  });
export const inventoryServersQuery = (userId: string) =>
  queryOptions({ queryKey: ['profile', 'inventories', userId], queryFn: () => getInventoryServers(userId) });
export const cardsQuery = (userId: string) =>
  queryOptions({ queryKey: ['profile', 'cards', userId], queryFn: () => getCards(userId), staleTime: 0 });
export const petsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['profile', 'pets', userId],
    queryFn: () => getPets(userId),
    staleTime: 0,
    gcTime: 0,
  });
