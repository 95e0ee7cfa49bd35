import { isAxiosError } from 'axios';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  actionAnswer,
  apiErrorSchema,
  dataAnswer,
  infoSchema,
  itemSchema,
  type CollectionPageName,
  type CreateOf,
  type EditOf,
  type InfoOf,
  type Issue,
  type ItemOf,
  settingsAnswer,
} from '@hoshi/contracts';
import { http } from '../http.ts';
import { VISIT_COPY } from '../query-client.ts';
import { sessionStore } from '../session/session-store.ts';

/** A collection page's GET answer: the server basics, the items by id and the page's info. */
export interface CollectionData<N extends CollectionPageName> {
  id: string;
  name: string;
  icon: string | null;
  items: Record<string, ItemOf<N>>;
  info: InfoOf<N>;
}

const enc = encodeURIComponent;

/** GET /api/guilds/{id}/info/{name} (docs/product.md#api-calls) for any collection page of the registry. */
export async function getCollection<N extends CollectionPageName>(
  name: N,
  id: string,
): Promise<CollectionData<N>> {
  const { data } = await http.get<unknown>(`/guilds/${enc(id)}/info/${name}`);
  const { settings, ...basics } = settingsAnswer(z.unknown()).parse(data);
  return {
    id: basics.id,
    name: basics.name,
    icon: basics.icon,
    items: z.record(z.string(), itemSchema(name)).parse(settings),
    info: infoSchema(name).parse(data),
  };
}

const collectionKey = (name: CollectionPageName, id: string) => ['collection', name, id] as const;

/** As for settings documents: what a page edits is loaded afresh on every visit (VISIT_COPY). */
export const collectionQuery = <N extends CollectionPageName>(name: N, id: string) =>
  queryOptions({ queryKey: collectionKey(name, id), queryFn: () => getCollection(name, id), ...VISIT_COPY });

export const useCollectionData = <N extends CollectionPageName>(name: N, id: string) =>
  useQuery(collectionQuery(name, id));

/** Why the server refused a collection call, as codes the page words. */
export class CollectionRefused extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly issues: Issue[],
  ) {
    super(code);
    this.name = 'CollectionRefused';
  }
}

async function call<T>(work: Promise<{ data: unknown }>, parse: (data: unknown) => T): Promise<T> {
  try {
    return parse((await work).data);
  } catch (error) {
    if (isAxiosError(error) && error.response) {
      const refused = apiErrorSchema.safeParse(error.response.data);
      if (refused.success)
        throw new CollectionRefused(
          error.response.status,
          refused.data.error.code,
          refused.data.error.issues,
        );
    }
    throw error;
  }
}

const withToken = (body: object) => ({ ...body, token: sessionStore.get().accessToken });

/** Create through the shared save call (docs/product.md#api-rules): answers the new item, id included. */
export const createItem = <N extends CollectionPageName>(name: N, id: string, body: CreateOf<N>) =>
  call(http.post<unknown>(`/save/guilds/${enc(id)}/${name}`, withToken(body)), (data) =>
    itemSchema(name).parse(dataAnswer(z.unknown()).parse(data).data),
  );

/** Edit one item from the version it was loaded at; 409 when someone changed it meanwhile. */
export const editItem = <N extends CollectionPageName>(
  name: N,
  id: string,
  itemId: string,
  body: EditOf<N>,
) =>
  call(http.post<unknown>(`/save/guilds/${enc(id)}/${name}/${enc(itemId)}`, withToken(body)), (data) =>
    itemSchema(name).parse(dataAnswer(z.unknown()).parse(data).data),
  );

/** DELETE /api/guilds/{id}/info/{name}/{itemId} (docs/product.md#api-calls). */
export const deleteItem = (name: CollectionPageName, id: string, itemId: string) =>
  call(http.delete<unknown>(`/guilds/${enc(id)}/info/${name}/${enc(itemId)}`), () => itemId);

/** PATCH /api/guilds/{id}/info/{name}/{itemId}: no body; answers `{id, info}` (docs/product.md#api-calls). */
export const actOnItem = <N extends CollectionPageName>(name: N, id: string, itemId: string) =>
  call(
    http.patch<unknown>(`/guilds/${enc(id)}/info/${name}/${enc(itemId)}`),
    (data) => actionAnswer(itemSchema(name)).parse(data).info,
  );
