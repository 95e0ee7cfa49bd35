import { z } from 'zod';
import { SNOWFLAKE } from './constants.ts';
import { coded } from './issues.ts';

// U+0000 and UTF-16 halves without their partner: PostgreSQL's jsonb refuses both, Discord too.
// eslint-disable-next-line no-control-regex -- finding U+0000 is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The text without what cannot be stored (for text we did not type: names Discord sends). */
export const stripUnstorable = (v: string) => v.replace(new RegExp(UNSTORABLE.source, 'g'), '');

const snowflakeSchema = () =>
  z.string().refine((v) => SNOWFLAKE.test(v), coded('snowflake', {}, 'must be a Discord id'));

/** Discord ids are 64-bit integers written as decimal strings. */
export const snowflake = snowflakeSchema();
export type Snowflake = z.infer<typeof snowflake>;

/** What Hoshi must be able to do in a picked channel: nothing (it only watches), see it, or post. */
export type BotChannelNeed = 'none' | 'view' | 'send';

/** A channel field's Discord rule: the channel types it takes and what the bot does there. */
export interface ChannelRule {
  kind: 'channel';
  types: readonly number[];
  bot: BotChannelNeed;
}

/** A role field's Discord rule: whether the bot gives or takes it (then it sits below Hoshi's highest). */
export interface RoleRule {
  kind: 'role';
  assign: boolean;
}

export type DiscordRule = ChannelRule | RoleRule;

/**
 * The Discord rules of every id field, declared with the field (`channelId`, `roleId`): the
 * server's check, the web's pickers and the bot all read them here (discord-rules.ts).
 */
export const discordRules = z.registry<DiscordRule>();

/** The id of a channel of one of `types`, where the bot must be able to do `bot`. */
export const channelId = (types: readonly number[], bot: BotChannelNeed) =>
  snowflakeSchema().register(discordRules, { kind: 'channel', types, bot });

/** The id of a role; `assign` when the bot gives or takes it. */
export const roleId = (assign: boolean) => snowflakeSchema().register(discordRules, { kind: 'role', assign });

/** Free text a person typed, at most `max` characters, storable and sendable as it is. */
export const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine(
      (v) => !UNSTORABLE.test(v),
      coded('invalid_characters', {}, 'has a character that cannot be stored'),
    );

/**
 * A whole-number field's range, declared with the field (`intRange`): the server refuses what is
 * outside, the web's NumberInput clamps what is typed into it (docs/product.md#settings-forms, docs/product.md#settings-pages).
 */
export interface NumberRange {
  min: number;
  max: number;
  /** docs/product.md#settings-forms: a level is "stored as an absolute integer": -5 typed is 5. */
  absolute?: boolean;
  /** Picked from a list of choices on screen (anti-spam level …), never typed. */
  choice?: boolean;
}
export const numberRanges = z.registry<NumberRange>();

/** A whole number within the spec's range; the server does not clamp (docs/product.md#api-rules). */
export const intRange = (min: number, max: number, how: Omit<NumberRange, 'min' | 'max'> = {}) =>
  z
    .number()
    .int()
    .refine((n) => n >= min && n <= max, coded('out_of_range', { min, max }, `must be from ${min} to ${max}`))
    .register(numberRanges, { min, max, ...how });

/** A whole number picked from the choices min…max (shown as words, not typed). */
export const intChoice = (min: number, max: number) => intRange(min, max, { choice: true });

/** A list of distinct ids (a channel or role listed twice is a mistake, not a wish). */
export const idList = (max: number, id: z.ZodType<string> = snowflake) =>
  z
    .array(id)
    .max(max)
    .superRefine((ids, ctx) => {
      const seen = new Set<string>();
      ids.forEach((id, i) => {
        if (seen.has(id))
          ctx.addIssue({ code: 'custom', path: [i], ...coded('duplicate', {}, 'is listed twice') });
        seen.add(id);
      });
    });
