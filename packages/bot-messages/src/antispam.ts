import type { Language } from '@hoshi/contracts';

/** The rules anti-spam judges by (apps/bot/src/modules/antispam/rules.ts). */
export type SpamRule = 'rate' | 'channelRate' | 'duplicates' | 'mentions' | 'attachments' | 'invites';

/**
 * What anti-spam writes, in the server's bot language: the report in the reports channel (which
 * the moderators read) and the answers to its Undo button.
 */
const en = {
  rule: {
    rate: 'too many messages across the server',
    channelRate: 'too many messages in one channel',
    duplicates: 'the same message again and again',
    mentions: 'too many mentions',
    attachments: 'too many attachments',
    invites: 'invites to other servers',
  } satisfies Record<SpamRule, string>,
  report: (member: string, rule: string, count: number, until: string) =>
    `🛡️ ${member} was timed out until ${until} for spam: ${rule}. ${count} message${count === 1 ? '' : 's'} deleted.`,
  caseRef: (number: number) => `Case #${number}.`,
  messagesHeading: 'Deleted messages',
  attachmentOnly: '(attachments only)',
  undo: 'Undo timeout',
  undone: (member: string, moderator: string) => `↩️ ${moderator} lifted ${member}'s timeout.`,
  undoReason: 'Anti-spam timeout undone',
  undoRefused: 'Only members who can time out members (Moderate Members) may undo this.',
  undoFailed: 'The timeout could not be lifted: Hoshi may lack Moderate Members, or the member left.',
};

const ja: typeof en = {
  rule: {
    rate: 'サーバー全体での連続投稿',
    channelRate: '一つのチャンネルでの連続投稿',
    duplicates: '同じメッセージの繰り返し',
    mentions: 'メンションのしすぎ',
    attachments: '添付ファイルのしすぎ',
    invites: '他のサーバーへの招待',
  } satisfies Record<SpamRule, string>,
  report: (member: string, rule: string, count: number, until: string) =>
    `🛡️ ${member} をスパム（${rule}）のため ${until} までタイムアウトしました。削除したメッセージ: ${count} 件。`,
  caseRef: (number: number) => `ケース #${number}。`,
  messagesHeading: '削除したメッセージ',
  attachmentOnly: '（添付ファイルのみ）',
  undo: 'タイムアウトを取り消す',
  undone: (member: string, moderator: string) =>
    `↩️ ${moderator} が ${member} のタイムアウトを解除しました。`,
  undoReason: 'スパム対策のタイムアウトを取り消し',
  undoRefused: 'この操作は「メンバーをタイムアウト」の権限を持つメンバーだけができます。',
  undoFailed:
    'タイムアウトを解除できませんでした。Hoshi に「メンバーをタイムアウト」の権限がないか、メンバーが退出しています。',
};

export type AntispamWords = typeof en;

export const antispamWords = (lang: Language): AntispamWords => (lang === 'ja' ? ja : en);
