import { DEMO } from '@hoshi/discord-emulator';
import {
  EXPORT_FORMAT,
  GREETINGS_DEFAULTS,
  IMPORT_MAX_BYTES,
  VCALERTS_DEFAULTS,
  XP_DEFAULTS,
  type ExportDocument,
  type HistoryAnswer,
  type ImportAnswer,
} from '@hoshi/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { schema } from '@hoshi/db';

const { auditLog, guildSettings } = schema;
import { describeApp, GUILDS } from './helpers.ts';

const { A, B } = GUILDS;
const { welcomeA, generalA, afkVoiceA, loungeVoiceA } = DEMO.channels;
const { memberA, funA } = DEMO.roles;
/** The same slot in Night Sky Club (guild B): ids differ by the guild's digit. */
const inB = (id: string) => `${id.slice(0, 13)}2${id.slice(14)}`;

/**
 * Star Lounge (A) and Night Sky Club (B) share most channel and role names; B's #general is
 * #night-chat, its Lounge voice channel is Observatory and its fun role is Night Owls, so those
 * find no namesake there.
 */
describeApp('export and import of a server’s settings', {}, (test, the) => {
  const save = async (guild: string, page: string, settings: object) => {
    const res = await the.app.inject({
      method: 'POST',
      url: `/api/save/guilds/${guild}/${page}`,
      headers: the.akari.headers,
      payload: { ...settings, token: the.akari.token },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const exported = async (guild: string) => {
    const res = await the.app.inject({ url: `/api/guilds/${guild}/export`, headers: the.akari.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    return res.json<ExportDocument>();
  };
  const importInto = (guild: string, document: unknown, preview: boolean, headers = the.akari.headers) =>
    the.app.inject({
      method: 'POST',
      url: `/api/guilds/${guild}/import`,
      headers,
      payload: { document, preview, token: the.akari.token },
    });
  const written = async () => ({
    settings: await the.app.db.select().from(guildSettings).where(eq(guildSettings.guildId, B)),
    audits: (await the.app.db.select().from(auditLog)).length,
  });

  test('exports every settings page with the names of the channels and roles it holds', async () => {
    await save(A, 'greetings', {
      ...GREETINGS_DEFAULTS,
      join: { ...GREETINGS_DEFAULTS.join, message: 'Hello from A', channel: welcomeA },
      leave: { ...GREETINGS_DEFAULTS.leave, channel: generalA },
    });
    await save(A, 'xp', {
      ...XP_DEFAULTS,
      rate: 2,
      exempt: [generalA, afkVoiceA],
      lvlroles: { '5': memberA, '10': funA },
    });
    await save(A, 'vcalerts', { ...VCALERTS_DEFAULTS, channel: loungeVoiceA, role: funA });

    const doc = await exported(A);
    expect(doc).toMatchObject({ format: EXPORT_FORMAT, version: 1, server: { id: A, name: 'Star Lounge' } });
    expect(Object.keys(doc.pages)).toEqual(
      expect.arrayContaining(['greetings', 'xp', 'roles', 'vcalerts', 'boosts', 'pings', 'logs']),
    );
    expect(doc.pages.greetings).toEqual({
      join: { message: 'Hello from A', channel: welcomeA, style: 'text' },
      leave: { ...GREETINGS_DEFAULTS.leave, channel: generalA },
    });
    expect(doc.pages.greetings).not.toHaveProperty('version');
    expect(doc.channels[welcomeA]).toEqual({ name: 'welcome', type: 0 });
    expect(doc.channels[loungeVoiceA]).toEqual({ name: 'Lounge', type: 2 });
    expect(doc.roles[funA]).toEqual({ name: 'Stargazers' });
  });

  test('a preview into the other server matches channels and roles by name and type, lists the rest, writes nothing', async () => {
    const doc = await exported(A);
    const before = await written();
    const res = await importInto(B, doc, true);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<ImportAnswer>();
    expect(answer).toMatchObject({ id: B, source: { id: A, name: 'Star Lounge' }, applied: [] });
    expect(await written()).toEqual(before);

    const page = (name: string) => answer.pages.find((p) => p.page === name)!;
    expect(page('greetings')).toMatchObject({ state: 'change', issues: [] });
    expect(page('greetings').changes).toEqual([
      { field: 'join.message', kind: 'text', before: GREETINGS_DEFAULTS.join.message, after: 'Hello from A' },
      // #welcome has a namesake of its type in B; #general (B's is #night-chat) has none: left empty.
      { field: 'join.channel', kind: 'channel', before: null, after: inB(welcomeA) },
    ]);
    expect(page('xp').changes).toEqual(
      expect.arrayContaining([
        { field: 'rate', kind: 'number', before: 1, after: 2 },
        // AFK is a voice channel in both; #general has none.
        { field: 'exempt', kind: 'list', of: 'channel', before: [], after: [inB(afkVoiceA)] },
        // Member matches; Stargazers (B has Night Owls) does not, so its level is dropped.
        { field: 'lvlroles', kind: 'list', of: 'role', before: {}, after: { '5': inB(memberA) } },
      ]),
    );
    // Lounge is Observatory in B, the role has no namesake: the page saves with both empty.
    expect(page('vcalerts').state).toBe('same');
    expect(page('antispam').state).toBe('same');
    expect(answer.names[inB(welcomeA)]).toBe('welcome');
    expect(answer.names[inB(memberA)]).toBe('Member');

    expect(answer.unmatched).toEqual(
      expect.arrayContaining([
        { kind: 'channel', id: generalA, name: 'general', type: 0, pages: ['greetings', 'xp'] },
        { kind: 'channel', id: loungeVoiceA, name: 'Lounge', type: 2, pages: ['vcalerts'] },
        { kind: 'role', id: funA, name: 'Stargazers', type: null, pages: ['xp', 'vcalerts'] },
      ]),
    );
    expect(answer.unmatched).toHaveLength(3);
  });

  test('applying saves each changed page once, each in the history; importing again changes nothing', async () => {
    const doc = await exported(A);
    const res = await importInto(B, doc, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ImportAnswer>().applied).toEqual(['greetings', 'xp']);

    const greetings = await the.app.inject({
      url: `/api/guilds/${B}/info/greetings`,
      headers: the.akari.headers,
    });
    expect(greetings.json().settings.join).toEqual({
      message: 'Hello from A',
      channel: inB(welcomeA),
      style: 'text',
    });
    const history = await the.app.inject({ url: `/api/guilds/${B}/history`, headers: the.akari.headers });
    const entries = history.json<HistoryAnswer>().entries;
    expect(entries.slice(0, 2).map((e) => [e.action, e.page])).toEqual([
      ['save', 'xp'],
      ['save', 'greetings'],
    ]);

    const before = await written();
    const again = await importInto(B, doc, false);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<ImportAnswer>().applied).toEqual([]);
    expect(again.json<ImportAnswer>().pages.every((p) => p.state === 'same')).toBe(true);
    expect(await written()).toEqual(before);
  });

  test('a page that fails its rules is reported in the preview and left as it is; the other pages are applied', async () => {
    const doc = await exported(A);
    const broken = structuredClone(doc);
    broken.pages.greetings = {
      ...broken.pages.greetings,
      join: { message: 'x'.repeat(2001), channel: null, style: 'text' },
    };
    broken.pages.xp = { ...broken.pages.xp, rate: 3 };

    const preview = await importInto(B, broken, true);
    expect(preview.statusCode, preview.body).toBe(200);
    const greetings = preview.json<ImportAnswer>().pages.find((p) => p.page === 'greetings')!;
    expect(greetings.state).toBe('invalid');
    expect(greetings.issues).toEqual([expect.objectContaining({ path: 'join.message', code: 'too_long' })]);

    const stored = await the.app.inject({
      url: `/api/guilds/${B}/info/greetings`,
      headers: the.akari.headers,
    });
    const apply = await importInto(B, broken, false);
    expect(apply.statusCode, apply.body).toBe(200);
    expect(apply.json<ImportAnswer>().applied).toEqual(['xp']);
    const after = await the.app.inject({
      url: `/api/guilds/${B}/info/greetings`,
      headers: the.akari.headers,
    });
    // Not half-applied: the refused page keeps its document and version.
    expect(after.json().settings).toEqual(stored.json().settings);
    const xp = await the.app.inject({ url: `/api/guilds/${B}/info/xp`, headers: the.akari.headers });
    expect(xp.json().settings.rate).toBe(3);
  });

  test('refuses another format, another version, a damaged document and one over 1 MB, with their codes', async () => {
    const doc = await exported(A);
    const before = await written();
    const code = async (document: unknown, status = 400) => {
      const res = await importInto(B, document, false);
      expect(res.statusCode, res.body).toBe(status);
      return res.json<{ error: { code: string } }>().error.code;
    };
    expect(await code({ hello: 'world' })).toBe('import_format');
    expect(await code('not even an object')).toBe('import_format');
    expect(await code({ ...doc, format: 'other-bot' })).toBe('import_format');
    expect(await code({ ...doc, version: 2 })).toBe('import_version');
    expect(await code({ ...doc, pages: { greetings: 'text' } })).toBe('import_format');
    expect(await code({ ...doc, pages: { unknownPage: {} } })).toBe('import_format');
    expect(await code({ ...doc, padding: 'x'.repeat(IMPORT_MAX_BYTES + 2048) }, 413)).toBe(
      'import_too_large',
    );
    expect(await written()).toEqual(before);
    // The route's own limit, not the server's 256 KiB one: a document of half a megabyte is read.
    const large = await importInto(B, { ...doc, padding: 'x'.repeat(500_000) }, true);
    expect(large.statusCode, large.body).toBe(200);
  });

  test('only a manager of the target server may import into it or export it', async () => {
    const doc = await exported(A);
    // mika does not manage Night Sky Club.
    const res = await importInto(B, doc, false, the.mika.headers);
    expect(res.statusCode).toBe(403);
    const exportAsMika = await the.app.inject({ url: `/api/guilds/${B}/export`, headers: the.mika.headers });
    expect(exportAsMika.statusCode).toBe(403);
  });
});
