import { isAxiosError } from 'axios';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiErrorSchema, conflictAnswer, dataAnswer, settingsAnswer } from '@hoshi/contracts';
import { http } from '../http.ts';
import { sessionStore } from '../session/session-store.ts';

/** The GET answer of every settings page: the server's basics and its settings document. */
export interface SettingsAnswer<T> {
  id: string;
  name: string;
  icon: string | null;
  settings: T;
}

/** GET /api/guilds/{id}/info/{feature} (spec 000 §7). */
export async function getSettings<S extends z.ZodType>(
  id: string,
  feature: string,
  schema: S,
): Promise<SettingsAnswer<z.infer<S>>> {
  const { data } = await http.get(`/guilds/${encodeURIComponent(id)}/info/${feature}`);
  return settingsAnswer(schema).parse(data) as SettingsAnswer<z.infer<S>>;
}

/**
 * A settings document is what a page edits, so every visit loads it afresh: a copy kept from an
 * earlier visit could be older than someone else's save and would only earn a conflict.
 */
export const settingsQuery = <S extends z.ZodType>(id: string, feature: string, schema: S) =>
  queryOptions({
    queryKey: ['settings', feature, id],
    queryFn: () => getSettings(id, feature, schema),
    staleTime: 0,
    gcTime: 0,
  });

/** 409: someone saved since this page loaded; `current` is their document. */
export class SettingsConflict<T> extends Error {
  constructor(readonly current: T) {
    super('version_conflict');
    this.name = 'SettingsConflict';
  }
}

/** 400: the server named the fields it did not accept. */
export class SettingsRejected extends Error {
  constructor(
    message: string,
    readonly issues: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'SettingsRejected';
  }
}

/**
 * The shared save call (spec 000 §7, DESIGN §6): POST /api/save/guilds/{url} with the settings
 * (their version included) plus the token; the answer's `data` is the saved document. A 409 or
 * 400 is turned into SettingsConflict / SettingsRejected so pages can answer them.
 */
export async function saveSettings<S extends z.ZodType>(
  url: string,
  settings: z.infer<S>,
  schema: S,
): Promise<z.infer<S>> {
  try {
    const { data } = await http.post(`/save/guilds/${url}`, {
      ...(settings as object),
      token: sessionStore.get().accessToken,
    });
    return (dataAnswer(schema).parse(data) as { data: z.infer<S> }).data;
  } catch (error) {
    throw explainSaveError(error, schema);
  }
}

function explainSaveError(error: unknown, schema: z.ZodType): unknown {
  if (!isAxiosError(error) || !error.response) return error;
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
