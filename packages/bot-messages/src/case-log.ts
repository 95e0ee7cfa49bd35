import type { CaseType, Language } from '@hoshi/contracts';

/** What a case's log entry says, in the server's bot language. */
const WORDS = {
  en: {
    title: (number: number, type: string) => `Case #${number} · ${type}`,
    member: 'Member',
    moderator: 'Moderator',
    hoshi: 'Hoshi (automatic)',
    reason: 'Reason',
    noReason: 'No reason given',
    rule: 'Rule',
    until: 'Until',
    messages: 'Messages',
    type: {
      warn: 'Warning',
      unwarn: 'Warning removed',
      timeout: 'Timeout',
      untimeout: 'Timeout lifted',
      kick: 'Kick',
      ban: 'Ban',
      unban: 'Unban',
      antispam: 'Anti-spam',
      ping: 'Ping moderation',
    } satisfies Record<CaseType, string>,
  },
  ja: {
    title: (number: number, type: string) => `ケース #${number} · ${type}`,
    member: 'メンバー',
    moderator: 'モデレーター',
    hoshi: 'Hoshi（自動）',
    reason: '理由',
    noReason: '理由なし',
    rule: 'ルール',
    until: '期限',
    messages: 'メッセージ',
    type: {
      warn: '警告',
      unwarn: '警告の取り消し',
      timeout: 'タイムアウト',
      untimeout: 'タイムアウト解除',
      kick: 'キック',
      ban: 'BAN',
      unban: 'BAN 解除',
      antispam: 'スパム対策',
      ping: 'メンション管理',
    } satisfies Record<CaseType, string>,
  },
} as const satisfies Record<Language, unknown>;

export type CaseLogWords = (typeof WORDS)[Language];
export const caseLogWords = (lang: Language): CaseLogWords => WORDS[lang];
