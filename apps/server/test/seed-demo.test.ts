import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeTestApp, createTestApp, GUILDS, signIn, USERS } from './helpers.ts';

/** The demo's seeded settings must be ones the server itself accepts, or every first save fails. */
describe('demo seed', () => {
  let app: FastifyInstance;
  let akari: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    app = await createTestApp({}, { seedDemo: true });
    akari = await signIn(app, USERS.akari);
  });
  afterAll(() => closeTestApp(app));

  it.each(['greetings', 'xp', 'antispam', 'warnings'])(
    'seeds %s at version 1 with settings that save back unchanged',
    async (feature) => {
      const loaded = await app.inject({
        url: `/api/guilds/${GUILDS.A}/info/${feature}`,
        headers: akari.headers,
      });
      const settings = loaded.json().settings;
      expect(settings.version).toBe(1);
      const saved = await app.inject({
        method: 'POST',
        url: `/api/save/guilds/${GUILDS.A}/${feature}`,
        headers: akari.headers,
        payload: { ...settings, token: akari.token },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data).toEqual({ ...settings, version: 2 });
    },
  );
});
