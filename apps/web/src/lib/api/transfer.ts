import { importAnswer, type ImportAnswer } from '@hoshi/contracts';
import { http } from '../http.ts';
import { sessionStore } from '../session/session-store.ts';

/** GET /api/guilds/{id}/export: the server's settings as one document, as the server wrote it. */
export async function getExport(id: string): Promise<unknown> {
  const { data } = await http.get<unknown>(`/guilds/${encodeURIComponent(id)}/export`);
  return data;
}

/**
 * POST /api/guilds/{id}/import: what importing `document` would change here (`preview`), or
 * apply it. The document goes as read from the file; the server judges it.
 */
export async function postImport(id: string, document: unknown, preview: boolean): Promise<ImportAnswer> {
  const { data } = await http.post<unknown>(`/guilds/${encodeURIComponent(id)}/import`, {
    document,
    preview,
    token: sessionStore.get().accessToken,
  });
  return importAnswer.parse(data);
}
