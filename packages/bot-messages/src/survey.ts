import { surveyQuestions, type Language, type Survey } from '@hoshi/contracts';

/**
 * What the bot writes about a survey (docs/product.md#surveys), in the server's bot language:
 * the post with its Answer button, the form, each answer as it is delivered, and a member's own
 * replies.
 */
const WORDS = {
  en: {
    answer: 'Answer',
    closed: 'This survey is closed',
    questions: 'Questions',
    answers: 'Answers',
    member: 'Member',
    close: 'Close',
    noAnswer: '(no answer)',
    sent: (title: string) => `Thank you! Your answer to “${title}” was sent.`,
    cooldown: (title: string, at: string) =>
      `You answered “${title}” a moment ago: you can answer again ${at}.`,
    noQuestions: (title: string) => `“${title}” has no questions yet.`,
    gone: 'This survey is closed.',
    closeRefused: 'Only the survey’s role can close this ticket.',
    ticketOf: (name: string) => `answer-${name}`,
    /** A thread's (or forum post's) name: the survey, then who answered. */
    threadOf: (title: string, name: string) => `${title} — ${name}`,
  },
  ja: {
    answer: '回答する',
    closed: 'このアンケートは終了しました',
    questions: '質問',
    answers: '回答',
    member: 'メンバー',
    close: '閉じる',
    noAnswer: '（回答なし）',
    sent: (title: string) => `ありがとうございます！「${title}」への回答を送信しました。`,
    cooldown: (title: string, at: string) =>
      `「${title}」には先ほど回答しました。${at}にもう一度回答できます。`,
    noQuestions: (title: string) => `「${title}」にはまだ質問がありません。`,
    gone: 'このアンケートは終了しました。',
    closeRefused: 'このチケットを閉じられるのはアンケートのロールのメンバーだけです。',
    ticketOf: (name: string) => `回答-${name}`,
    threadOf: (title: string, name: string) => `${title} — ${name}さんの回答`,
  },
} as const satisfies Record<Language, unknown>;

export type SurveyWords = (typeof WORDS)[Language];
export const surveyWords = (lang: Language): SurveyWords => WORDS[lang];

/** Discord's numbers (discord-api-types' enums, which this package does not load). */
const ACTION_ROW = 1;
const BUTTON = 2;
const TEXT_INPUT = 4;
const LABEL = 18;
const PRIMARY = 1;
const DANGER = 4;
const PARAGRAPH = 2;
/** Discord's limits: a modal's title (45), an embed field's value (1024). */
const MODAL_TITLE_MAX = 45;
const FIELD_MAX = 1024;
/** An answer fits one embed field. */
export const SURVEY_ANSWER_MAX = 1000;

/** The custom_ids: the post's button, the form it opens, a ticket's Close. */
export const surveyAnswerId = (surveyId: string) => `survey:answer:${surveyId}`;
export const surveyFormId = (surveyId: string) => `survey:form:${surveyId}`;
export const surveyCloseId = (responseId: string) => `survey:close:${responseId}`;

type PostedSurvey = Pick<
  Survey,
  'id' | 'title' | 'message' | 'question1' | 'question2' | 'question3' | 'question4' | 'question5'
>;

/** The survey's post: its title, message and questions, with Answer (disabled once it is closed). */
export function surveyPost(survey: PostedSurvey, lang: Language, color: number, closed = false) {
  const words = surveyWords(lang);
  const questions = surveyQuestions(survey);
  return {
    embeds: [
      {
        title: survey.title,
        description: survey.message || undefined,
        color,
        fields: questions.length
          ? [{ name: words.questions, value: questions.map((q, i) => `${i + 1}. ${q.question}`).join('\n') }]
          : [],
      },
    ],
    components: [
      {
        type: ACTION_ROW,
        components: [
          {
            type: BUTTON,
            style: PRIMARY,
            label: closed ? words.closed : words.answer,
            custom_id: surveyAnswerId(survey.id),
            disabled: closed,
          },
        ],
      },
    ],
  };
}

/** The form a press opens: each question a labelled paragraph input (Discord allows 1–5). */
export function surveyForm(survey: PostedSurvey, lang: Language) {
  const title = survey.title.trim() || surveyWords(lang).answer;
  return {
    custom_id: surveyFormId(survey.id),
    title: title.length > MODAL_TITLE_MAX ? `${title.slice(0, MODAL_TITLE_MAX - 1)}…` : title,
    components: surveyQuestions(survey).map((q) => ({
      type: LABEL,
      label: q.question,
      component: {
        type: TEXT_INPUT,
        custom_id: q.key,
        style: PARAGRAPH,
        max_length: SURVEY_ANSWER_MAX,
        required: true,
      },
    })),
  };
}

export interface DeliveredAnswer {
  survey: Pick<Survey, 'title' | 'role' | 'display'>;
  userId: string;
  username: string;
  /** The member's avatar image address, or null for Discord's default. */
  avatarUrl: string | null;
  answers: { question: string; answer: string }[];
  /** When it was answered (ms). */
  at: number;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * An answer as the response channel shows it (docs/product.md#surveys): `regular` a field per
 * question, `compact` all on one field, `author` with the member's name and avatar, `noAuthor`
 * without who answered; the survey's role mentioned on each.
 */
export function surveyAnswerMessage(delivered: DeliveredAnswer, lang: Language, color: number) {
  const words = surveyWords(lang);
  const { survey, answers } = delivered;
  const value = (answer: string) => clip(answer || words.noAnswer, FIELD_MAX);
  const perQuestion = answers.map((a) => ({ name: a.question, value: value(a.answer) }));
  const compact = [
    {
      name: words.answers,
      value: clip(
        answers.map((a) => `**${a.question}**\n${a.answer || words.noAnswer}`).join('\n\n'),
        FIELD_MAX,
      ),
    },
  ];
  const named = survey.display === 'regular' || survey.display === 'compact';
  const embed = {
    title: survey.title,
    color,
    timestamp: new Date(delivered.at).toISOString(),
    ...(named && { description: `${words.member}: <@${delivered.userId}>` }),
    ...(survey.display === 'author' && {
      author: { name: delivered.username, ...(delivered.avatarUrl && { icon_url: delivered.avatarUrl }) },
    }),
    fields: survey.display === 'compact' ? compact : perQuestion,
  };
  return {
    ...(survey.role && { content: `<@&${survey.role}>` }),
    embeds: [embed],
    allowed_mentions: { parse: [], roles: survey.role ? [survey.role] : [] },
  };
}

/** Discord's limits: a thread's name (100), a forum tag's name (20). */
const THREAD_NAME_MAX = 100;
export const FORUM_TAG_NAME_MAX = 20;

/**
 * The name of the thread (or forum post) an answer is delivered in: the survey's title and the
 * member, within Discord's 100 characters — the title is shortened first, so who answered shows.
 */
export function surveyThreadName(title: string, username: string, lang: Language): string {
  const words = surveyWords(lang);
  const name = clip(username.trim() || '?', 40);
  const room = THREAD_NAME_MAX - words.threadOf('', name).length;
  return words.threadOf(clip(title.trim(), Math.max(1, room)), name).slice(0, THREAD_NAME_MAX);
}

/** The forum tag a survey's posts carry: its title within Discord's 20 characters. */
export const surveyTagName = (title: string) => clip(title.trim(), FORUM_TAG_NAME_MAX);

/** A ticket's first message: the answer, with Close for the survey's role. */
export function surveyTicketMessage(
  delivered: DeliveredAnswer,
  responseId: string,
  lang: Language,
  color: number,
) {
  const message = surveyAnswerMessage(delivered, lang, color);
  return {
    ...message,
    components: [
      {
        type: ACTION_ROW,
        components: [
          {
            type: BUTTON,
            style: DANGER,
            label: surveyWords(lang).close,
            custom_id: surveyCloseId(responseId),
          },
        ],
      },
    ],
  };
}
