import { eq } from 'drizzle-orm';
import type { ForumChannel } from 'discord.js';
import {
  ChannelType,
  InteractionResponseType,
  InteractionType,
  OverwriteType,
  PermissionFlagsBits,
  RESTJSONErrorCodes,
  Routes,
  type APIGuildForumChannel,
  type APIInteraction,
  type APIMessage,
  type APIModalSubmitInteraction,
} from 'discord-api-types/v10';
import {
  surveyAnswerMessage,
  surveyForm,
  surveyPost,
  surveyTagName,
  surveyThreadName,
  surveyTicketMessage,
  surveyWords,
  type DeliveredAnswer,
} from '@hoshi/bot-messages';
import { surveyQuestions, type Survey } from '@hoshi/contracts';
import {
  CollectionStore,
  findSurveyResponse,
  jobKey,
  lastSurveyAnswer,
  recordSurveyResponse,
  schema,
  setDeliveryChannel,
  SURVEY_COOLDOWN_MS,
  type JobKind,
  type SurveyAnswer,
  type SurveyResponseRow,
} from '@hoshi/db';
import { HOSHI_GOLD } from '../../core/colors.ts';
import type { ClaimedJob, JobHandler, JobOutcome } from '../../runtime/jobs.ts';
import { avatarUrl } from '../../runtime/world.ts';
import type { ModuleContext } from '../module.ts';
import { award } from '../achievements/progress.ts';
import { privateReply } from '../../core/interaction-reply.ts';

/** A survey's post, its edit, its closing (deleted), and each response's delivery. */
export const SURVEY_JOBS = [
  'surveyPost',
  'surveyUpdate',
  'surveyClose',
  'surveyDeliver',
] as const satisfies readonly JobKind[];
type SurveyJobKind = (typeof SURVEY_JOBS)[number];

/** What every custom_id of a survey begins with (bot-messages' surveyAnswerId, surveyFormId, surveyCloseId). */
export const SURVEY_PREFIX = 'survey:';
const CUSTOM_ID = /^survey:(answer|form|close):(\d{1,20})$/;
const DONE: JobOutcome = { done: true };

/** What a ticket's member, the survey's role and Hoshi may do in it (docs/product.md#surveys). */
const TICKET_ALLOW =
  PermissionFlagsBits.ViewChannel | PermissionFlagsBits.SendMessages | PermissionFlagsBits.ReadMessageHistory;
const HOSHI_ALLOW = TICKET_ALLOW | PermissionFlagsBits.EmbedLinks;

/** A survey's thread archives itself after a week without messages (Discord's longest). */
const ARCHIVE_AFTER_A_WEEK = 10080;
/** Discord's limit of tags a forum offers. */
const MAX_FORUM_TAGS = 20;

/**
 * Discord allows 500 channels per server (categories included, threads not). From 490 a ticket is a
 * private thread in the response channel instead of a channel: ten are left for the server's own
 * people, and answers arriving together cannot take the last ones (a channel refused with 30013
 * becomes a thread all the same).
 */
export const TICKET_THREAD_FROM = 490;
/**
 * Members of the survey's role added to a ticket's private thread: one request each, under the
 * route's rate limit, so a big role does not hold the job for long. Who manages threads sees every
 * private thread anyway.
 */
export const THREAD_ROLE_MEMBERS_MAX = 25;

const codeOf = (err: unknown) =>
  err instanceof Error && 'code' in err && typeof err.code === 'number' ? err.code : undefined;

const statusOf = (err: unknown) =>
  err instanceof Error && 'status' in err && typeof err.status === 'number' ? err.status : undefined;

type Context = ModuleContext<never>;

/**
 * Surveys in Discord (docs/product.md#surveys): the post with Answer, the form it opens, each
 * submission stored once (the survey store, keyed by the interaction) and delivered by the
 * survey's style by a job, and a ticket's Close.
 */
export class Surveys {
  private readonly store: CollectionStore;

  constructor(private readonly context: Context) {
    this.store = new CollectionStore(context.db);
  }

  readonly handlers: Record<SurveyJobKind, JobHandler> = {
    surveyPost: (job) => this.post(job),
    surveyUpdate: (job) => this.update(job, false),
    surveyClose: (job) => this.update(job, true),
    surveyDeliver: (job) => this.deliver(job),
  };

  private async lang(guildId: string) {
    return (await this.context.settings(guildId)).lang;
  }

  private async survey(guildId: string, id: string): Promise<Survey | undefined> {
    return (await this.store.list(guildId, 'surveys'))[id];
  }

  private async post(job: ClaimedJob): Promise<JobOutcome> {
    const survey = await this.survey(job.guildId, job.itemId);
    if (!survey?.location) return DONE;
    const message = (await this.context.rest.post(Routes.channelMessages(survey.location), {
      body: {
        // A post retried after a crash is answered with the first message (Discord's nonce).
        nonce: `sp${survey.id}`,
        enforce_nonce: true,
        allowed_mentions: { parse: [] },
        ...surveyPost(survey, await this.lang(job.guildId), HOSHI_GOLD),
      },
    })) as APIMessage;
    await this.context.db
      .update(schema.botJobs)
      .set({ channelId: message.channel_id, messageId: message.id })
      .where(eq(schema.botJobs.key, job.key));
    return DONE;
  }

  /** The post made to say what the survey is now, or, deleted, with its button disabled. */
  private async update(job: ClaimedJob, closed: boolean): Promise<JobOutcome> {
    const [post] = await this.context.db
      .select({ channelId: schema.botJobs.channelId, messageId: schema.botJobs.messageId })
      .from(schema.botJobs)
      .where(
        eq(schema.botJobs.key, jobKey({ kind: 'surveyPost', guildId: job.guildId, itemId: job.itemId })),
      );
    if (!post?.channelId || !post.messageId) return DONE;
    const lang = await this.lang(job.guildId);
    const survey = closed ? undefined : await this.survey(job.guildId, job.itemId);
    // Deleted (the close job follows) or never posted: nothing to edit here.
    if (!closed && !survey) return DONE;
    const body = survey
      ? { allowed_mentions: { parse: [] }, ...surveyPost(survey, lang, HOSHI_GOLD) }
      : // Only the button changes: the post still reads as the survey it was.
        { components: surveyPost({ ...CLOSED_STUB, id: job.itemId }, lang, HOSHI_GOLD, true).components };
    try {
      await this.context.rest.patch(Routes.channelMessage(post.channelId, post.messageId), { body });
    } catch (err) {
      // Deleted by someone, or its channel gone: there is no post to keep current.
      if (statusOf(err) === 404) return DONE;
      throw err;
    }
    return DONE;
  }

  private async deliver(job: ClaimedJob): Promise<JobOutcome> {
    const response = await findSurveyResponse(this.context.db, job.itemId);
    if (!response) return DONE;
    const survey = await this.survey(job.guildId, response.surveyId);
    if (!survey?.channel) return DONE;
    const lang = await this.lang(job.guildId);
    const delivered: DeliveredAnswer = {
      survey,
      userId: response.userId,
      username: response.username,
      avatarUrl: avatarUrl(this.context.client, { id: response.userId, avatar: response.avatar }),
      answers: response.answers as SurveyAnswer[],
      at: response.createdAt.getTime(),
    };
    if (survey.style === 'ticket') return this.ticket(survey, response, delivered, lang);
    if (survey.style === 'thread') return this.thread(survey, survey.channel, response, delivered, lang);
    await this.context.rest.post(Routes.channelMessages(survey.channel), {
      body: {
        nonce: `sd${response.id}`,
        enforce_nonce: true,
        ...surveyAnswerMessage(delivered, lang, HOSHI_GOLD),
      },
    });
    return DONE;
  }

  /**
   * A public thread in the response channel named by the survey and the member, the answer its
   * first message; in a forum, a post tagged with the survey's title. The thread made is recorded
   * on the response before anything is posted in it, so a retried job makes no second thread, and
   * its first message (in a text channel) is sent with a nonce.
   */
  private async thread(
    survey: Survey,
    channelId: string,
    response: SurveyResponseRow,
    delivered: DeliveredAnswer,
    lang: 'en' | 'ja',
  ): Promise<JobOutcome> {
    const answer = surveyAnswerMessage(delivered, lang, HOSHI_GOLD);
    const name = surveyThreadName(survey.title, response.username, lang);
    const forum = this.context.client.channels.cache.get(channelId);
    if (forum?.type === ChannelType.GuildForum) {
      // The post and its first message are one request: recorded, a retry finds it made.
      if (response.ticketChannelId) return DONE;
      const tag = await this.forumTag(forum, survey.title);
      const post = (await this.context.rest.post(Routes.threads(channelId), {
        body: { name, message: answer, ...(tag && { applied_tags: [tag] }) },
        reason: `survey ${survey.title}`,
      })) as { id: string };
      await setDeliveryChannel(this.context.db, response.id, post.id);
      return DONE;
    }
    let threadId = response.ticketChannelId;
    if (!threadId) {
      const made = (await this.context.rest.post(Routes.threads(channelId), {
        body: { name, type: ChannelType.PublicThread, auto_archive_duration: ARCHIVE_AFTER_A_WEEK },
        reason: `survey ${survey.title}`,
      })) as { id: string };
      threadId = made.id;
      await setDeliveryChannel(this.context.db, response.id, threadId);
    }
    await this.context.rest.post(Routes.channelMessages(threadId), {
      body: { nonce: `sh${response.id}`, enforce_nonce: true, ...answer },
    });
    return DONE;
  }

  /**
   * The forum's tag named after the survey's title: found, or added to the forum's tags (the whole
   * list is written back, as Discord's PATCH takes it). Not in the cache, the forum is read afresh
   * first: a tag this process added a moment ago may not have reached the cache yet. None when the
   * forum already has Discord's 20 tags or Hoshi may not edit it: the post goes untagged rather
   * than not at all.
   */
  private async forumTag(forum: ForumChannel, title: string): Promise<string | undefined> {
    const tagName = surveyTagName(title);
    const same = (t: { name: string }) => t.name.toLowerCase() === tagName.toLowerCase();
    const cached = forum.availableTags.find(same);
    if (cached) return cached.id;
    const fresh = (await this.context.rest.get(Routes.channel(forum.id))) as APIGuildForumChannel;
    const found = fresh.available_tags.find(same);
    if (found) return found.id;
    if (fresh.available_tags.length >= MAX_FORUM_TAGS) return undefined;
    try {
      const patched = (await this.context.rest.patch(Routes.channel(forum.id), {
        body: { available_tags: [...fresh.available_tags, { name: tagName }] },
        reason: `survey ${title}`,
      })) as APIGuildForumChannel;
      return patched.available_tags.find(same)?.id;
    } catch (err) {
      const status = statusOf(err);
      if (status !== 400 && status !== 403) throw err;
      this.context.log.warn(
        `survey tag "${tagName}" not added to forum ${forum.id} (${status}): posted untagged`,
      );
      return undefined;
    }
  }

  /**
   * A private channel beside the response channel that the member, the survey's role and Hoshi
   * see; the answer as its first message with Close. The channel made is recorded on the response
   * before the message, so a retried job makes no second channel.
   */
  private async ticket(
    survey: Survey,
    response: SurveyResponseRow,
    delivered: DeliveredAnswer,
    lang: 'en' | 'ja',
  ): Promise<JobOutcome> {
    const guild = this.context.client.guilds.cache.get(response.guildId);
    let channelId = response.ticketChannelId ?? undefined;
    let thread = channelId ? this.context.client.channels.cache.get(channelId)?.isThread() === true : false;
    if (!channelId) {
      const channels = guild?.channels.cache.filter((c) => !c.isThread()).size ?? 0;
      if (channels < TICKET_THREAD_FROM) channelId = await this.ticketChannel(survey, response, lang);
      if (!channelId) {
        channelId = await this.ticketThread(survey, response, lang);
        thread = true;
      }
      await setDeliveryChannel(this.context.db, response.id, channelId);
    }
    // Added again on a retry: a member already in the thread is answered 204 all the same.
    if (thread) await this.addToTicketThread(channelId, survey, response);
    await this.context.rest.post(Routes.channelMessages(channelId), {
      body: {
        nonce: `st${response.id}`,
        enforce_nonce: true,
        ...surveyTicketMessage(delivered, response.id, lang, HOSHI_GOLD),
        allowed_mentions: { parse: [], users: [response.userId], roles: survey.role ? [survey.role] : [] },
        content: [`<@${response.userId}>`, survey.role && `<@&${survey.role}>`].filter(Boolean).join(' '),
      },
    });
    return DONE;
  }

  /**
   * The ticket's private channel beside the response channel; undefined when Discord answers that
   * the server has its 500 channels (30013): the ticket is then a private thread.
   */
  private async ticketChannel(
    survey: Survey,
    response: SurveyResponseRow,
    lang: 'en' | 'ja',
  ): Promise<string | undefined> {
    const guild = this.context.client.guilds.cache.get(response.guildId);
    const parent = guild?.channels.cache.get(survey.channel ?? '')?.parentId ?? null;
    const hoshi = this.context.client.user?.id ?? this.context.client.application?.id;
    const allow = (id: string, type: OverwriteType, bits: bigint) => ({
      id,
      type,
      allow: String(bits),
      deny: '0',
    });
    try {
      const created = (await this.context.rest.post(Routes.guildChannels(response.guildId), {
        body: {
          name: surveyWords(lang).ticketOf(ticketName(response.username)),
          type: ChannelType.GuildText,
          ...(parent && { parent_id: parent }),
          permission_overwrites: [
            {
              id: response.guildId,
              type: OverwriteType.Role,
              allow: '0',
              deny: String(PermissionFlagsBits.ViewChannel),
            },
            allow(response.userId, OverwriteType.Member, TICKET_ALLOW),
            ...(survey.role ? [allow(survey.role, OverwriteType.Role, TICKET_ALLOW)] : []),
            ...(hoshi ? [allow(hoshi, OverwriteType.Member, HOSHI_ALLOW)] : []),
          ],
        },
        reason: `survey ${survey.title}`,
      })) as { id: string };
      return created.id;
    } catch (err) {
      if (codeOf(err) === RESTJSONErrorCodes.MaximumNumberOfGuildChannelsReached) return undefined;
      throw err;
    }
  }

  /** A ticket near Discord's channel limit: a private thread in the response channel nobody else invites to. */
  private async ticketThread(survey: Survey, response: SurveyResponseRow, lang: 'en' | 'ja') {
    const made = (await this.context.rest.post(Routes.threads(survey.channel ?? ''), {
      body: {
        name: surveyWords(lang).ticketOf(ticketName(response.username)),
        type: ChannelType.PrivateThread,
        invitable: false,
        auto_archive_duration: ARCHIVE_AFTER_A_WEEK,
      },
      reason: `survey ${survey.title}`,
    })) as { id: string };
    return made.id;
  }

  /**
   * The member and the survey's role into the ticket's private thread: the role's members as the
   * bot's cache knows them, at most THREAD_ROLE_MEMBERS_MAX (one request each). One who left
   * meanwhile is passed over.
   */
  private async addToTicketThread(threadId: string, survey: Survey, response: SurveyResponseRow) {
    const guild = this.context.client.guilds.cache.get(response.guildId);
    const role = survey.role ? guild?.roles.cache.get(survey.role) : undefined;
    const holders = role
      ? [...role.members.values()]
          .filter((m) => !m.user.bot && m.id !== response.userId)
          .slice(0, THREAD_ROLE_MEMBERS_MAX)
          .map((m) => m.id)
      : [];
    for (const userId of [response.userId, ...holders])
      await this.context.rest.put(Routes.threadMembers(threadId, userId)).catch((err: unknown) => {
        if (codeOf(err) !== RESTJSONErrorCodes.UnknownMember) throw err;
      });
  }

  private async reply(interaction: APIInteraction, content: string) {
    await privateReply(this.context.rest, interaction, content);
  }

  /** A press of Answer or Close, or a submitted form. */
  async interaction(interaction: APIInteraction): Promise<void> {
    if (
      (interaction.type !== InteractionType.MessageComponent &&
        interaction.type !== InteractionType.ModalSubmit) ||
      !interaction.guild_id ||
      !interaction.member
    )
      return;
    const [, verb, id] = CUSTOM_ID.exec(interaction.data.custom_id) ?? [];
    if (!verb || !id) return;
    const guildId = interaction.guild_id;
    const words = surveyWords(await this.lang(guildId));
    if (verb === 'close') return this.close(interaction, id, words);
    const survey = await this.survey(guildId, id);
    if (!survey) return this.reply(interaction, words.gone);
    const userId = interaction.member.user.id;
    if (interaction.type === InteractionType.ModalSubmit) return this.submit(interaction, survey, words);
    if (surveyQuestions(survey).length === 0) return this.reply(interaction, words.noQuestions(survey.title));
    // Told before typing, not after: the form is not opened inside the minute.
    const last = await lastSurveyAnswer(this.context.db, survey.id, userId);
    if (last !== null && last + SURVEY_COOLDOWN_MS > this.context.now())
      return this.reply(interaction, words.cooldown(survey.title, relative(last + SURVEY_COOLDOWN_MS)));
    await this.context.rest.post(Routes.interactionCallback(interaction.id, interaction.token), {
      auth: false,
      body: { type: InteractionResponseType.Modal, data: surveyForm(survey, await this.lang(guildId)) },
    });
  }

  private async submit(
    interaction: APIModalSubmitInteraction,
    survey: Survey,
    words: ReturnType<typeof surveyWords>,
  ): Promise<void> {
    const member = interaction.member!;
    const values = submittedValues(interaction);
    // The questions as the form asked them; one edited meanwhile is stored as it reads now.
    const answers = surveyQuestions(survey).map((q) => ({
      question: q.question,
      answer: values.get(q.key) ?? '',
    }));
    const recorded = await recordSurveyResponse(this.context.db, {
      id: interaction.id,
      guildId: interaction.guild_id!,
      surveyId: survey.id,
      userId: member.user.id,
      username: member.nick ?? member.user.global_name ?? member.user.username,
      avatar: member.user.avatar,
      answers,
      nowMs: this.context.now(),
    });
    if (recorded.outcome === 'cooldown')
      return this.reply(interaction, words.cooldown(survey.title, relative(recorded.retryAt)));
    if (recorded.outcome === 'stored') {
      this.context.wakeJobs();
      // One answer once (keyed by the interaction) toward the survey achievements.
      award(this.context, interaction.guild_id!, member.user.id, [
        { key: `survey:${interaction.id}`, updates: [{ counter: 'surveys', value: 1 }] },
      ]).catch((err: unknown) =>
        this.context.log.error(`survey not counted toward achievements: ${String(err)}`),
      );
    }
    try {
      await this.reply(interaction, words.sent(survey.title));
    } catch (err) {
      // The same interaction seen again (a replay, a second process): the first answered it.
      if (recorded.outcome === 'stored') throw err;
    }
  }

  /** Close in a ticket: the survey's role (or who may manage channels) deletes the channel. */
  private async close(
    interaction: APIInteraction,
    responseId: string,
    words: ReturnType<typeof surveyWords>,
  ) {
    const response = await findSurveyResponse(this.context.db, responseId);
    const survey = response && (await this.survey(response.guildId, response.surveyId));
    const member = interaction.member!;
    const mayManage = (BigInt(member.permissions) & PermissionFlagsBits.ManageChannels) !== 0n;
    const hasRole = survey?.role ? member.roles.includes(survey.role) : false;
    if (!mayManage && !hasRole) return this.reply(interaction, words.closeRefused);
    await this.context.rest.post(Routes.interactionCallback(interaction.id, interaction.token), {
      auth: false,
      body: { type: InteractionResponseType.DeferredMessageUpdate },
    });
    const channelId = interaction.channel?.id ?? response?.ticketChannelId;
    if (channelId)
      await this.context.rest
        .delete(Routes.channel(channelId), { reason: 'survey ticket closed' })
        .catch((err: unknown) => {
          if (statusOf(err) !== 404) throw err;
        });
  }
}

const CLOSED_STUB = {
  title: '',
  message: '',
  question1: '',
  question2: '',
  question3: '',
  question4: '',
  question5: '',
};

/** A Discord time that each reader sees in their own words ("in 40 seconds"). */
const relative = (ms: number) => `<t:${Math.ceil(ms / 1000)}:R>`;

/** A channel name from a member's name: lower case, letters, digits and dashes (Discord's rule for text channels). */
const ticketName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'member';

/** Each input's value by its custom_id, from Labels (18) or action rows (1). */
function submittedValues(interaction: APIModalSubmitInteraction): Map<string, string> {
  const values = new Map<string, string>();
  const take = (c: unknown) => {
    const input = c as { custom_id?: string; value?: string };
    if (input.custom_id && typeof input.value === 'string') values.set(input.custom_id, input.value);
  };
  for (const row of interaction.data.components as unknown[]) {
    const r = row as { component?: unknown; components?: unknown[] };
    if (r.component) take(r.component);
    for (const c of r.components ?? []) take(c);
  }
  return values;
}
