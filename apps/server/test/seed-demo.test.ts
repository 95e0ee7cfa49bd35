import { expect } from 'vitest';
import { describeAppOn, GUILDS, PGLITE } from './helpers.ts';

/** The demo's seeded settings must be ones the server itself accepts, or every first save fails. */
describeAppOn(PGLITE, 'demo seed', { seedDemo: true }, (test, the) => {
  test.each(['greetings', 'xp', 'antispam', 'warnings', 'boosts', 'roles', 'vcalerts'])(
    'seeds %s at version 1 with settings that save back unchanged',
    async (feature) => {
      const loaded = await the.app.inject({
        url: `/api/guilds/${GUILDS.A}/info/${feature}`,
        headers: the.akari.headers,
      });
      const settings = loaded.json().settings;
      expect(settings.version).toBe(1);
      const saved = await the.app.inject({
        method: 'POST',
        url: `/api/save/guilds/${GUILDS.A}/${feature}`,
        headers: the.akari.headers,
        payload: { ...settings, token: the.akari.token },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data).toEqual({ ...settings, version: 2 });
    },
  );
});
