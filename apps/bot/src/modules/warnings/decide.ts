import type { WarningRule, WarningsSettings } from '@hoshi/contracts';
import type { RuleOutcome } from '@hoshi/bot-messages';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The rule a warning sets off: the one whose level the member's level has just reached from below
 * (a level rises one warning at a time, and a level holds one rule). Reaching it again after
 * falling below sets it off again; staying at or above it does not (docs/product.md#moderation,
 * docs/decisions/0091-moderation-cases-and-warnings.md).
 */
export function ruleReached(
  rules: readonly WarningRule[],
  before: number,
  after: number,
): WarningRule | undefined {
  if (after <= before) return undefined;
  return rules.find((rule) => rule.level > before && rule.level <= after);
}

/** What a rule does, as the announcement and the DM word it. */
export function outcomeOf(rule: WarningRule, role: string | null): RuleOutcome | undefined {
  if (rule.action === 'ban') return { kind: 'ban' };
  if (rule.action === 'role') return role ? { kind: 'role', roleId: role } : undefined;
  return { kind: 'timeout', days: Number(rule.action.slice(2)) };
}

/**
 * Whether a fall of the member's level takes the warnings role back: a role rule was reached at
 * the level before, and none is at the level after.
 */
export function roleTakenBack(rules: readonly WarningRule[], before: number, after: number): boolean {
  if (after >= before) return false;
  const roleAt = (level: number) => rules.some((rule) => rule.action === 'role' && rule.level <= level);
  return roleAt(before) && !roleAt(after);
}

/** When a warning given at `at` wears off: `regression` days later, or never (0). */
export function wearsOffAt(settings: Pick<WarningsSettings, 'regression'>, at: number): Date | null {
  return settings.regression === 0 ? null : new Date(at + settings.regression * DAY_MS);
}

export const timeoutEnd = (days: number, at: number) => new Date(at + days * DAY_MS);
