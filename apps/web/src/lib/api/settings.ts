import { isAxiosError } from 'axios';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  answerFieldsSchema,
  apiErrorSchema,
  conflictAnswer,
  dataAnswer,
  documentSchema,
  saveOutgoing,
  settingsAnswer,
  type AnswerFieldsOf,
  type Issue,
  type SettingsOf,
  type SettingsPageName,
} from '@hoshi/contracts';
import { http } from '../http.ts';
import { VISIT_COPY } from '../query-client.ts';
import { sessionStore } from '../session/session-store.ts';

/**
 * The GET answer of every settings page: the server's basics and its settings document, and
 * what the page's registry entry adds to it (`fields`: the boost level, counts).
 */
export interface SettingsAnswer<T, Fields = object> {
  id: string;
  name: string;
  icon: string | null;
  settings: T;
  fields: Fields;
}

const guildPath = (id: string) => encodeURIComponent(id);

/** GET /api/guilds/{id}/info/{name} (docs/product.md#api-calls), for any page in the registry. */
export async function getSettings<N extends SettingsPageName>(
  name: N,
  id: string,
): Promise<SettingsAnswer<SettingsOf<N>, AnswerFieldsOf<N>>> {
  const { data } = await http.get<unknown>(`/guilds/${guildPath(id)}/info/${name}`);
  const { id: guildId, name: guildName, icon, settings } = settingsAnswer(z.unknown()).parse(data);
  return {
    id: guildId,
    name: guildName,
    icon,
    settings: documentSchema(name).parse(settings),
    fields: answerFieldsSchema(name).parse(data),
  };
}

const settingsKey = (name: SettingsPageName, id: string) => ['settings', name, id] as const;

/** A settings document is what a page edits: every visit loads it afresh (VISIT_COPY). */
export const settingsQuery = <N extends SettingsPageName>(name: N, id: string) =>
  queryOptions({ queryKey: settingsKey(name, id), queryFn: () => getSettings(name, id), ...VISIT_COPY });

export const useSettings = <N extends SettingsPageName>(name: N, id: string) =>
  useQuery(settingsQuery(name, id));

/**
 * POST /api/save/guilds/{id}/{name}: the page's document with its version (a page saved by
 * sections sends only the sections changed from the saved copy); answers the saved document.
 */
export const saveSettings = <N extends SettingsPageName>(
  name: N,
  id: string,
  settings: SettingsOf<N>,
  saved: SettingsOf<N> = settings,
): Promise<SettingsOf<N>> =>
  saveDocument(`${guildPath(id)}/${name}`, saveOutgoing(name, settings, saved), documentSchema(name));

/** 409: someone saved since this page loaded; `current` is their document. */
export class SettingsConflict<T> extends Error {
  constructor(readonly current: T) {
    super('version_conflict');
    this.name = 'SettingsConflict';
  }
}

/** 400: the server named the fields it did not accept, each with a code to word. */
export class SettingsRejected extends Error {
  constructor(
    message: string,
    readonly issues: Issue[],
  ) {
    super(message);
    this.name = 'SettingsRejected';
  }
}

/**
 * The shared save call (docs/product.md#api-calls, docs/product.md#api-rules): POST /api/save/guilds/{url} with the document
 * (its version included) plus the token; the answer's `data` is the saved document. A 409 or
 * 400 is turned into SettingsConflict / SettingsRejected so pages can answer them.
 */
export async function saveDocument<T>(url: string, settings: Partial<T>, schema: z.ZodType<T>): Promise<T> {
  try {
    const { data } = await http.post<unknown>(`/save/guilds/${url}`, {
      ...(settings as object),
      token: sessionStore.get().accessToken,
    });
    return schema.parse(dataAnswer(z.unknown()).parse(data).data);
  } catch (error) {
    throw explainSaveError(error, schema);
  }
}

function explainSaveError(error: unknown, schema: z.ZodType): unknown {
  if (!isAxiosError<unknown>(error) || !error.response) return error;
  const { status, data } = error.response;
  if (status === 409) {
    const conflict = conflictAnswer(schema).safeParse(data);
    if (conflict.success) return new SettingsConflict(conflict.data.current);
  }
  if (status === 400) {
    const rejected = apiErrorSchema.safeParse(data);
    if (rejected.success)
      return new SettingsRejected(rejected.data.error.message, rejected.data.error.issues);
  }
  return error;
}
