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
