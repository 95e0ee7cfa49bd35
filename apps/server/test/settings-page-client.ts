import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { guildSettings } from '@hoshi/db/schema';
import type { signIn } from './helpers.ts';

type SignedIn = Awaited<ReturnType<typeof signIn>>;

/**
 * One settings page of one guild as a signed-in admin sees it: its GET, its save (with the
 * token), the stored document, and the check every refused save must pass.
 */
export function settingsPageClient<Doc>(app: FastifyInstance, who: SignedIn, guild: string, page: string) {
  const get = () =>
    app.inject({ method: 'GET', url: `/api/guilds/${guild}/info/${page}`, headers: who.headers });
  const save = (payload: unknown) =>
    app.inject({
      method: 'POST',
      url: `/api/save/guilds/${guild}/${page}`,
      headers: who.headers,
      payload: { ...(payload as object), token: who.token },
    });
  const current = async () => (await get()).json().settings as Doc;
  const storedRows = async () => (await app.db.select().from(guildSettings)).length;

  /** The save answers 400 naming `path` with `code`, and nothing is written. */
  async function expectRefused(change: (doc: Doc) => unknown, path: string, code: string) {
    const before = await current();
    const rows = await storedRows();
    const res = await save(change(before));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues).toContainEqual(expect.objectContaining({ path, code }));
    expect(await current()).toEqual(before);
    expect(await storedRows()).toBe(rows);
  }

  return { get, save, current, expectRefused };
}
