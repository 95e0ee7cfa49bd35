import { afterAll, describe, expect, it } from 'vitest';
import { DEMO } from '../src/index.ts';
import { makeEmulator, PREFIX } from './emulator-harness.ts';

/** The CDN stand-in: generated pictures for the seed's image hashes, 404 for anything else. */
describe('CDN', () => {
  const app = makeEmulator();
  afterAll(() => app.close());
  const get = (path: string) => app.inject({ method: 'GET', url: `${PREFIX}/cdn/${path}` });

  it('draws a user avatar for the hash the user has, and only that hash', async () => {
    const avatar = await get(`avatars/${DEMO.users.akari}/5f1d8c0e9b2a4c6d8e0f1a2b3c4d5e6f.png`);
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(avatar.body).toContain('>A<');
    expect((await get(`avatars/${DEMO.users.akari}/0000.png`)).statusCode).toBe(404);
  });

  it('draws the default avatars 0–5 and nothing past them', async () => {
    expect((await get('embed/avatars/5.png')).statusCode).toBe(200);
    expect((await get('embed/avatars/6.png')).statusCode).toBe(404);
  });

  it('draws a custom emoji for any well-formed id, as Discord serves any emoji by id', async () => {
    const emoji = await get('emojis/123456789012345678.png');
    expect(emoji.statusCode).toBe(200);
    expect(emoji.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect((await get('emojis/123456789012345678.gif')).statusCode).toBe(200);
    expect((await get('emojis/12345.png')).statusCode).toBe(404);
    expect((await get('emojis/123456789012345678.exe')).statusCode).toBe(404);
  });
});
