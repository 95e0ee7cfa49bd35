import { z } from 'zod';
import { intRange, roleId } from './fields.ts';
import { coded } from './issues.ts';
import { moderationChannel } from './moderation.ts';
import { version } from './settings.ts';

/** docs/product.md#moderation: rule levels, the regression period in days and the timeout lengths. */
export const WARNING_LIMITS = {
  levelMin: 1,
  levelMax: 100,
  regressionMin: 0,
  regressionMax: 30,
  timeoutDaysMax: 28,
} as const;
export const MAX_WARNING_RULES = WARNING_LIMITS.levelMax;

export type WarningAction = 'role' | 'ban' | `t-${number}`;
/** docs/product.md#moderation: give the warning role, time out for 1 to 28 days (t-1 … t-28), or ban. */
export const WARNING_ACTIONS = [
  'role',
  ...Array.from({ length: WARNING_LIMITS.timeoutDaysMax }, (_, i): WarningAction => `t-${i + 1}`),
  'ban',
] as [WarningAction, ...WarningAction[]];

export const warningRule = z.object({
  level: intRange(WARNING_LIMITS.levelMin, WARNING_LIMITS.levelMax),
  action: z.enum(WARNING_ACTIONS),
});
export type WarningRule = z.infer<typeof warningRule>;

/**
 * The rules are a map of level to action, and a save sends them as a list of {level, action}
 * (docs/product.md#moderation): stored as that list, and a level may hold one rule only.
 */
export const warningsSettings = z.object({
  version,
  /** Where Hoshi announces warnings. */
  channel: moderationChannel,
  /** The role Hoshi gives for a rule whose action is "role". */
  role: roleId(true).nullable(),
  /** Days after which a warning wears off. */
  regression: intRange(WARNING_LIMITS.regressionMin, WARNING_LIMITS.regressionMax),
  rules: z
    .array(warningRule)
    .max(MAX_WARNING_RULES)
    .superRefine((rules, ctx) => {
      const seen = new Set<number>();
      rules.forEach(({ level }, i) => {
        if (seen.has(level))
          ctx.addIssue({
            code: 'custom',
            path: [i, 'level'],
            ...coded('duplicate', {}, 'has a rule already'),
          });
        seen.add(level);
      });
    }),
});
export type WarningsSettings = z.infer<typeof warningsSettings>;

export const WARNINGS_DEFAULTS: WarningsSettings = {
  version: 0,
  channel: null,
  role: null,
  regression: 7,
  rules: [],
};
