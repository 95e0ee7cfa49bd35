import { z } from 'zod';
import { CHANNEL_TYPES, MESSAGE_MAX_LENGTH } from './constants.ts';
import { channelId, roleId, snowflake, text } from './fields.ts';
import { version } from './settings.ts';

export const SURVEY_STYLES = ['regular', 'ticket', 'thread'] as const;
export const SURVEY_DISPLAYS = ['regular', 'compact', 'author', 'noAuthor'] as const;
export type SurveyStyle = (typeof SURVEY_STYLES)[number];
export type SurveyDisplay = (typeof SURVEY_DISPLAYS)[number];

export const SURVEY_LIMITS = {
  /** Discord's embed title limit. */
  titleMax: 256,
  messageMax: MESSAGE_MAX_LENGTH,
  /** Questions become labels of Discord's form (modal) inputs: 45 characters at most. */
  questionMax: 45,
  questions: 5,
} as const;

export const SURVEY_QUESTIONS = ['question1', 'question2', 'question3', 'question4', 'question5'] as const;

/**
 * docs/product.md#surveys: a forum (type 15) as the response location forces style thread and display
 * author or noAuthor (default noAuthor); any other channel, or none, gives regular or ticket and
 * regular or compact.
 */
export function surveyOptionsFor(channelType: number | null): {
  styles: readonly SurveyStyle[];
  displays: readonly SurveyDisplay[];
  defaults: { style: SurveyStyle; display: SurveyDisplay };
} {
  return channelType === CHANNEL_TYPES.forum
    ? {
        styles: ['thread'],
        displays: ['author', 'noAuthor'],
        defaults: { style: 'thread', display: 'noAuthor' },
      }
    : {
        styles: ['regular', 'ticket'],
        displays: ['regular', 'compact'],
        defaults: { style: 'regular', display: 'regular' },
      };
}

const question = text(SURVEY_LIMITS.questionMax);
const fields = {
  title: text(SURVEY_LIMITS.titleMax),
  message: text(SURVEY_LIMITS.messageMax),
  /** Where answers go: a text channel or a forum Hoshi posts in (docs/product.md#surveys). */
  channel: channelId([CHANNEL_TYPES.text, CHANNEL_TYPES.forum], 'send').nullable(),
  /** The role mentioned when an answer arrives, never given. */
  role: roleId(false).nullable(),
  style: z.enum(SURVEY_STYLES),
  display: z.enum(SURVEY_DISPLAYS),
  question1: question,
  question2: question,
  question3: question,
  question4: question,
  question5: question,
};

export const surveyItem = z.object({
  id: snowflake,
  version,
  ...fields,
  /** Where the bot posts the survey; set on create only (docs/product.md#surveys). */
  location: snowflake.nullable(),
});
export type Survey = z.infer<typeof surveyItem>;

/** The survey itself is posted in a text channel (docs/product.md#surveys). */
export const surveyCreate = z.object({
  ...fields,
  location: channelId([CHANNEL_TYPES.text], 'send').nullable(),
});
export type SurveyCreate = z.infer<typeof surveyCreate>;

export const surveyEdit = z.object({ version, ...fields });
export type SurveyEdit = z.infer<typeof surveyEdit>;

export const surveyInfo = z.object({
  surveyCount: z.number().int().nonnegative(),
  surveyMax: z.number().int().nonnegative(),
});

export const SURVEY_CREATE_DEFAULTS: SurveyCreate = {
  title: '',
  message: '',
  channel: null,
  role: null,
  style: 'regular',
  display: 'regular',
  question1: '',
  question2: '',
  question3: '',
  question4: '',
  question5: '',
  location: null,
};

export type SurveyQuestionKey = (typeof SURVEY_QUESTIONS)[number];

/** The survey's questions as its form asks them: in order, the empty ones left out (docs/product.md#surveys). */
export const surveyQuestions = (
  survey: Pick<Survey, SurveyQuestionKey>,
): { key: SurveyQuestionKey; question: string }[] =>
  SURVEY_QUESTIONS.map((key) => ({ key, question: survey[key].trim() })).filter((q) => q.question !== '');

export const SURVEY_RESPONSES_PAGE_MAX = 100;

const snowflakeText = z.string().regex(/^\d{17,20}$/);

/** The survey of GET /api/guilds/{id}/surveys/{surveyId}/responses (and …/responses.csv). */
export const surveyResponsesParams = z.object({ id: snowflakeText, surveyId: snowflakeText });

/** Newest first; `before` is the previous page's `next`; `user` keeps one member's answers. */
export const surveyResponsesQuery = z.strictObject({
  user: snowflakeText.optional(),
  before: snowflakeText.optional(),
  limit: z.coerce.number().int().min(1).max(SURVEY_RESPONSES_PAGE_MAX).default(50),
});
export type SurveyResponsesQuery = z.infer<typeof surveyResponsesQuery>;

/** One submission of a survey's form: who (their name when they answered), when, each answer. */
export const surveyResponse = z.object({
  id: z.string(),
  member: z.object({ id: z.string(), name: z.string(), avatar: z.string().nullable() }),
  at: z.string(),
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
});
export type SurveyResponse = z.infer<typeof surveyResponse>;

export const surveyResponsesAnswer = z.object({
  surveyId: z.string(),
  title: z.string(),
  responses: z.array(surveyResponse),
  /** The `before` of the next (older) page, or null at the oldest. */
  next: z.string().nullable(),
});
export type SurveyResponsesAnswer = z.infer<typeof surveyResponsesAnswer>;

/** A CSV cell: quoted, inner quotes doubled (RFC 4180). */
const csvCell = (value: string) => `"${value.replaceAll('"', '""')}"`;

/**
 * The responses as a spreadsheet opens them (docs/product.md#surveys): a byte-order mark so
 * Japanese reads as UTF-8, a header of member, member id, time and each question, one row per
 * response (an answer under the question it answered; a question since edited gets its own column).
 */
export function surveyResponsesCsv(
  responses: readonly Pick<SurveyResponse, 'member' | 'at' | 'answers'>[],
  headings: { member: string; memberId: string; at: string },
): string {
  const questions = [...new Set(responses.flatMap((r) => r.answers.map((a) => a.question)))];
  const rows = [
    [headings.member, headings.memberId, headings.at, ...questions],
    ...responses.map((r) => [
      r.member.name,
      r.member.id,
      r.at,
      ...questions.map((q) => r.answers.find((a) => a.question === q)?.answer ?? ''),
    ]),
  ];
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
