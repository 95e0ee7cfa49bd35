import {
  ButtonStyle,
  ComponentType,
  InteractionResponseType,
  InteractionType,
  PermissionFlagsBits,
  Routes,
  type APIBan,
  type APIInteraction,
} from 'discord-api-types/v10';
import { DiscordAPIError } from '@discordjs/rest';
import { appealWords, type AppealWords } from '@hoshi/bot-messages';
import { decideAppeal, findAppeal, listCases, type AppealRow } from '@hoshi/db';
import { HOSHI_GOLD } from '../../core/colors.ts';
import type { JobHandler, JobOutcome } from '../../runtime/jobs.ts';
import { untilDone } from '../../runtime/bot-store.ts';
import type { ModuleContext } from '../module.ts';
import { openCase } from '../cases/store.ts';
import { interactionCallback, privateReply } from '../../core/interaction-reply.ts';

export const APPEAL_PREFIX = 'appeal:';
export const APPEAL_JOBS = ['appealPost'] as const;
/** An appeal's buttons: `appeal:<approve|deny|block>:<appeal id>`. */
const BUTTON = /^appeal:(approve|deny|block):(\d{1,12})$/;
/** Who may decide an appeal: members who can ban (docs/product.md#ban-appeals). */
const DECIDES = PermissionFlagsBits.Administrator | PermissionFlagsBits.BanMembers;
const DONE: JobOutcome = { done: true };

/** The appeal page of a server, as the ban's DM names it; undefined without a public address. */
export const appealLink = (publicUrl: string | undefined, guildId: string): string | undefined =>
  publicUrl ? `${publicUrl}/appeal/${guildId}` : undefined;

/** The ban as Discord knows it (its reason), or null when the user is not banned. */
async function banOf(context: ModuleContext<'banappeals'>, guildId: string, userId: string) {
  try {
    return (await context.rest.get(Routes.guildBan(guildId, userId))) as APIBan;
  } catch (err) {
    if (err instanceof DiscordAPIError && err.status === 404) return null;
    throw err;
  }
}

function appealPost(appeal: AppealRow, words: AppealWords, ban: APIBan | null, banCase: number | null) {
  const about = [
    ban?.reason ? words.banReason(ban.reason) : null,
    banCase !== null ? words.caseRef(banCase) : null,
  ].filter(Boolean);
  const button = (action: string, label: string, style: ButtonStyle) => ({
    type: ComponentType.Button,
    style,
    label,
    custom_id: `${APPEAL_PREFIX}${action}:${appeal.id}`,
  });
  return {
    content: words.posted(`<@${appeal.userId}>`, appeal.id),
    embeds: [
      {
        color: HOSHI_GOLD,
        ...(about.length > 0 && { description: about.join('\n') }),
        fields: [
          { name: words.why, value: appeal.answers[0] ?? '—' },
          { name: words.differently, value: appeal.answers[1] ?? '—' },
        ],
      },
    ],
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          button('approve', words.approve, ButtonStyle.Success),
          button('deny', words.deny, ButtonStyle.Secondary),
          button('block', words.block, ButtonStyle.Danger),
        ],
      },
    ],
  };
}

/**
 * Ban appeals in Discord (docs/product.md#ban-appeals, docs/decisions/0099-ban-appeals.md): an
 * appeal filed on the web is posted in the ban-appeals channel by its `appealPost` job (queued
 * with the appeal); its Approve, Deny and Deny and block buttons are checked here, since Discord
 * shows them to everyone who reads the channel. Approve lifts the ban and opens an unban case
 * keyed by the appeal, so it is once however often it is pressed.
 */
export function startAppeals(context: ModuleContext<'banappeals'>) {
  const { db, rest, log } = context;

  const post: JobHandler = async (job) => {
    const appeal = await findAppeal(db, job.guildId, Number(job.itemId));
    if (!appeal || appeal.status !== 'pending') return DONE;
    const { settings, lang } = await context.settings(job.guildId);
    const channel = settings.banappeals.channel;
    if (!channel) {
      log.warn(`ban appeal ${appeal.id} in guild ${job.guildId}: no ban-appeals channel set`);
      return DONE;
    }
    const ban = await banOf(context, job.guildId, appeal.userId);
    const { cases } = await listCases(db, job.guildId, { userId: appeal.userId, types: ['ban'], limit: 1 });
    await rest.post(Routes.channelMessages(channel), {
      body: {
        // A post retried after a crash is answered with the first message, not doubled.
        nonce: `ap${appeal.id}`,
        enforce_nonce: true,
        allowed_mentions: { parse: [] },
        ...appealPost(appeal, appealWords(lang), ban, cases[0]?.number ?? null),
      },
    });
    return DONE;
  };

  const interaction = async (interaction: APIInteraction) => {
    if (interaction.type !== InteractionType.MessageComponent || !interaction.guild_id || !interaction.member)
      return;
    const [, action, id] = BUTTON.exec(interaction.data.custom_id) ?? [];
    if (!action || !id) return;
    const guildId = interaction.guild_id;
    const words = appealWords((await context.settings(guildId)).lang);
    const reply = (body: object) => interactionCallback(rest, interaction, body);
    const ephemeral = (content: string) => privateReply(rest, interaction, content);
    if ((BigInt(interaction.member.permissions) & DECIDES) === 0n) {
      await ephemeral(words.refused);
      return;
    }
    const moderator = interaction.member.user.id;
    const appeal = await findAppeal(db, guildId, Number(id));
    if (!appeal || appeal.status !== 'pending') {
      await ephemeral(words.decidedAlready);
      return;
    }
    const at = new Date(context.now());
    let decided: AppealRow | undefined;
    if (action === 'approve') {
      try {
        await rest.delete(Routes.guildBan(guildId, appeal.userId), {
          reason: words.unbanReason(appeal.id),
        });
      } catch (err) {
        // Unbanned already (by hand): the approval still stands.
        if (!(err instanceof DiscordAPIError && err.status === 404)) {
          log.warn(`ban appeal ${appeal.id} in guild ${guildId}: ${String(err)}`);
          await ephemeral(words.unbanFailed);
          return;
        }
      }
      await untilDone(db, () =>
        openCase(db, {
          guildId,
          type: 'unban',
          userId: appeal.userId,
          moderatorId: moderator,
          reason: words.unbanReason(appeal.id),
          active: false,
          key: `appeal:${appeal.id}`,
          also: async (tx, number) => {
            decided = await decideAppeal(tx, guildId, appeal.id, {
              status: 'approved',
              moderatorId: moderator,
              at,
              caseNumber: number,
            });
          },
        }),
      );
      context.wakeJobs();
    } else {
      decided = await decideAppeal(db, guildId, appeal.id, {
        status: action === 'block' ? 'blocked' : 'denied',
        moderatorId: moderator,
        at,
      });
    }
    if (!decided) {
      await ephemeral(words.decidedAlready);
      return;
    }
    const line = { approved: words.approved, denied: words.denied, blocked: words.blocked }[
      decided.status as 'approved' | 'denied' | 'blocked'
    ](`<@${moderator}>`);
    // The post says who decided, and its buttons are gone: it cannot be decided twice.
    await reply({
      type: InteractionResponseType.UpdateMessage,
      data: {
        content: `${interaction.message.content}\n${line}`.slice(0, 2000),
        embeds: interaction.message.embeds,
        components: [],
        allowed_mentions: { parse: [] },
      },
    });
  };

  return { jobs: { appealPost: post }, interaction };
}
