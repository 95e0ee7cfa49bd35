import type { Language } from '@hoshi/contracts';

/**
 * What the ban appeals write (docs/product.md#ban-appeals), in the server's bot language: the
 * appeal as posted in the ban-appeals channel, its buttons and their answers, and the line the
 * warnings rule "ban" adds to its DM.
 */
const en = {
  posted: (user: string, number: number) => `📨 Ban appeal #${number} from ${user}`,
  why: 'Why should the ban be lifted?',
  differently: 'What will you do differently?',
  banReason: (reason: string) => `Ban reason: ${reason}`,
  caseRef: (number: number) => `Case #${number}.`,
  approve: 'Approve',
  deny: 'Deny',
  block: 'Deny and block',
  approved: (moderator: string) => `✅ Approved by ${moderator}: the ban is lifted.`,
  denied: (moderator: string) => `❌ Denied by ${moderator}.`,
  blocked: (moderator: string) => `⛔ Denied and blocked by ${moderator}: no further appeals.`,
  unbanReason: (number: number) => `Ban appeal #${number} approved`,
  refused: 'Only members who can ban members (Ban Members) may decide appeals.',
  decidedAlready: 'This appeal has been decided already.',
  unbanFailed: 'The ban could not be lifted: Hoshi may lack Ban Members.',
  dmLink: (link: string) => `You can appeal the ban here: ${link}`,
};

const ja: typeof en = {
  posted: (user: string, number: number) => `📨 ${user} からの BAN 解除申請 #${number}`,
  why: 'BAN を解除すべき理由',
  differently: '今後どう行動を変えるか',
  banReason: (reason: string) => `BAN の理由: ${reason}`,
  caseRef: (number: number) => `ケース #${number}。`,
  approve: '承認',
  deny: '却下',
  block: '却下してブロック',
  approved: (moderator: string) => `✅ ${moderator} が承認しました。BAN を解除しました。`,
  denied: (moderator: string) => `❌ ${moderator} が却下しました。`,
  blocked: (moderator: string) => `⛔ ${moderator} が却下し、以後の申請をブロックしました。`,
  unbanReason: (number: number) => `BAN 解除申請 #${number} を承認`,
  refused: 'この操作は「メンバーを BAN」の権限を持つメンバーだけができます。',
  decidedAlready: 'この申請はすでに処理されています。',
  unbanFailed: 'BAN を解除できませんでした。Hoshi に「メンバーを BAN」の権限がない可能性があります。',
  dmLink: (link: string) => `BAN の解除はこちらから申請できます: ${link}`,
};

export type AppealWords = typeof en;

export const appealWords = (lang: Language): AppealWords => (lang === 'ja' ? ja : en);
