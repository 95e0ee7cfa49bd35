import { afterAll, describe, expect, it } from 'vitest';
import type { FieldChange } from '@hoshi/contracts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { changeWords } from './change-words.ts';

afterAll(() => i18n.changeLanguage('en'));

const names = { '200000000000000002': 'welcome', '100000000000000003': 'Member' };
const change = (c: Partial<FieldChange> & Pick<FieldChange, 'field' | 'kind'>): FieldChange => ({
  before: null,
  after: null,
  ...c,
});

describe('a history change is worded by its field kind, in the reader language', () => {
  it('words every kind in English', async () => {
    await i18n.changeLanguage('en');
    const t = i18n.t;
    const say = (page: string, c: FieldChange) => changeWords(t, page, c, names);
    expect(
      say(
        'greetings',
        change({ field: 'join.message', kind: 'text', before: 'Hi', after: 'Welcome !USER!' }),
      ),
    ).toBe('Join › Message: “Hi” → “Welcome !USER!”');
    expect(
      say(
        'greetings',
        change({ field: 'join.channel', kind: 'channel', before: null, after: '200000000000000002' }),
      ),
    ).toMatch(/: \(empty\) → #welcome$/);
    expect(say('xp', change({ field: 'rate', kind: 'number', before: 1, after: 2 }))).toMatch(/: 1 → 2$/);
    expect(say('xp', change({ field: 'rate', kind: 'choice', before: 1, after: 3 }))).toMatch(/: 1 → 3$/);
    expect(say('xp', change({ field: 'rate', kind: 'switch', before: false, after: true }))).toMatch(
      /: Off → On$/i,
    );
    expect(
      say('roles', change({ field: 'x', kind: 'role', before: '100000000000000003', after: '9' })),
    ).toMatch(/: @Member → a deleted role$/);
    expect(
      say(
        'xp',
        change({ field: 'exempt', kind: 'list', of: 'channel', before: [], after: ['200000000000000002'] }),
      ),
    ).toMatch(/: \(empty\) → #welcome$/);
    expect(
      say('language', change({ field: '', kind: 'other', before: { lang: 'en' }, after: { lang: 'ja' } })),
    ).toBe('Settings: changed → changed');
  });

  it('words them in Japanese', async () => {
    await i18n.changeLanguage('ja');
    const t = i18n.t;
    const said = changeWords(
      t,
      'greetings',
      change({ field: 'join.message', kind: 'text', before: 'Hi', after: 'Welcome !USER!' }),
      names,
    );
    expect(said).toBe('参加 › メッセージ：「Hi」 → 「Welcome !USER!」');
    expect(said).not.toMatch(/join|message/);
    expect(
      changeWords(
        t,
        'xp',
        change({
          field: 'exempt',
          kind: 'list',
          of: 'channel',
          before: [],
          after: ['200000000000000002', '5'],
        }),
        names,
      ),
    ).toMatch(/：（空） → #welcome、削除されたチャンネル$/);
  });
});
