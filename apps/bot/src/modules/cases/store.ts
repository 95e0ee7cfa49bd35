/**
 * Moderation cases, for every module that acts on a member (warnings, anti-spam, ping
 * moderation): `openCase(db, { guildId, type, userId, moderatorId, reason, rule, messages,
 * until, key })` numbers the guild's next case and records it in one transaction, so two bot
 * processes never number two alike; a `key` (the interaction's or the hit's) makes it once however
 * often an event arrives — opened again, it answers `{ case, created: false }`. Hoshi's own
 * actions name Hoshi (`client.user.id`) as the moderator and the rule that acted in `rule`.
 * Every case is posted to the logs page's channels by the guild's `caseLog` job, queued in the
 * case's transaction (./log.ts); call `wakeJobs()` after opening one so it is posted at once.
 * The table and its numbering: docs/decisions/0091-moderation-cases-and-warnings.md.
 */
export {
  activeWarnings,
  endWarning,
  findCase,
  openCase,
  warningLevel,
  type CaseRow,
  type NewCase,
  type OpenedCase,
} from '@hoshi/db';
