import type { Language } from '@hoshi/contracts';

/** A Discord timestamp: the date, and "in 3 days", in each reader's own time zone. */
const when = (ms: number) => `<t:${Math.floor(ms / 1000)}:f> (<t:${Math.floor(ms / 1000)}:R>)`;

/** What a warnings rule did, worded for the announcement and the moderator's reply. */
export type RuleOutcome =
  { kind: 'role'; roleId: string } | { kind: 'timeout'; days: number } | { kind: 'ban' };

/**
 * What the bot writes about warnings (docs/product.md#moderation), in the server's bot language:
 * the commands' descriptions, the moderator's private replies, the announcement in the warnings
 * channel and the member's DM.
 */
const WORDS = {
  en: {
    refused: 'You need the Moderate Members permission to use this command.',
    notInServer: 'This command works only in a server.',
    notBot: 'Bots cannot be warned.',
    notSelf: 'You cannot warn yourself.',
    warned: (user: string, number: number, level: number) =>
      `Warned ${user} (case #${number}). Active warnings: ${level}.`,
    alreadyDone: (number: number) => `This was recorded already as case #${number}.`,
    dmFailed: 'They could not be told by DM (their DMs are closed to Hoshi).',
    ruleApplied: (outcome: RuleOutcome) =>
      outcome.kind === 'role'
        ? `The warnings role <@&${outcome.roleId}> was given.`
        : outcome.kind === 'timeout'
          ? `Timed out for ${outcome.days} ${outcome.days === 1 ? 'day' : 'days'}.`
          : 'Banned from the server.',
    noRole: 'A rule gives the warnings role, but no role is chosen on the warnings page.',
    announce: (user: string, moderator: string, number: number, level: number, reason: string) =>
      `⚠️ ${user} was warned by ${moderator} (case #${number}, active warnings: ${level}).\nReason: ${reason}`,
    announceRemoved: (user: string, moderator: string, warning: number, number: number, level: number) =>
      `✅ ${moderator} removed warning #${warning} of ${user} (case #${number}, active warnings: ${level}).`,
    dm: (server: string, reason: string, level: number) =>
      `You were warned in **${server}**.\nReason: ${reason}\nActive warnings: ${level}.`,
    dmRule: (outcome: RuleOutcome) =>
      outcome.kind === 'role'
        ? 'You were given the warnings role.'
        : outcome.kind === 'timeout'
          ? `You are timed out for ${outcome.days} ${outcome.days === 1 ? 'day' : 'days'}.`
          : 'You are banned from the server.',
    list: (user: string, level: number) =>
      level === 0
        ? `${user} has no active warnings.`
        : `${user} has ${level} active ${level === 1 ? 'warning' : 'warnings'}:`,
    listLine: (number: number, reason: string, moderator: string, at: number, until: number | null) =>
      `**#${number}** ${reason} — ${moderator}, ${when(at)}${until === null ? '' : ` · wears off ${when(until)}`}`,
    more: (n: number) => `… and ${n} more.`,
    noSuchWarning: (number: number, user: string) => `Case #${number} is not an active warning of ${user}.`,
    removed: (number: number, user: string, level: number, caseNumber: number) =>
      `Removed warning #${number} of ${user} (case #${caseNumber}). Active warnings: ${level}.`,
    roleTaken: (roleId: string) => `The warnings role <@&${roleId}> was taken back.`,
    ruleReason: (level: number) => `Warnings: level ${level} reached`,
    roleBackReason: 'Warnings: level fell below the role rule',
  },
  ja: {
    refused: 'このコマンドを使うには「メンバーをタイムアウト」の権限が必要です。',
    notInServer: 'このコマンドはサーバーの中でだけ使えます。',
    notBot: 'ボットには警告できません。',
    notSelf: '自分自身には警告できません。',
    warned: (user: string, number: number, level: number) =>
      `${user} に警告しました（ケース #${number}）。有効な警告: ${level} 件。`,
    alreadyDone: (number: number) => `これはケース #${number} としてすでに記録されています。`,
    dmFailed: 'DM で知らせることはできませんでした（Hoshi からの DM を受け付けていません）。',
    ruleApplied: (outcome: RuleOutcome) =>
      outcome.kind === 'role'
        ? `警告ロール <@&${outcome.roleId}> を付けました。`
        : outcome.kind === 'timeout'
          ? `${outcome.days} 日間タイムアウトしました。`
          : 'サーバーから BAN しました。',
    noRole: '警告ロールを付けるルールがありますが、警告ページでロールが選ばれていません。',
    announce: (user: string, moderator: string, number: number, level: number, reason: string) =>
      `⚠️ ${moderator} が ${user} に警告しました（ケース #${number}、有効な警告: ${level} 件）。\n理由: ${reason}`,
    announceRemoved: (user: string, moderator: string, warning: number, number: number, level: number) =>
      `✅ ${moderator} が ${user} の警告 #${warning} を取り消しました（ケース #${number}、有効な警告: ${level} 件）。`,
    dm: (server: string, reason: string, level: number) =>
      `**${server}** で警告を受けました。\n理由: ${reason}\n有効な警告: ${level} 件。`,
    dmRule: (outcome: RuleOutcome) =>
      outcome.kind === 'role'
        ? '警告ロールが付けられました。'
        : outcome.kind === 'timeout'
          ? `${outcome.days} 日間タイムアウトされています。`
          : 'サーバーから BAN されました。',
    list: (user: string, level: number) =>
      level === 0 ? `${user} に有効な警告はありません。` : `${user} の有効な警告: ${level} 件`,
    listLine: (number: number, reason: string, moderator: string, at: number, until: number | null) =>
      `**#${number}** ${reason} — ${moderator}、${when(at)}${until === null ? '' : ` · 失効 ${when(until)}`}`,
    more: (n: number) => `…ほか ${n} 件。`,
    noSuchWarning: (number: number, user: string) =>
      `ケース #${number} は ${user} の有効な警告ではありません。`,
    removed: (number: number, user: string, level: number, caseNumber: number) =>
      `${user} の警告 #${number} を取り消しました（ケース #${caseNumber}）。有効な警告: ${level} 件。`,
    roleTaken: (roleId: string) => `警告ロール <@&${roleId}> を外しました。`,
    ruleReason: (level: number) => `警告: レベル ${level} に到達`,
    roleBackReason: '警告: レベルがロールのルールより下がった',
  },
} as const satisfies Record<Language, unknown>;

export type WarningWords = (typeof WORDS)[Language];
export const warningWords = (lang: Language): WarningWords => WORDS[lang];

/**
 * The warnings' slash commands as Discord shows them: English names and descriptions, with the
 * Japanese ones as Discord's localizations (a member whose Discord is in Japanese reads those).
 */
export const WARNING_COMMAND_TEXT = {
  warn: {
    description: { en: 'Warn a member, with a reason', ja: 'メンバーに理由を付けて警告する' },
    user: { en: 'The member to warn', ja: '警告するメンバー' },
    reason: { en: 'Why (the member is told)', ja: '理由（メンバーに伝えられます）' },
  },
  warnings: {
    description: { en: 'A member’s active warnings', ja: 'メンバーの有効な警告' },
    user: { en: 'The member', ja: 'メンバー' },
  },
  unwarn: {
    description: { en: 'Remove one of a member’s warnings', ja: 'メンバーの警告を 1 件取り消す' },
    user: { en: 'The member', ja: 'メンバー' },
    case: { en: 'The warning’s case number', ja: '警告のケース番号' },
  },
} as const;
