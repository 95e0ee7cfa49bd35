import { XP_DEFAULTS } from '@hoshi/contracts';
import { expect } from 'vitest';
import { describeApp, GUILDS } from './helpers.ts';

// A settings page read again costs no transfer when nothing changed (lib/revalidate.ts).

const xpUrl = `/api/guilds/${GUILDS.A}/info/xp`;

describeApp('settings reads the browser revalidates', {}, (test, the) => {
  test('are tagged; the same body is answered 304 with no body, a changed one 200 with a new tag', async () => {
    const first = await the.app.inject({ url: xpUrl, headers: the.akari.headers });
    expect(first.statusCode).toBe(200);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toContain('Authorization');

    const again = await the.app.inject({
      url: xpUrl,
      headers: { ...the.akari.headers, 'if-none-match': `W/${tag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const { settings } = first.json<{ settings: { version: number } }>();
    const saved = await the.app.inject({
      method: 'POST',
      url: `/api/save/guilds/${GUILDS.A}/xp`,
      headers: the.akari.headers,
      payload: { ...XP_DEFAULTS, version: settings.version, rate: 3, token: the.akari.token },
    });
    expect(saved.statusCode).toBe(200);
    const changed = await the.app.inject({
      url: xpUrl,
      headers: { ...the.akari.headers, 'if-none-match': tag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
    expect(changed.json<{ settings: { rate: number } }>().settings.rate).toBe(3);
  });

  test('a refusal is not tagged', async () => {
    const refused = await the.app.inject({ url: xpUrl });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers.etag).toBeUndefined();
  });
});
