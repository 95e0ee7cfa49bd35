import {
  AuditLogEvent,
  Routes,
  type GatewayMessageCreateDispatchData,
  type GatewayMessageDeleteBulkDispatchData,
  type GatewayMessageDeleteDispatchData,
  type GatewayMessageUpdateDispatchData,
  type RESTGetAPIAuditLogResult,
} from 'discord-api-types/v10';
import { pingsSettings, type Language, type PingsSettings } from '@hoshi/contracts';
import { pingWords, type PingWords } from '@hoshi/bot-messages';
import { deletedByBot } from '@hoshi/db';
import type { Action } from '../../core/types.ts';
import { targetChannel } from '../../core/text-channel.ts';
import * as world from '../../runtime/world.ts';
import { openCase } from '../cases/store.ts';
import { defineModule, type MessageEvent, type ModuleRuntime } from '../module.ts';
import {
  CLEAN_AFTER_MS,
  dropped,
  EVERYONE_TIMEOUT_MS,
  everyoneWithoutPermission,
  keepMs,
  pingedAny,
  pingedBy,
  whitelisted,
  type Pinged,
} from './rules.ts';

/** A message remembered while a window may still need it (its text only for ghost messages). */
interface Kept {
  id: string;
  channelId: string;
  authorId: string;
  /** Its own time (Discord's timestamp). */
  at: number;
  /** What it said, kept only when it would be a ghost message. */
  content: string | null;
  attachments: string[];
  /** What it pinged that a ghost ping counts (empty when its author is whitelisted). */
  pinged: Pinged;
}

/** Discord's longest window (15 min) and a minute more: how far back Hoshi's own deletions are looked up. */
const OWN_DELETIONS_S = 16 * 60;
/** How often what no window needs any more is forgotten, in guilds gone quiet. */
const SWEEP_MS = 15_000;
/** Audit log entries remembered per guild (how many of their deletions were accounted for). */
const ENTRIES_KEPT = 200;
/** Discord's limit for a message's content. */
const CONTENT_MAX = 2000;

export interface PingsRuntime extends ModuleRuntime {
  /** What the module acted on since start, and how many messages it holds now (the tests read them). */
  stats: {
    ghostMessages: number;
    ghostPings: number;
    everyone: number;
    /** Deletions seen and decided (whoever deleted, whatever came of it). */
    deletes: number;
    kept: () => number;
  };
}

/** A message of Hoshi's: its lines (empty ones left out), within Discord's limit, pinging nobody. */
const post = (channelId: string, lines: readonly string[]): Action => ({
  type: 'send',
  channelId,
  content: lines.filter(Boolean).join('\n').slice(0, CONTENT_MAX),
  // Naming is enough: nobody is pinged (again).
  mentions: { users: [], roles: [] },
});

const mention = {
  user: (id: string) => `<@${id}>`,
  role: (id: string) => `<@&${id}>`,
};

/**
 * Ping moderation (docs/product.md#ping-moderation): ghost messages (a message its author deleted
 * within `msgSettings.time`: its text posted to `msgSettings.channel`), ghost pings (a message
 * that pinged users, roles or everyone, per the toggles, deleted or edited to drop the ping within
 * `ghostSettings.time`: called out in its channel) and @everyone / @here from members Discord did
 * not let ping everyone (deleted, a timeout of the level's length, the level's message posted, a
 * case opened). Each tab's whitelisted roles are exempt; bots and webhooks are never judged.
 * Messages are remembered only while a window in use may still need them. Every action goes
 * through the intake by the message's id, so a replay or a second process acts once.
 * Record: docs/decisions/0094-ping-moderation.md.
 */
export const pingsModule = defineModule({
  name: 'pings',
  pages: ['pings'],
  collections: [],
  events: ['messageCreate', 'messageUpdate', 'messageDelete', 'messageDeleteBulk'],
  // A ghost message is posted with what it said: the privileged intent.
  messageContent: true,
  start(context): PingsRuntime {
    const { client, rest, log } = context;
    /** guild → message id → what a window may still need, oldest first. */
    const kept = new Map<string, Map<string, Kept>>();
    /** `${guild}:${member}` → until when their @everyone messages are deleted without a second timeout. */
    const cleaning = new Map<string, number>();
    /** Each guild's messages are handled in the order they arrived (settings are awaited). */
    const lines = new Map<string, Promise<void>>();
    /**
     * Each guild's deletions whose deleter is being looked up, in order (outside the guild's line:
     * its other messages need not wait for Discord's audit log).
     */
    const checks = new Map<string, Promise<void>>();
    /**
     * guild → audit log entry → how many of its deletions are accounted for. Discord folds a
     * moderator's deletions of one member's messages in one channel into one entry and counts
     * them (`options.count`); each deletion takes one.
     */
    const accounted = new Map<string, Map<string, number>>();
    /** Guilds whose audit log Hoshi may not read (told once in the log). */
    const noAuditLog = new Set<string>();
    const stats = {
      ghostMessages: 0,
      ghostPings: 0,
      everyone: 0,
      deletes: 0,
      kept: () => [...kept.values()].reduce((n, m) => n + m.size, 0),
    };

    const botId = () => client.user?.id ?? client.application?.id ?? 'hoshi';

    /** Forgets what no window of the guild needs any more (product.md: kept only as long as needed). */
    const forget = (guildId: string, page: PingsSettings | null) => {
      const messages = kept.get(guildId);
      if (!messages) return;
      const keep = page ? keepMs(page) : 0;
      const now = context.now();
      for (const [id, m] of messages) if (now - m.at > keep) messages.delete(id);
      if (messages.size === 0) kept.delete(guildId);
    };
    const lastPages = new Map<string, PingsSettings>();
    const sweep = setInterval(() => {
      for (const guildId of kept.keys()) forget(guildId, lastPages.get(guildId) ?? null);
      for (const [key, until] of cleaning) if (context.now() > until + CLEAN_AFTER_MS) cleaning.delete(key);
    }, SWEEP_MS);
    sweep.unref();

    /**
     * docs/product.md#ping-moderation, @everyone: the message deleted, the member timed out for the
     * level's length from the message's own time, the level's message posted in its channel and a
     * case opened; their next ones within CLEAN_AFTER_MS are only deleted.
     */
    const everyone = async (d: GatewayMessageCreateDispatchData, page: PingsSettings, lang: Language) => {
      const guildId = d.guild_id!;
      const userId = d.author.id;
      const words = pingWords(lang);
      const at = Date.parse(d.timestamp);
      const deletion: Action = {
        type: 'deleteMessages',
        channelId: d.channel_id,
        messageIds: [d.id],
        reason: words.deletedReason,
      };
      const clean = `${guildId}:${userId}`;
      if (at < (cleaning.get(clean) ?? 0)) {
        context.perform(guildId, `pings:everyone-clean:${d.id}`, [deletion]);
        return;
      }
      cleaning.set(clean, at + CLEAN_AFTER_MS);
      stats.everyone += 1;
      const { level, message } = page.everyoneSettings;
      const until = new Date(at + (EVERYONE_TIMEOUT_MS[level] ?? 0));
      const reason = words.everyoneReason(level);
      // The same key as the actions: a second process, or the event replayed, opens no second case.
      await openCase(context.db, {
        guildId,
        type: 'ping',
        userId,
        moderatorId: botId(),
        reason,
        rule: 'pings:everyone',
        messages: [d],
        until,
        key: `pings:everyone:${d.id}`,
      });
      context.perform(guildId, `pings:everyone:${d.id}`, [
        deletion,
        { type: 'timeout', userId, until: until.toISOString(), reason },
        post(d.channel_id, [
          message,
          words.everyoneAnswer(mention.user(userId), `<t:${Math.floor(until.getTime() / 1000)}:f>`),
        ]),
      ]);
      context.wakeJobs();
    };

    const created = async (d: GatewayMessageCreateDispatchData) => {
      const guildId = d.guild_id;
      if (!guildId || d.webhook_id || d.author.bot || !d.member) return;
      const { settings, lang } = await context.settings(guildId);
      const page = settings.pings;
      lastPages.set(guildId, page);
      const roles = d.member.roles;
      if (
        page.everyoneSettings.level > 0 &&
        everyoneWithoutPermission(d) &&
        !whitelisted(roles, page.everyoneSettings.whitelist)
      )
        return everyone(d, page, lang);
      forget(guildId, page);
      const ghostMessage =
        page.msgSettings.channel !== null &&
        page.msgSettings.time > 0 &&
        !whitelisted(roles, page.msgSettings.whitelist);
      const pinged =
        page.ghostSettings.time > 0 && !whitelisted(roles, page.ghostSettings.whitelist)
          ? pingedBy(d, page.ghostSettings)
          : { users: [], roles: [], everyone: false };
      if (!ghostMessage && !pingedAny(pinged)) return;
      let messages = kept.get(guildId);
      if (!messages) kept.set(guildId, (messages = new Map<string, Kept>()));
      messages.set(d.id, {
        id: d.id,
        channelId: d.channel_id,
        authorId: d.author.id,
        at: Date.parse(d.timestamp),
        content: ghostMessage ? d.content : null,
        attachments: ghostMessage ? d.attachments.map((a) => a.filename) : [],
        pinged,
      });
    };

    const named = (pinged: Pinged, words: PingWords) =>
      words.and([
        ...pinged.users.map(mention.user),
        ...pinged.roles.map(mention.role),
        ...(pinged.everyone ? [words.everyone] : []),
      ]);

    /** The ghost ping's call-out in the channel where the ping was, naming who pinged whom. */
    const callOut = (m: Kept, pinged: Pinged, edited: boolean, page: PingsSettings, words: PingWords) =>
      post(m.channelId, [
        page.ghostSettings.message,
        words.ghostPing(mention.user(m.authorId), named(pinged, words), edited),
      ]);

    /** docs/product.md#ping-moderation: an edit that took a ping away within the window is a ghost ping. */
    const updated = async (d: GatewayMessageUpdateDispatchData) => {
      const guildId = d.guild_id;
      const m = guildId ? kept.get(guildId)?.get(d.id) : undefined;
      if (!guildId || !m || !pingedAny(m.pinged)) {
        if (m && m.content !== null) m.content = d.content;
        return;
      }
      const { settings, lang } = await context.settings(guildId);
      const page = settings.pings;
      const after = pingedBy({ ...d, author: { ...d.author, id: m.authorId } }, page.ghostSettings);
      const gone = dropped(m.pinged, after);
      m.pinged = after;
      if (m.content !== null) m.content = d.content;
      const editedAt = d.edited_timestamp ? Date.parse(d.edited_timestamp) : context.now();
      if (!pingedAny(gone) || editedAt - m.at > page.ghostSettings.time * 1000) return;
      stats.ghostPings += 1;
      context.perform(guildId, `pings:edited:${d.id}:${d.edited_timestamp ?? editedAt}`, [
        callOut(m, gone, true, page, pingWords(lang)),
      ]);
    };

    /**
     * Whether a moderator deleted it: Discord's audit log names who deleted someone else's message
     * (an author's own deletion is not logged), with the author as target and the channel in
     * `options`; an entry made after the message was sent is taken as its deletion.
     */
    const deletedByModerator = async (guildId: string, m: Kept): Promise<boolean> => {
      try {
        const log = (await rest.get(Routes.guildAuditLog(guildId), {
          query: new URLSearchParams({
            action_type: String(AuditLogEvent.MessageDelete),
            target_id: m.authorId,
            limit: '10',
          }),
        })) as RESTGetAPIAuditLogResult;
        let seen = accounted.get(guildId);
        if (!seen) accounted.set(guildId, (seen = new Map<string, number>()));
        let found = false;
        for (const e of [...log.audit_log_entries].reverse()) {
          if (e.user_id === m.authorId || e.options?.channel_id !== m.channelId) continue;
          const count = Number(e.options.count ?? 1);
          // An entry first seen that is older than the message counts deletions from before it.
          const before = seen.get(e.id) ?? (BigInt(e.id) > BigInt(m.id) ? 0 : count);
          const mine = !found && before < count;
          if (mine) found = true;
          seen.delete(e.id);
          seen.set(e.id, mine ? before + 1 : before);
        }
        // The entries most recently looked at are kept (Map order), a bounded number.
        for (const id of seen.keys()) {
          if (seen.size <= ENTRIES_KEPT) break;
          seen.delete(id);
        }
        return found;
      } catch (err) {
        // Without View Audit Log a moderator's deletion cannot be told from the author's.
        if (!noAuditLog.has(guildId)) {
          noAuditLog.add(guildId);
          log.warn(`ping moderation: the audit log of guild ${guildId} is closed to Hoshi: ${String(err)}`);
        }
        return false;
      }
    };

    /**
     * Not the author's own deletion: Hoshi's (recorded before it was sent, by any of its
     * processes) or a moderator's (Discord's audit log).
     */
    const byHoshiOrModerator = async (guildId: string, m: Kept) =>
      (await deletedByBot(context.db, guildId, m.channelId, m.id, OWN_DELETIONS_S)) ||
      (await deletedByModerator(guildId, m));

    /** The ghost message's entry in the ghost-messages channel: who, where, when, and what it said. */
    const ghostEntry = (guildId: string, m: Kept, page: PingsSettings, words: PingWords): Action[] => {
      const guild = client.guilds.cache.get(guildId);
      if (!guild || m.content === null) return [];
      const target = targetChannel(
        world.guildView(guild),
        page.msgSettings.channel,
        pingsSettings.shape.msgSettings.shape.channel,
        'ghost messages',
      );
      if (!target) return [];
      if ('skip' in target) return [target.skip];
      const seconds = Math.max(0, Math.round((context.now() - m.at) / 1000));
      const said = m.content || words.attachmentsOnly(m.attachments.join(', '));
      return [
        post(target.channelId, [
          page.msgSettings.message,
          words.ghostMessage(
            mention.user(m.authorId),
            `<#${m.channelId}>`,
            `<t:${Math.floor(m.at / 1000)}:f>`,
            seconds,
          ),
          said
            .split('\n')
            .map((line) => `> ${line}`)
            .join('\n'),
        ]),
      ];
    };

    /** docs/product.md#ping-moderation: a deletion within a window, by its author (not a moderator, not Hoshi). */
    const deleted = async (d: GatewayMessageDeleteDispatchData) => {
      const guildId = d.guild_id;
      const messages = guildId ? kept.get(guildId) : undefined;
      const m = messages?.get(d.id);
      if (!guildId || !m) {
        stats.deletes += 1;
        return;
      }
      messages?.delete(d.id);
      const { settings, lang } = await context.settings(guildId);
      const page = settings.pings;
      const elapsed = context.now() - m.at;
      const ghostMessage =
        m.content !== null && page.msgSettings.channel !== null && elapsed <= page.msgSettings.time * 1000;
      const ghostPing = pingedAny(m.pinged) && elapsed <= page.ghostSettings.time * 1000;
      if (!ghostMessage && !ghostPing) {
        stats.deletes += 1;
        return;
      }
      // Who deleted it is looked up outside the guild's line: its other messages need not wait.
      const check = (async () => {
        await checks.get(guildId);
        if (await byHoshiOrModerator(guildId, m)) return;
        const words = pingWords(lang);
        const actions = [
          ...(ghostMessage ? ghostEntry(guildId, m, page, words) : []),
          ...(ghostPing ? [callOut(m, m.pinged, false, page, words)] : []),
        ];
        if (ghostMessage) stats.ghostMessages += 1;
        if (ghostPing) stats.ghostPings += 1;
        if (actions.length > 0) context.perform(guildId, `pings:deleted:${m.id}`, actions);
      })()
        .catch((err: unknown) => log.error(`ping moderation in guild ${guildId}: ${String(err)}`))
        .finally(() => {
          stats.deletes += 1;
        });
      checks.set(guildId, check);
      void check.finally(() => {
        if (checks.get(guildId) === check) checks.delete(guildId);
      });
    };

    /**
     * Discord's bulk delete (Manage Messages, 2 to 100 at once) and a ban's purge are a moderator's
     * or a bot's, never an author's own: no ghost; what was kept for them is forgotten at once.
     */
    const deletedInBulk = (d: GatewayMessageDeleteBulkDispatchData) => {
      const messages = d.guild_id ? kept.get(d.guild_id) : undefined;
      for (const id of d.ids) messages?.delete(id);
      if (d.guild_id && messages?.size === 0) kept.delete(d.guild_id);
      stats.deletes += d.ids.length;
    };

    const handle = (event: MessageEvent) => {
      switch (event.kind) {
        case 'messageCreate':
          return created(event.message);
        case 'messageUpdate':
          return updated(event.message);
        case 'messageDelete':
          return deleted(event.message);
        case 'messageDeleteBulk':
          return deletedInBulk(event.message);
        default:
          return undefined;
      }
    };

    const idle = async () => {
      while (lines.size > 0 || checks.size > 0) await Promise.all([...lines.values(), ...checks.values()]);
    };

    return {
      stats,
      message(event) {
        const guildId = event.message.guild_id;
        if (!guildId) return;
        const next = (lines.get(guildId) ?? Promise.resolve())
          .then(() => handle(event))
          .catch((err: unknown) => log.error(`ping moderation in guild ${guildId}: ${String(err)}`));
        lines.set(guildId, next);
        void next.finally(() => {
          if (lines.get(guildId) === next) lines.delete(guildId);
        });
      },
      settingsChanged(guildId) {
        // A window shortened or turned off: what it no longer needs is forgotten at once.
        void context.settings(guildId).then(
          ({ settings }) => {
            lastPages.set(guildId, settings.pings);
            forget(guildId, settings.pings);
          },
          () => forget(guildId, null),
        );
      },
      idle,
      async stop() {
        clearInterval(sweep);
        await idle();
      },
    };
  },
});
