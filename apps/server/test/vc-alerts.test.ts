import { DEMO } from '@hoshi/discord-emulator';
import { MAX_VC_ALERT_EXEMPT, VCALERTS_DEFAULTS, type VcAlertsSettings } from '@hoshi/contracts';
import { expect } from 'vitest';
import { settingsPageClient } from './settings-page-client.ts';
import { describeApp, GUILDS } from './helpers.ts';

const A = GUILDS.A;
const { generalA, loungeVoiceA, announcementsA, voiceCategoryA, afkVoiceA, ideasForumA } = DEMO.channels;
const { moderatorA, funA, moderatorB } = DEMO.roles;

describeApp('VC alerts (vcalerts)', {}, (test, the) => {
  const page = () => settingsPageClient<VcAlertsSettings>(the.app, the.akari, A, 'vcalerts');
  const get = () => page().get();
  const save = (payload: unknown) => page().save(payload);
  const current = () => page().current();

  test('starts with no channel, alerts at the start of a call, once per call', async () => {
    expect((await get()).json()).toMatchObject({ id: A, settings: VCALERTS_DEFAULTS });
  });

  test.each([
    ['a text channel', generalA],
    ['a voice channel', loungeVoiceA],
  ])('posts alerts to %s', async (_, channel) => {
    const before = await current();
    const res = await save({ ...before, channel });
    expect(res.statusCode).toBe(200);
    expect((await current()).channel).toBe(channel);
  });

  test('saves a mention role above Hoshi (it is only mentioned), both timings, every join and exempt voice channels', async () => {
    const next: VcAlertsSettings = {
      ...(await current()),
      role: moderatorA,
      style: 'both',
      mode: 'all',
      message: '!USER! joined !CHANNEL! on !SERVER!',
      exempt: [afkVoiceA, loungeVoiceA],
    };
    const res = await save(next);
    expect(res.json()).not.toHaveProperty('error');
    expect(res.json().data).toEqual({ ...next, version: next.version + 1 });
  });

  const refused: Array<[string, (s: VcAlertsSettings) => unknown, string, string]> = [
    ['a category as alert channel', (s) => ({ ...s, channel: voiceCategoryA }), 'channel', 'channel_type'],
    ['a forum as alert channel', (s) => ({ ...s, channel: ideasForumA }), 'channel', 'channel_type'],
    [
      'a channel Hoshi cannot send in',
      (s) => ({ ...s, channel: announcementsA }),
      'channel',
      'bot_cannot_send',
    ],
    [
      'a text channel as exempt',
      (s) => ({ ...s, exempt: [loungeVoiceA, generalA] }),
      'exempt.1',
      'channel_type',
    ],
    [
      'an exempt channel listed twice',
      (s) => ({ ...s, exempt: [afkVoiceA, afkVoiceA] }),
      'exempt.1',
      'duplicate',
    ],
    [
      'more exempt channels than the limit',
      (s) => ({
        ...s,
        exempt: Array.from({ length: MAX_VC_ALERT_EXEMPT + 1 }, (_, i) => `4${String(i).padStart(17, '0')}`),
      }),
      'exempt',
      'too_many',
    ],
    ['a role of another server', (s) => ({ ...s, role: moderatorB }), 'role', 'not_in_guild'],
    ['an unknown timing', (s) => ({ ...s, style: 'end' }), 'style', 'one_of'],
    ['an unknown frequency', (s) => ({ ...s, mode: 'sometimes' }), 'mode', 'one_of'],
    ['a message over 2000 characters', (s) => ({ ...s, message: 'x'.repeat(2001) }), 'message', 'too_long'],
    [
      'a lone surrogate in the message',
      (s) => ({ ...s, message: 'a\uD800' }),
      'message',
      'invalid_characters',
    ],
  ];

  test.each(refused)('refuses %s with 400 naming the field, and writes nothing', (_, change, path, code) =>
    page().expectRefused(change, path, code),
  );

  test('accepts a message of exactly 2000 characters', async () => {
    const res = await save({ ...(await current()), message: 'y'.repeat(2000), role: funA });
    expect(res.statusCode).toBe(200);
  });
});
