import { DEMO } from '@hoshi/discord-emulator';
import {
  ANTISPAM_DEFAULTS,
  BANAPPEALS_DEFAULTS,
  LOGS_DEFAULTS,
  PINGS_DEFAULTS,
  WARNINGS_DEFAULTS,
  type AntispamSettings,
  type BanAppealsSettings,
  type LogsSettings,
  type PingsSettings,
  type WarningsSettings,
} from '@hoshi/contracts';
import { describe, expect } from 'vitest';
import { settingsPageClient } from './settings-page-client.ts';
import { describeApp, GUILDS } from './helpers.ts';

const A = GUILDS.A;
const { generalA, welcomeA, loungeVoiceA, ideasForumA, announcementsA, introductionsThreadA } = DEMO.channels;
const { funA, moderatorA, moderatorB, memberA } = DEMO.roles;

type Change<Doc> = [string, (s: Doc) => unknown, string, string];

describeApp('moderation pages', {}, (test, the) => {
  const client = <Doc>(page: string) => settingsPageClient<Doc>(the.app, the.akari, A, page);

  test.each([
    ['antispam', ANTISPAM_DEFAULTS],
    ['warnings', WARNINGS_DEFAULTS],
    ['banappeals', BANAPPEALS_DEFAULTS],
    ['pings', PINGS_DEFAULTS],
    ['logs', LOGS_DEFAULTS],
  ])('%s starts from its defaults', async (page, defaults) => {
    expect((await client(page).get()).json()).toMatchObject({ id: A, settings: defaults });
  });

  describe('anti-spam', () => {
    const page = () => client<AntispamSettings>('antispam');

    test('saves the strongest level, a week-long timeout and a thread as log channel', async () => {
      const next = { ...(await page().current()), level: 5, handling: 5, reports: introductionsThreadA };
      const res = await page().save(next);
      expect(res.statusCode, res.body).toBe(200);
      expect(await page().current()).toEqual({ ...next, version: next.version + 1 });
    });

    const refused: Change<AntispamSettings>[] = [
      ['a level above 5', (s) => ({ ...s, level: 6 }), 'level', 'out_of_range'],
      ['a negative level', (s) => ({ ...s, level: -1 }), 'level', 'out_of_range'],
      ['handling 0', (s) => ({ ...s, handling: 0 }), 'handling', 'out_of_range'],
      ['handling 6', (s) => ({ ...s, handling: 6 }), 'handling', 'out_of_range'],
      ['a fractional level', (s) => ({ ...s, level: 2.5 }), 'level', 'not_integer'],
      ['a voice channel for reports', (s) => ({ ...s, reports: loungeVoiceA }), 'reports', 'channel_type'],
      ['a forum for reports', (s) => ({ ...s, reports: ideasForumA }), 'reports', 'channel_type'],
      [
        'a channel Hoshi cannot send in',
        (s) => ({ ...s, reports: announcementsA }),
        'reports',
        'bot_cannot_send',
      ],
    ];
    test.each(refused)('refuses %s with 400 naming the field, and writes nothing', (_, change, path, code) =>
      page().expectRefused(change, path, code),
    );
  });

  describe('ban appeals', () => {
    const page = () => client<BanAppealsSettings>('banappeals');

    test('saves a channel and a two-week cooldown', async () => {
      const next = { ...(await page().current()), channel: generalA, cooldown: 5 };
      expect((await page().save(next)).statusCode).toBe(200);
      expect((await page().current()).cooldown).toBe(5);
    });

    const refused: Change<BanAppealsSettings>[] = [
      ['a cooldown above 5', (s) => ({ ...s, cooldown: 6 }), 'cooldown', 'out_of_range'],
      [
        'a category as channel',
        (s) => ({ ...s, channel: DEMO.channels.infoCategoryA }),
        'channel',
        'channel_type',
      ],
    ];
    test.each(refused)('refuses %s with 400 naming the field, and writes nothing', (_, change, path, code) =>
      page().expectRefused(change, path, code),
    );
  });

  describe('logs', () => {
    const page = () => client<LogsSettings>('logs');

    test('saves one channel for each kind of log', async () => {
      const next: LogsSettings = {
        ...(await page().current()),
        master: generalA,
        warnings: welcomeA,
        timeouts: introductionsThreadA,
        bans: generalA,
        ghostMessages: null,
      };
      expect((await page().save(next)).statusCode).toBe(200);
      expect(await page().current()).toEqual({ ...next, version: next.version + 1 });
    });

    test('refuses a voice channel for bans, and writes nothing', () =>
      page().expectRefused((s) => ({ ...s, bans: loungeVoiceA }), 'bans', 'channel_type'));
  });

  describe('warnings', () => {
    const page = () => client<WarningsSettings>('warnings');

    test('saves the settings and its rules as a list of {level, action}', async () => {
      const next: WarningsSettings = {
        ...(await page().current()),
        channel: generalA,
        role: funA,
        regression: 30,
        rules: [
          { level: 1, action: 'role' },
          { level: 4, action: 't-28' },
          { level: 100, action: 'ban' },
        ],
      };
      const res = await page().save(next);
      expect(res.statusCode, res.body).toBe(200);
      expect(await page().current()).toEqual({ ...next, version: next.version + 1 });
    });

    test('saves no rules at all', async () => {
      const res = await page().save({ ...(await page().current()), rules: [] });
      expect(res.statusCode).toBe(200);
    });

    const rule = (level: unknown, action: unknown) => ({ level, action });
    const refused: Change<WarningsSettings>[] = [
      [
        'two rules for one level',
        (s) => ({ ...s, rules: [rule(3, 'ban'), rule(5, 't-1'), rule(3, 'role')] }),
        'rules.2.level',
        'duplicate',
      ],
      ['a rule at level 0', (s) => ({ ...s, rules: [rule(0, 'ban')] }), 'rules.0.level', 'out_of_range'],
      ['a rule at level 101', (s) => ({ ...s, rules: [rule(101, 'ban')] }), 'rules.0.level', 'out_of_range'],
      [
        'a rule without a level',
        (s) => ({ ...s, rules: [rule(null, 'ban')] }),
        'rules.0.level',
        'invalid_type',
      ],
      ['a timeout of 29 days', (s) => ({ ...s, rules: [rule(2, 't-29')] }), 'rules.0.action', 'one_of'],
      ['a timeout of 0 days', (s) => ({ ...s, rules: [rule(2, 't-0')] }), 'rules.0.action', 'one_of'],
      ['an unknown action', (s) => ({ ...s, rules: [rule(2, 'kick')] }), 'rules.0.action', 'one_of'],
      ['a regression of 31 days', (s) => ({ ...s, regression: 31 }), 'regression', 'out_of_range'],
      ['a negative regression', (s) => ({ ...s, regression: -1 }), 'regression', 'out_of_range'],
      ['a warning role above Hoshi', (s) => ({ ...s, role: moderatorA }), 'role', 'role_not_assignable'],
      ['a role of another server', (s) => ({ ...s, role: moderatorB }), 'role', 'not_in_guild'],
      [
        'a role rule with no warning role',
        (s) => ({ ...s, role: null, rules: [rule(2, 'role')] }),
        'role',
        'required',
      ],
      ['a voice channel', (s) => ({ ...s, channel: loungeVoiceA }), 'channel', 'channel_type'],
    ];
    test.each(refused)('refuses %s with 400 naming the field, and writes nothing', (_, change, path, code) =>
      page().expectRefused(change, path, code),
    );
  });

  describe('pings', () => {
    const page = () => client<PingsSettings>('pings');

    test('saves each tab, with a period of exactly 15 minutes', async () => {
      const before = await page().current();
      const next: PingsSettings = {
        ...before,
        msgSettings: { channel: generalA, time: 900, whitelist: [memberA], message: 'Deleted quickly.' },
        ghostSettings: { ...before.ghostSettings, roles: true, time: 75, whitelist: [moderatorA] },
        everyoneSettings: { level: 6, message: 'No @everyone here.', whitelist: [funA] },
      };
      const res = await page().save(next);
      expect(res.statusCode, res.body).toBe(200);
      expect(await page().current()).toEqual({ ...next, version: next.version + 1 });
    });

    test('saves the one tab a save carries and keeps the other two as stored', async () => {
      const before = await page().current();
      const everyoneSettings = { level: 2, message: 'Mind the whole server.', whitelist: [moderatorA] };
      const res = await page().save({ version: before.version, everyoneSettings });
      expect(res.statusCode, res.body).toBe(200);
      expect(await page().current()).toEqual({ ...before, version: before.version + 1, everyoneSettings });
    });

    test('refuses a save that carries no tab, and one from an older version, writing nothing', async () => {
      const before = await page().current();
      const empty = await page().save({ version: before.version });
      expect(empty.statusCode).toBe(400);
      const stale = await page().save({ version: before.version - 1, msgSettings: before.msgSettings });
      expect(stale.statusCode).toBe(409);
      expect(await page().current()).toEqual(before);
    });

    const refused: Change<PingsSettings>[] = [
      [
        'a ghost-message period over 15 minutes',
        (s) => ({ ...s, msgSettings: { ...s.msgSettings, time: 901 } }),
        'msgSettings.time',
        'out_of_range',
      ],
      [
        'a ghost-ping period over 15 minutes',
        (s) => ({ ...s, ghostSettings: { ...s.ghostSettings, time: 960 } }),
        'ghostSettings.time',
        'out_of_range',
      ],
      [
        'a negative period',
        (s) => ({ ...s, ghostSettings: { ...s.ghostSettings, time: -1 } }),
        'ghostSettings.time',
        'out_of_range',
      ],
      [
        'an @everyone level above 6',
        (s) => ({ ...s, everyoneSettings: { ...s.everyoneSettings, level: 7 } }),
        'everyoneSettings.level',
        'out_of_range',
      ],
      [
        'a whitelist role of another server',
        (s) => ({ ...s, everyoneSettings: { ...s.everyoneSettings, whitelist: [funA, moderatorB] } }),
        'everyoneSettings.whitelist.1',
        'not_in_guild',
      ],
      [
        'a whitelist role listed twice',
        (s) => ({ ...s, msgSettings: { ...s.msgSettings, whitelist: [funA, funA] } }),
        'msgSettings.whitelist.1',
        'duplicate',
      ],
      [
        'a trigger that is not a yes or no',
        (s) => ({ ...s, ghostSettings: { ...s.ghostSettings, users: 'yes' } }),
        'ghostSettings.users',
        'invalid_type',
      ],
      [
        'a forum for ghost messages',
        (s) => ({ ...s, msgSettings: { ...s.msgSettings, channel: ideasForumA } }),
        'msgSettings.channel',
        'channel_type',
      ],
    ];
    test.each(refused)('refuses %s with 400 naming the field, and writes nothing', (_, change, path, code) =>
      page().expectRefused(change, path, code),
    );
  });
});
