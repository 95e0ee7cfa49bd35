import { afterAll, describe, expect, it } from 'vitest';
import { ISSUE_CODES, type Issue } from '@hoshi/contracts';
import en from '../../locales/en.json';
import ja from '../../locales/ja.json';
import { i18n } from '../../lib/i18n/i18n.ts';
import { describeField, describeIssue, describeProblem } from './field-labels.ts';

const issue = (path: string, code: Issue['code'], params: Issue['params'] = {}): Issue => ({
  path,
  code,
  params,
  message: 'English for logs',
});

afterAll(() => i18n.changeLanguage('en'));

describe('a refused field is named as the page labels it, from the registry', () => {
  it('names nested fields, list items and map keys (en)', async () => {
    await i18n.changeLanguage('en');
    const t = i18n.t;
    expect(describeField(t, 'greetings', 'join.channel')).toBe('Join › Channel');
    expect(describeField(t, 'xp', 'exempt.2')).toBe('Exempt channels › #3');
    expect(describeField(t, 'xp', 'lvlroles.5')).toBe('Level roles › 5');
    expect(describeField(t, 'xp', 'reward.role')).toBe('Reward role › Role');
    expect(describeField(t, 'xp', 'boostBonus')).toBe('Boost multiplier');
  });

  it('names them in Japanese too', async () => {
    await i18n.changeLanguage('ja');
    const t = i18n.t;
    expect(describeField(t, 'greetings', 'leave.message')).toBe('退出 › メッセージ');
    expect(describeField(t, 'xp', 'channel')).toBe('通知チャンネル');
  });
});

describe("issue codes are worded in the reader's language", () => {
  it('has a text for every code in both languages', () => {
    for (const code of ISSUE_CODES) {
      expect(en.errors.issue).toHaveProperty(code);
      expect(ja.errors.issue).toHaveProperty(code);
    }
  });

  it('words ranges, channel types and allowed values with their parameters', async () => {
    await i18n.changeLanguage('en');
    const t = i18n.t;
    expect(describeIssue(t, issue('rate', 'out_of_range', { min: 0, max: 5 }))).toBe('must be from 0 to 5');
    expect(describeIssue(t, issue('exempt.0', 'channel_type', { allowed: [0, 2] }))).toBe(
      'must be a text or voice channel',
    );
    // The allowed values are the document's own codes ("t-1", "ban"): never shown to a person.
    expect(describeIssue(t, issue('join.style', 'one_of', { allowed: ['text', 'card'] }))).toBe(
      'is not one of the choices offered',
    );
    await i18n.changeLanguage('ja');
    const allowed = { allowed: ['role', 't-1', 't-2', 'ban'] };
    expect(describeIssue(i18n.t, issue('rules.2.action', 'one_of', allowed))).not.toMatch(/role|t-1|ban|・/);
    await i18n.changeLanguage('en');
    expect(describeProblem(t, 'greetings', issue('join.message', 'too_long', { max: 2000 }))).toBe(
      'Join › Message is too long (at most 2000 characters)',
    );
  });

  it('never shows the English message inside the Japanese interface', async () => {
    await i18n.changeLanguage('ja');
    const text = describeProblem(
      i18n.t,
      'greetings',
      issue('join.channel', 'channel_type', { allowed: [0] }),
    );
    expect(text).toBe('参加 › チャンネルはテキストチャンネルにしてください');
    expect(text).not.toMatch(/English|type 0/);
  });
});
