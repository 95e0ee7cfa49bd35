import { Routes, type APIEmbed, type APIMessage } from 'discord-api-types/v10';
import { caseLogWords, type CaseLogWords } from '@hoshi/bot-messages';
import type { CaseType, LogKind, LogsSettings } from '@hoshi/contracts';
import { LOG_GAP_MS, markLogged, unloggedCases, type CaseRow, type JobKind } from '@hoshi/db';
import { HOSHI_GOLD } from '../../core/colors.ts';
import type { JobHandler, JobOutcome } from '../../runtime/jobs.ts';
import type { ModuleContext } from '../module.ts';

export const CASE_LOG_JOBS = ['caseLog'] as const satisfies readonly JobKind[];

/** Discord's most embeds in one message. */
const EMBEDS_PER_MESSAGE = 10;
/** An embed field's value is at most 1024 characters; a reason is kept well inside it. */
const FIELD_MAX = 500;
const EXCERPT = 80;
/** Cases read per run (a run posts at most 10 per channel; cases with no log channel are only marked). */
const READ_AT_ONCE = 50;

/** The logs page's channel for each type of case, beside `master` which gets them all (docs/product.md#moderation). */
const CHANNEL_OF: Record<CaseType, LogKind | null> = {
  warn: 'warnings',
  unwarn: 'warnings',
  timeout: 'timeouts',
  untimeout: 'timeouts',
  antispam: 'timeouts',
  kick: 'bans',
  ban: 'bans',
  unban: 'bans',
  ping: 'ghostMessages',
};

/** The channels a case's entry goes to: master and its type's own (one entry when they are the same channel). */
export function logChannels(logs: LogsSettings, type: CaseType): string[] {
  const own = CHANNEL_OF[type];
  const channels = [logs.master, own ? logs[own] : null].filter((c): c is string => c !== null);
  return [...new Set(channels)];
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A case as its log entry shows it: member, moderator (Hoshi for its own), reason, rule, until, messages. */
export function caseEmbed(row: CaseRow, words: CaseLogWords, botId: string): APIEmbed {
  const type = row.type as CaseType;
  const fields: NonNullable<APIEmbed['fields']> = [
    { name: words.member, value: `<@${row.userId}>`, inline: true },
    {
      name: words.moderator,
      value: row.moderatorId === botId ? words.hoshi : `<@${row.moderatorId}>`,
      inline: true,
    },
    { name: words.reason, value: cut(row.reason || words.noReason, FIELD_MAX) },
  ];
  if (row.rule) fields.push({ name: words.rule, value: cut(row.rule, 100), inline: true });
  if (row.until)
    fields.push({
      name: words.until,
      value: `<t:${Math.floor(row.until.getTime() / 1000)}:f>`,
      inline: true,
    });
  const archived: unknown[] = Array.isArray(row.messages) ? row.messages : [];
  const messages = archived
    .map((m) => (typeof m === 'object' && m !== null && 'content' in m ? String(m.content) : ''))
    .filter(Boolean);
  if (messages.length > 0)
    fields.push({
      name: words.messages,
      value: cut(messages.map((m) => `• ${cut(m.replace(/\s+/g, ' '), EXCERPT)}`).join('\n'), FIELD_MAX),
    });
  return {
    title: words.title(row.number, words.type[type]),
    color: HOSHI_GOLD,
    fields,
    timestamp: row.createdAt.toISOString(),
  };
}

/**
 * The logs page's entries (docs/product.md#moderation): every case to `master`, and to its
 * type's channel (warnings, timeouts, bans, ghost messages). The guild's one `caseLog` job, queued
 * by every case in its transaction and run at most once per LOG_GAP_MS, posts the cases waiting
 * in number order: at most one message per channel per run, each of up to 10 entries, so a burst
 * of cases never passes Discord's 5 messages per 5 s in a channel. A message's nonce is made of
 * its first case, so a run retried after a crash does not post it twice.
 */
export class CaseLog {
  constructor(private readonly context: ModuleContext<'logs'>) {}

  readonly handlers: Record<(typeof CASE_LOG_JOBS)[number], JobHandler> = {
    caseLog: (job, nowMs) => this.post(job.guildId, nowMs),
  };

  private botId(): string {
    const { client } = this.context;
    return client.user?.id ?? client.application?.id ?? 'hoshi';
  }

  private async post(guildId: string, nowMs: number): Promise<JobOutcome> {
    const { settings, lang } = await this.context.settings(guildId);
    const words = caseLogWords(lang);
    const waiting = await unloggedCases(this.context.db, guildId, READ_AT_ONCE);
    if (waiting.length === 0) return { done: true };
    // Each channel's share of this run: its first 10 cases; a case waits while one of its channels is full.
    const batches = new Map<string, CaseRow[]>();
    const posted: CaseRow[] = [];
    for (const row of waiting) {
      const channels = logChannels(settings.logs, row.type as CaseType);
      if (channels.some((c) => (batches.get(c)?.length ?? 0) >= EMBEDS_PER_MESSAGE)) break;
      for (const channel of channels) batches.set(channel, [...(batches.get(channel) ?? []), row]);
      posted.push(row);
    }
    const entries = new Map<number, { channelId: string; messageId: string }>();
    for (const [channelId, rows] of batches) {
      let message: APIMessage;
      try {
        message = (await this.context.rest.post(Routes.channelMessages(channelId), {
          body: {
            nonce: `cl${rows[0]!.number}-${channelId.slice(-8)}`.slice(0, 25),
            enforce_nonce: true,
            allowed_mentions: { parse: [] },
            embeds: rows.map((row) => caseEmbed(row, words, this.botId())),
          },
        })) as APIMessage;
      } catch (err) {
        // A channel gone or closed to Hoshi: its entries are skipped with one line, the rest posted.
        const status = err instanceof Error && 'status' in err ? Number(err.status) : 0;
        if (status === 403 || status === 404) {
          this.context.log.warn(`case log: channel ${channelId} in guild ${guildId} refused: ${String(err)}`);
          continue;
        }
        throw err;
      }
      for (const row of rows)
        if (!entries.has(row.number)) entries.set(row.number, { channelId, messageId: message.id });
    }
    for (const row of posted)
      await markLogged(this.context.db, guildId, [row.number], entries.get(row.number) ?? null);
    const more = posted.length < waiting.length || waiting.length === READ_AT_ONCE;
    return more ? { retryAt: nowMs + LOG_GAP_MS } : { done: true };
  }
}
