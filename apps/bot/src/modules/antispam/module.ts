import {
  InteractionResponseType,
  InteractionType,
  PermissionFlagsBits,
  Routes,
  type APIInteraction,
  type APIInvite,
  type GatewayMessageCreateDispatchData,
} from 'discord-api-types/v10';
import { antispamSettings } from '@hoshi/contracts';
import { antispamWords } from '@hoshi/bot-messages';
import type { Action } from '../../core/types.ts';
import { openCase } from '../cases/store.ts';
import { untilDone } from '../../runtime/bot-store.ts';
import * as world from '../../runtime/world.ts';
import { targetChannel } from '../../core/text-channel.ts';
import { defineModule, type ModuleRuntime } from '../module.ts';
import { interactionCallback, privateReply } from '../../core/interaction-reply.ts';
import {
  CLEAN_AFTER_MS,
  comparable,
  HANDLING_MS,
  inviteCodes,
  MemberWindows,
  SPAM_LEVELS,
  type Hit,
  type SeenMessage,
} from './rules.ts';

/** The Undo button of a report: `antispam:undo:<member id>`. */
const UNDO = /^antispam:undo:(\d{1,20})$/;
export const ANTISPAM_PREFIX = 'antispam:';

/** Who may spam-check others and is never checked: they can moderate (or run) the server. */
const MODERATES =
  PermissionFlagsBits.Administrator |
  PermissionFlagsBits.ManageGuild |
  PermissionFlagsBits.ManageMessages |
  PermissionFlagsBits.ModerateMembers |
  PermissionFlagsBits.KickMembers |
  PermissionFlagsBits.BanMembers;

const EXCERPT = 80;
const HOUR_MS = 60 * 60_000;
/** How long an invite's server is remembered (an invite does not move to another server). */
const INVITE_MEMORY_MS = 60 * 60_000;

export interface AntispamRuntime extends ModuleRuntime {
  /** Messages judged and hits since start (the tests read them). */
  stats: { judged: number; hits: number };
}

/**
 * Anti-spam (docs/product.md#moderation): each member's messages over the last WINDOW_MS, on the
 * messages' own times, judged at the page's level; on a hit the burst is deleted, the member timed
 * out for the handling's length, their next messages for CLEAN_AFTER_MS cleaned without a second
 * timeout, and a report with an Undo button posted in `reports`. Bots, webhooks, the owner and
 * members who can moderate are never judged. A hit is recorded by its member and its last
 * message, so a replayed or twice-seen message never times anyone out twice.
 */
export const antispamModule = defineModule({
  name: 'antispam',
  pages: ['antispam'],
  collections: [],
  events: ['messageCreate'],
  // Duplicates and invites are judged by what members write: the privileged intent.
  messageContent: true,
  components: [ANTISPAM_PREFIX],
  start(context): AntispamRuntime {
    const { client, rest, log } = context;
    const windows = new MemberWindows();
    /** `${guild}:${member}` → until when their messages are cleaned after a hit. */
    const cleaning = new Map<string, number>();
    /** Invite code → its server's id (null: unknown to Discord) and when that was learnt. */
    const invites = new Map<string, { guildId: string | null; at: number }>();
    /** Each guild's messages are judged in the order they arrived (settings and invites are awaited). */
    const lines = new Map<string, Promise<void>>();
    const stats = { judged: 0, hits: 0 };

    const canModerate = (guildId: string, userId: string, roles: readonly string[]) => {
      const guild = client.guilds.cache.get(guildId);
      if (!guild) return false;
      if (guild.ownerId === userId) return true;
      let permissions = guild.roles.cache.get(guildId)?.permissions.bitfield ?? 0n;
      for (const id of roles) permissions |= guild.roles.cache.get(id)?.permissions.bitfield ?? 0n;
      return (permissions & MODERATES) !== 0n;
    };

    /** How many of the codes lead to another server (Discord says; unknown codes count). */
    const foreignInvites = async (guildId: string, codes: readonly string[]) => {
      let foreign = 0;
      for (const code of codes) {
        let known = invites.get(code);
        if (!known || context.now() - known.at > INVITE_MEMORY_MS) {
          const invite = (await rest.get(Routes.invite(code)).catch(() => null)) as APIInvite | null;
          known = { guildId: invite?.guild?.id ?? null, at: context.now() };
          invites.set(code, known);
        }
        if (known.guildId !== guildId) foreign += 1;
      }
      return foreign;
    };

    const report = (
      guildId: string,
      userId: string,
      hit: Hit,
      until: number,
      lang: 'en' | 'ja',
      reportsChannel: string | null,
      caseNumber: number,
    ): Action[] => {
      const guild = client.guilds.cache.get(guildId);
      if (!guild || !reportsChannel) return [];
      const target = targetChannel(
        world.guildView(guild),
        reportsChannel,
        antispamSettings.shape.reports,
        'anti-spam report',
      );
      if (!target) return [];
      if ('skip' in target) return [target.skip];
      const words = antispamWords(lang);
      const lines = hit.burst.map((m) => `<#${m.channelId}> ${m.excerpt || words.attachmentOnly}`);
      return [
        {
          type: 'send',
          channelId: target.channelId,
          content: [
            words.report(
              `<@${userId}>`,
              words.rule[hit.rule],
              hit.burst.length,
              `<t:${Math.floor(until / 1000)}:f>`,
            ) +
              ' ' +
              words.caseRef(caseNumber),
            '',
            `**${words.messagesHeading}**`,
            ...lines,
          ]
            .join('\n')
            .slice(0, 2000),
          mentions: { users: [], roles: [] },
          buttons: [{ customId: `antispam:undo:${userId}`, label: words.undo, style: 'danger' }],
        },
      ];
    };

    const deletions = (messages: readonly SeenMessage[], reason: string): Action[] => {
      const byChannel = new Map<string, string[]>();
      for (const m of messages) byChannel.set(m.channelId, [...(byChannel.get(m.channelId) ?? []), m.id]);
      return [...byChannel].map(([channelId, messageIds]) => ({
        type: 'deleteMessages',
        channelId,
        messageIds,
        reason,
      }));
    };

    const handle = async (d: GatewayMessageCreateDispatchData) => {
      const guildId = d.guild_id;
      if (!guildId || d.webhook_id || d.author.bot || !d.member) return;
      const { settings, lang } = await context.settings(guildId);
      const { level, handling, reports } = settings.antispam;
      const limits = SPAM_LEVELS[level];
      // Level 0 is off.
      if (!limits || canModerate(guildId, d.author.id, d.member.roles)) return;
      const userId = d.author.id;
      const at = Date.parse(d.timestamp);
      const codes = inviteCodes(d.content);
      const message: SeenMessage = {
        id: d.id,
        channelId: d.channel_id,
        at,
        text: comparable(d.content),
        excerpt: d.content.replace(/\s+/g, ' ').slice(0, EXCERPT),
        content: d.content,
        mentions:
          new Set([...d.mentions.map((u) => u.id), ...d.mention_roles]).size + (d.mention_everyone ? 1 : 0),
        attachments: d.attachments.length,
        invites: limits.invites === null || codes.length === 0 ? 0 : await foreignInvites(guildId, codes),
      };
      stats.judged += 1;
      const cleaningUntil = cleaning.get(`${guildId}:${userId}`) ?? 0;
      if (at < cleaningUntil) {
        context.perform(guildId, `antispam:clean:${d.id}`, deletions([message], 'spam (after a timeout)'));
        return;
      }
      const hit = windows.observe(guildId, userId, message, limits);
      if (!hit) return;
      stats.hits += 1;
      cleaning.set(`${guildId}:${userId}`, at + CLEAN_AFTER_MS);
      const until = at + (HANDLING_MS[handling] ?? HOUR_MS);
      const reason = `anti-spam: ${hit.rule}`;
      const key = `antispam:${guildId}:${userId}:${d.id}`;
      // The hit's case, keyed like its actions: a second process or a replay finds it opened.
      const opened = await untilDone(context.db, () =>
        openCase(context.db, {
          guildId,
          type: 'antispam',
          userId,
          moderatorId: client.user?.id ?? client.application?.id ?? 'hoshi',
          reason: antispamWords(lang).rule[hit.rule],
          rule: `antispam:${hit.rule}`,
          messages: hit.burst.map((m) => ({
            id: m.id,
            channel_id: m.channelId,
            content: m.content,
            timestamp: new Date(m.at).toISOString(),
          })),
          until: new Date(until),
          key,
        }),
      );
      context.perform(guildId, key, [
        ...deletions(hit.burst, reason),
        { type: 'timeout', userId, until: new Date(until).toISOString(), reason },
        ...report(guildId, userId, hit, until, lang, reports, opened.case.number),
      ]);
      context.wakeJobs();
    };

    const undo = async (interaction: APIInteraction) => {
      if (
        interaction.type !== InteractionType.MessageComponent ||
        !interaction.guild_id ||
        !interaction.member
      )
        return;
      const [, userId] = UNDO.exec(interaction.data.custom_id) ?? [];
      if (!userId) return;
      const guildId = interaction.guild_id;
      const words = antispamWords((await context.settings(guildId)).lang);
      const reply = (body: object) => interactionCallback(rest, interaction, body);
      const ephemeral = (content: string) => privateReply(rest, interaction, content);
      // Discord shows the button to everyone who reads the reports: the bot checks who pressed it.
      const permissions = BigInt(interaction.member.permissions);
      const allowed =
        (permissions & (PermissionFlagsBits.Administrator | PermissionFlagsBits.ModerateMembers)) !== 0n;
      if (!allowed) {
        await ephemeral(words.undoRefused);
        return;
      }
      const moderator = interaction.member.user.id;
      try {
        await rest.patch(Routes.guildMember(guildId, userId), {
          body: { communication_disabled_until: null },
          reason: `anti-spam timeout undone by ${moderator}`,
        });
      } catch (err) {
        log.warn(`anti-spam undo in guild ${guildId}: ${String(err)}`);
        await ephemeral(words.undoFailed);
        return;
      }
      await untilDone(context.db, () =>
        openCase(context.db, {
          guildId,
          type: 'untimeout',
          userId,
          moderatorId: moderator,
          reason: words.undoReason,
          active: false,
          key: `antispam:undo:${interaction.id}`,
        }),
      );
      context.wakeJobs();
      // The report says who undid it, and its button is gone: it cannot be pressed twice.
      const content = `${interaction.message.content}\n\n${words.undone(`<@${userId}>`, `<@${moderator}>`)}`;
      await reply({
        type: InteractionResponseType.UpdateMessage,
        data: { content: content.slice(0, 2000), components: [], allowed_mentions: { parse: [] } },
      });
    };

    return {
      stats,
      message(event) {
        if (event.kind !== 'messageCreate') return;
        const guildId = event.message.guild_id;
        if (!guildId) return;
        const next = (lines.get(guildId) ?? Promise.resolve())
          .then(() => handle(event.message))
          .catch((err: unknown) => log.error(`anti-spam in guild ${guildId}: ${String(err)}`));
        lines.set(guildId, next);
        void next.finally(() => {
          if (lines.get(guildId) === next) lines.delete(guildId);
        });
      },
      interaction: undo,
      settingsChanged(guildId) {
        // A level lowered or anti-spam turned off: nothing kept from before is judged again.
        windows.forget(guildId);
      },
      async idle() {
        await Promise.all(lines.values());
      },
    };
  },
});
