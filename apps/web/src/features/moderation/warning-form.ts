import type { WarningAction, WarningsSettings } from '@hoshi/contracts';

/** A rule as the form holds it: blank level and action until the user picks them (docs/product.md#moderation). */
export interface DraftRule {
  level: number | null;
  action: WarningAction | null;
}
export type WarningsForm = Omit<WarningsSettings, 'rules'> & { rules: DraftRule[] };

/**
 * The form keeps blank rules (docs/product.md#moderation: a rule is added blank); the rows are checked as they
 * are edited (ruleProblems), and Save, always allowed on this page (docs/product.md#moderation), sends nothing
 * while a row is marked.
 */
export const warningsAdapter = {
  // The rules are a map of level to action: they are shown, and kept, from the lowest level up,
  // whatever order they were added in (rows added in a session stay where they were put until
  // it is saved).
  toForm: (doc: WarningsSettings): WarningsForm => ({ ...doc, rules: byLevel(doc.rules) }),
  toDocument: (form: WarningsForm) => ({ ...form, rules: byLevel(form.rules) }) as WarningsSettings,
};

function byLevel<Rule extends DraftRule>(rules: readonly Rule[]): Rule[] {
  return rules.toSorted((a, b) => (a.level ?? Infinity) - (b.level ?? Infinity));
}

/** What is wrong with one rule, as the admin edits (null: nothing). */
export interface RuleProblem {
  /** No level yet, or a level an earlier rule holds already (`holder`: that rule, from 1). */
  level: 'blank' | 'taken' | null;
  holder?: number;
  /** No action yet, or "Apply role" while no warning role is chosen. */
  action: 'blank' | 'needsRole' | null;
}

/**
 * The rules checked the way the server checks them (a level and an action each, one rule per
 * level, the warning role for "Apply role"), so the row in question is marked while it is
 * edited instead of after a refused save.
 */
export function ruleProblems(form: Pick<WarningsForm, 'rules' | 'role'>): (RuleProblem | null)[] {
  const holders = new Map<number, number>();
  return form.rules.map(({ level, action }, index) => {
    const holder = level === null ? undefined : holders.get(level);
    if (level !== null && holder === undefined) holders.set(level, index + 1);
    const problem: RuleProblem = {
      level: level === null ? 'blank' : holder !== undefined ? 'taken' : null,
      ...(holder !== undefined && { holder }),
      action: action === null ? 'blank' : action === 'role' && form.role === null ? 'needsRole' : null,
    };
    return problem.level || problem.action ? problem : null;
  });
}
