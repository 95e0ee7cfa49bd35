import type { Language } from '@hoshi/contracts';

/**
 * What ping moderation writes, in the server's bot language (docs/product.md#ping-moderation):
 * the ghost-messages channel's entries, the ghost-ping call-outs in the channel where the mention
 * was, the @everyone answer, and the reasons Discord's audit log shows for its timeouts.
 */
const en = {
  ghostMessage: (author: string, channel: string, sent: string, seconds: number) =>
    `👻 ${author} deleted a message in ${channel} ${seconds} s after sending it (${sent}):`,
  attachmentsOnly: (names: string) => `(attachments only: ${names})`,
  ghostPing: (author: string, targets: string, edited: boolean) =>
    `👻 ${author} pinged ${targets}, then ${edited ? 'edited the mention away' : 'deleted the message'}.`,
  and: (items: readonly string[]) =>
    items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`,
  everyone: '@everyone',
  everyoneAnswer: (member: string, until: string) =>
    `🚫 ${member}'s message mentioning everyone was deleted; they are timed out until ${until}.`,
  everyoneReason: (level: number) => `ping moderation: @everyone without permission (level ${level})`,
  deletedReason: 'ping moderation: @everyone or @here without Mention Everyone',
};

const ja: typeof en = {
  ghostMessage: (author: string, channel: string, sent: string, seconds: number) =>
    `👻 ${author} が ${channel} のメッセージを送信の ${seconds} 秒後に削除しました（${sent}）：`,
  attachmentsOnly: (names: string) => `（添付ファイルのみ：${names}）`,
  ghostPing: (author: string, targets: string, edited: boolean) =>
    `👻 ${author} が ${targets} にメンションし、その後${edited ? '編集でメンションを消しました' : 'メッセージを削除しました'}。`,
  and: (items: readonly string[]) => items.join('、'),
  everyone: '@everyone',
  everyoneAnswer: (member: string, until: string) =>
    `🚫 ${member} の全員へのメンションを含むメッセージを削除し、${until} までタイムアウトしました。`,
  everyoneReason: (level: number) => `ピングモデレーション：権限のない @everyone（レベル ${level}）`,
  deletedReason:
    'ピングモデレーション：「@everyone、@here、全てのロールにメンション」権限のない @everyone / @here',
};

export type PingWords = typeof en;

export const pingWords = (lang: Language): PingWords => (lang === 'ja' ? ja : en);
