import { DEMO } from '@hoshi/discord-emulator';
import { BOOSTS_DEFAULTS, type BoostsSettings } from '@hoshi/contracts';
import { expect } from 'vitest';
import { auditLog } from '@hoshi/db/schema';
import { settingsPageClient } from './settings-page-client.ts';
import { describeApp, GUILDS } from './helpers.ts';

const { A, B } = GUILDS;
const { generalA, loungeVoiceA, afkVoiceA, voiceCategoryA, ideasForumA, staffOnlyA } = DEMO.channels;

describeApp('boosts', {}, (test, the) => {
  const page = (guild: string = A) => settingsPageClient<BoostsSettings>(the.app, the.akari, guild, 'boosts');
  const get = (guild: string = A) => page(guild).get();
  const save = (payload: unknown) => page().save(payload);
  const current = () => page().current();

  test("answers the server's boost level from Discord beside its settings (Star Lounge is level 2)", async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: A,
      name: 'Star Lounge',
      icon: expect.any(String),
      settings: BOOSTS_DEFAULTS,
      boostTier: 2,
    });
    expect((await get(B)).json().boostTier).toBe(3);
  });

  test.each([
    ['a text channel', generalA],
    ['a voice channel in a category', loungeVoiceA],
    ['a voice channel outside any category', afkVoiceA],
  ])('thanks boosters in %s', async (_, channel) => {
    const next = { ...(await current()), channel, message: `Thanks !USER! in ${channel}` };
    const res = await save(next);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ...next, version: next.version + 1 });
  });

  test('never stores the boost level: a save that sends one keeps only the settings', async ({ app }) => {
    const before = await current();
    const res = await save({ ...before, boostTier: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).not.toHaveProperty('boostTier');
    const rows = await app.db.select().from(auditLog);
    expect(rows.at(-1)?.after).not.toHaveProperty('boostTier');
    expect((await get()).json().boostTier).toBe(2);
  });

  const refused: Array<[string, (s: BoostsSettings) => unknown, string, string]> = [
    ['a category', (s) => ({ ...s, channel: voiceCategoryA }), 'channel', 'channel_type'],
    ['a forum', (s) => ({ ...s, channel: ideasForumA }), 'channel', 'channel_type'],
    ['a channel Hoshi cannot see', (s) => ({ ...s, channel: staffOnlyA }), 'channel', 'bot_cannot_view'],
    ['a message over 2000 characters', (s) => ({ ...s, message: 'x'.repeat(2001) }), 'message', 'too_long'],
    ['a message that is not text', (s) => ({ ...s, message: 42 }), 'message', 'invalid_type'],
    ['a NUL in the message', (s) => ({ ...s, message: 'a\u0000' }), 'message', 'invalid_characters'],
  ];

  test.each(refused)('refuses %s with 400 naming the field, and writes nothing', (_, change, path, code) =>
    page().expectRefused(change, path, code),
  );
});
