import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  InteractionContextType,
  InteractionResponseType,
  InteractionType,
  MessageFlags,
  PermissionFlagsBits,
  Routes,
  type APIApplicationCommandInteractionDataOption,
  type APIChannel,
  type APIChatInputApplicationCommandInteraction,
  type APIInteraction,
  type RESTPostAPIApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import { and, eq, lte } from 'drizzle-orm';
import {
  appealWords,
  WARNING_COMMAND_TEXT,
  warningWords,
  type RuleOutcome,
  type WarningWords,
} from '@hoshi/bot-messages';
import type { Language, WarningsSettings } from '@hoshi/contracts';
import { schema, type JobKind } from '@hoshi/db';
import type { Action } from '../../core/types.ts';
import type { JobHandler, JobOutcome } from '../../runtime/jobs.ts';
import type { ModuleContext } from '../module.ts';
import { activeWarnings, endWarning, findCase, openCase, warningLevel } from '../cases/store.ts';
import { appealLink } from '../appeals/appeals.ts';
import { outcomeOf, roleTakenBack, ruleReached, timeoutEnd, wearsOffAt } from './decide.ts';
import { privateReply } from '../../core/interaction-reply.ts';

/** The warnings' job: a warning wears off (`itemId` is its case number). */
export const WARNING_JOBS = ['warningExpire'] as const satisfies readonly JobKind[];

const REASON_MAX = 500;
/** Discord's limit for a message's content. */
const CONTENT_MAX = 2000;

const command = (
  name: keyof typeof WARNING_COMMAND_TEXT,
  options: NonNullable<
    Extract<RESTPostAPIApplicationCommandsJSONBody, { type?: ApplicationCommandType.ChatInput }>['options']
  >,
): RESTPostAPIApplicationCommandsJSONBody => ({
  type: ApplicationCommandType.ChatInput,
  name,
  description: WARNING_COMMAND_TEXT[name].description.en,
  description_localizations: { ja: WARNING_COMMAND_TEXT[name].description.ja },
  options,
  // Shown to members who may moderate (Moderate Members); the bot checks it again when run.
  default_member_permissions: String(PermissionFlagsBits.ModerateMembers),
  contexts: [InteractionContextType.Guild],
});

const option = (text: { en: string; ja: string }) => ({
  description: text.en,
  description_localizations: { ja: text.ja },
  required: true,
});

/** /warn user reason, /warnings user, /unwarn user case (docs/product.md#moderation). */
export const WARNING_COMMANDS: readonly RESTPostAPIApplicationCommandsJSONBody[] = [
  command('warn', [
    { type: ApplicationCommandOptionType.User, name: 'user', ...option(WARNING_COMMAND_TEXT.warn.user) },
    {
      type: ApplicationCommandOptionType.String,
      name: 'reason',
      ...option(WARNING_COMMAND_TEXT.warn.reason),
      max_length: REASON_MAX,
    },
  ]),
  command('warnings', [
    { type: ApplicationCommandOptionType.User, name: 'user', ...option(WARNING_COMMAND_TEXT.warnings.user) },
  ]),
  command('unwarn', [
    { type: ApplicationCommandOptionType.User, name: 'user', ...option(WARNING_COMMAND_TEXT.unwarn.user) },
    {
      type: ApplicationCommandOptionType.Integer,
      name: 'case',
      ...option(WARNING_COMMAND_TEXT.unwarn.case),
      min_value: 1,
    },
  ]),
];

/** Who may warn: Moderate Members, or Administrator (which holds every permission). */
const MAY_WARN = PermissionFlagsBits.ModerateMembers | PermissionFlagsBits.Administrator;

const optionValue = (
  options: readonly APIApplicationCommandInteractionDataOption[] | undefined,
  name: string,
) => {
  const found = options?.find((o) => o.name === name);
  return found && 'value' in found ? found.value : undefined;
};

type Context = ModuleContext<'warnings'>;

/**
 * Warnings (docs/product.md#moderation): moderators warn with /warn, read a member's warnings
 * with /warnings and remove one with /unwarn. A member's level is their active warnings; each
 * wears off after the page's `regression` days by a durable job. Reaching a rule's level applies
 * its action once (the warnings role, a timeout of N days, a ban); falling below every role rule
 * takes the role back. Each warning and removal is a case, announced in the warnings channel; the
 * member is told by DM where Discord lets the bot write.
 */
export class Warnings {
  constructor(private readonly context: Context) {}

  readonly handlers: Record<(typeof WARNING_JOBS)[number], JobHandler> = {
    warningExpire: (job) => this.expire(job.guildId, Number(job.itemId)),
  };

  private botId(): string {
    const { client } = this.context;
    return client.user?.id ?? client.application?.id ?? 'hoshi';
  }

  private async answer(interaction: APIInteraction, content: string) {
    await privateReply(this.context.rest, interaction, content);
  }

  private async defer(interaction: APIInteraction) {
    await this.context.rest.post(Routes.interactionCallback(interaction.id, interaction.token), {
      auth: false,
      body: {
        type: InteractionResponseType.DeferredChannelMessageWithSource,
        data: { flags: MessageFlags.Ephemeral },
      },
    });
  }

  private async edit(interaction: APIInteraction, content: string) {
    await this.context.rest.patch(Routes.webhookMessage(interaction.application_id, interaction.token), {
      auth: false,
      body: { content: content.slice(0, CONTENT_MAX), allowed_mentions: { parse: [] } },
    });
  }

  /** One of the warnings' commands: refused (privately, recording nothing) to a member who may not moderate. */
  async interaction(interaction: APIInteraction): Promise<void> {
    if (interaction.type !== InteractionType.ApplicationCommand) return;
    const run = interaction as APIChatInputApplicationCommandInteraction;
    const guildId = run.guild_id;
    const { lang } = guildId ? await this.context.settings(guildId) : { lang: 'en' as Language };
    const words = warningWords(lang);
    if (!guildId || !run.member) return this.answer(run, words.notInServer);
    // Discord hides the commands from members without the permission, but a server's integration
    // settings may show them to anyone: the member's permissions in the channel decide.
    if ((BigInt(run.member.permissions) & MAY_WARN) === 0n) return this.answer(run, words.refused);
    const userId = optionValue(run.data.options, 'user');
    if (typeof userId !== 'string') return;
    const target = run.data.resolved?.users?.[userId];
    if (run.data.name === 'warn') {
      if (target?.bot) return this.answer(run, words.notBot);
      if (userId === run.member.user.id) return this.answer(run, words.notSelf);
    }
    // The database and Discord may take longer than the 3 s Discord waits for an answer.
    await this.defer(run);
    const moderatorId = run.member.user.id;
    switch (run.data.name) {
      case 'warn': {
        const reason = String(optionValue(run.data.options, 'reason') ?? '').slice(0, REASON_MAX);
        return this.edit(run, await this.warn(guildId, run.id, userId, moderatorId, reason, words));
      }
      case 'warnings':
        return this.edit(run, await this.list(guildId, userId, words));
      case 'unwarn': {
        const number = Number(optionValue(run.data.options, 'case'));
        return this.edit(run, await this.unwarn(guildId, run.id, userId, moderatorId, number, words));
      }
      default:
        return undefined;
    }
  }

  private async page(guildId: string): Promise<{ page: WarningsSettings; lang: Language }> {
    const { settings, lang } = await this.context.settings(guildId);
    return { page: settings.warnings, lang };
  }

  /** The member's level counted at a case: their active warnings up to it (replays count the same). */
  private async levelAt(guildId: string, userId: string, number: number): Promise<number> {
    const rows = await this.context.db
      .select({ number: schema.modCases.number })
      .from(schema.modCases)
      .where(
        and(
          eq(schema.modCases.guildId, guildId),
          eq(schema.modCases.userId, userId),
          eq(schema.modCases.type, 'warn'),
          eq(schema.modCases.active, true),
          lte(schema.modCases.number, number),
        ),
      );
    return rows.length;
  }

  private async warn(
    guildId: string,
    interactionId: string,
    userId: string,
    moderatorId: string,
    reason: string,
    words: WarningWords,
  ): Promise<string> {
    const { page, lang } = await this.page(guildId);
    const now = this.context.now();
    const until = wearsOffAt(page, now);
    const opened = await openCase(this.context.db, {
      guildId,
      type: 'warn',
      userId,
      moderatorId,
      reason,
      until,
      key: `warn:${interactionId}`,
      jobs: (number) =>
        until ? [{ kind: 'warningExpire', guildId, itemId: String(number), runAt: until }] : [],
    });
    const number = opened.case.number;
    // The same interaction seen again (a replay after a resume, another process): nothing more.
    if (!opened.created) return words.alreadyDone(number);
    const level = await this.levelAt(guildId, userId, number);
    const rule = ruleReached(page.rules, level - 1, level);
    const outcome = rule && outcomeOf(rule, page.role);
    const lines = [words.warned(`<@${userId}>`, number, level)];

    // Told before a ban takes them out of the server (Discord lets a bot write only to members it shares a server with).
    const server = this.context.client.guilds.cache.get(guildId)?.name ?? '';
    // A ban's DM tells the appeal page (docs/product.md#ban-appeals): the member can no longer ask in the server.
    const link = outcome?.kind === 'ban' ? appealLink(this.context.publicUrl, guildId) : undefined;
    const dm = [
      words.dm(server, reason, level),
      outcome ? words.dmRule(outcome) : null,
      link ? appealWords(lang).dmLink(link) : null,
    ]
      .filter(Boolean)
      .join('\n');
    if (!(await this.directMessage(userId, dm, `w${guildId.slice(-6)}${number}`))) lines.push(words.dmFailed);

    const actions: Action[] = [];
    if (page.channel)
      actions.push({
        type: 'send',
        channelId: page.channel,
        content: words.announce(`<@${userId}>`, `<@${moderatorId}>`, number, level, reason || '—'),
        mentions: { users: [userId], roles: [] },
      });
    if (rule && !outcome) {
      actions.push({ type: 'skip', reason: `warnings: ${words.noRole}` });
      lines.push(words.noRole);
    }
    if (outcome) {
      actions.push(...(await this.apply(guildId, userId, number, level, outcome, now, words)));
      lines.push(words.ruleApplied(outcome));
    }
    // Recorded once by the warning's case: a second process or a replay never acts twice.
    if (actions.length > 0) this.context.perform(guildId, `warning:${guildId}:${number}`, actions);
    // Its log entries (and its wear-off, when due) are jobs queued with the case.
    this.context.wakeJobs();
    return lines.join('\n');
  }

  /** A rule's action, and the case Hoshi opens for a timeout or a ban it gives. */
  private async apply(
    guildId: string,
    userId: string,
    warning: number,
    level: number,
    outcome: RuleOutcome,
    now: number,
    words: WarningWords,
  ): Promise<Action[]> {
    const reason = words.ruleReason(level);
    if (outcome.kind === 'role') return [{ type: 'addRole', userId, roleId: outcome.roleId, reason }];
    const until = outcome.kind === 'timeout' ? timeoutEnd(outcome.days, now) : null;
    await openCase(this.context.db, {
      guildId,
      type: outcome.kind,
      userId,
      moderatorId: this.botId(),
      reason,
      rule: `warnings:${level}`,
      until,
      key: `warning-rule:${warning}`,
    });
    return until
      ? [{ type: 'timeout', userId, until: until.toISOString(), reason }]
      : [{ type: 'ban', userId, reason }];
  }

  private async list(guildId: string, userId: string, words: WarningWords): Promise<string> {
    const warnings = await activeWarnings(this.context.db, guildId, userId);
    const lines = [words.list(`<@${userId}>`, warnings.length)];
    let length = lines[0]!.length;
    for (const [i, w] of warnings.entries()) {
      const line = words.listLine(
        w.number,
        w.reason || '—',
        `<@${w.moderatorId}>`,
        w.createdAt.getTime(),
        w.until?.getTime() ?? null,
      );
      const rest = words.more(warnings.length - i);
      if (length + line.length + rest.length + 2 > CONTENT_MAX) {
        lines.push(rest);
        break;
      }
      lines.push(line);
      length += line.length + 1;
    }
    return lines.join('\n');
  }

  private async unwarn(
    guildId: string,
    interactionId: string,
    userId: string,
    moderatorId: string,
    number: number,
    words: WarningWords,
  ): Promise<string> {
    const warning = await findCase(this.context.db, guildId, number);
    if (warning?.type !== 'warn' || warning.userId !== userId || !warning.active)
      return words.noSuchWarning(number, `<@${userId}>`);
    const before = await warningLevel(this.context.db, guildId, userId);
    let ended = false;
    const opened = await openCase(this.context.db, {
      guildId,
      type: 'unwarn',
      userId,
      moderatorId,
      reason: `#${number}`,
      active: false,
      key: `unwarn:${interactionId}`,
      also: async (tx) => {
        ended = await endWarning(tx, guildId, number);
        // Removed meanwhile by someone else (or worn off): no case for this removal.
        if (!ended) throw new Error('warning no longer active');
      },
    }).catch((err: unknown) => {
      if (err instanceof Error && err.message === 'warning no longer active') return undefined;
      throw err;
    });
    if (!opened) return words.noSuchWarning(number, `<@${userId}>`);
    if (!opened.created) return words.alreadyDone(opened.case.number);
    const after = await warningLevel(this.context.db, guildId, userId);
    const { page } = await this.page(guildId);
    const actions: Action[] = [];
    const lines = [words.removed(number, `<@${userId}>`, after, opened.case.number)];
    if (page.channel)
      actions.push({
        type: 'send',
        channelId: page.channel,
        content: words.announceRemoved(
          `<@${userId}>`,
          `<@${moderatorId}>`,
          number,
          opened.case.number,
          after,
        ),
        mentions: { users: [], roles: [] },
      });
    if (page.role && roleTakenBack(page.rules, before, after)) {
      actions.push({ type: 'removeRole', userId, roleId: page.role, reason: words.roleBackReason });
      lines.push(words.roleTaken(page.role));
    }
    if (actions.length > 0)
      this.context.perform(guildId, `unwarning:${guildId}:${opened.case.number}`, actions);
    this.context.wakeJobs();
    return lines.join('\n');
  }

  /** A warning wore off: it stops counting, and the role goes if the level fell below every role rule. */
  private async expire(guildId: string, number: number): Promise<JobOutcome> {
    const warning = await findCase(this.context.db, guildId, number);
    if (!warning) return { done: true };
    const before = await warningLevel(this.context.db, guildId, warning.userId);
    if (!(await endWarning(this.context.db, guildId, number))) return { done: true };
    const { page, lang } = await this.page(guildId);
    if (page.role && roleTakenBack(page.rules, before, before - 1))
      this.context.perform(guildId, `warning-off:${guildId}:${number}`, [
        {
          type: 'removeRole',
          userId: warning.userId,
          roleId: page.role,
          reason: warningWords(lang).roleBackReason,
        },
      ]);
    return { done: true };
  }

  /**
   * A DM to the member, where Discord lets the bot write (a member may close their DMs: 50007).
   * Answers whether it was sent. The nonce makes a retried send one message.
   */
  private async directMessage(userId: string, content: string, nonce: string): Promise<boolean> {
    try {
      const channel = (await this.context.rest.post(Routes.userChannels(), {
        body: { recipient_id: userId },
      })) as APIChannel;
      await this.context.rest.post(Routes.channelMessages(channel.id), {
        body: { content, nonce: nonce.slice(0, 25), enforce_nonce: true, allowed_mentions: { parse: [] } },
      });
      return true;
    } catch (err) {
      this.context.log.warn(
        `warnings: no DM to ${userId}: ${err instanceof Error ? err.message : String(err)}`,
      );
      return false;
    }
  }
}
