import type { WarningAction, WarningsSettings } from '@hoshi/contracts';

/** A rule as the form holds it: blank level and action until the user picks them (spec 001 §2). */
export interface DraftRule {
  level: number | null;
  action: WarningAction | null;
}
export type WarningsForm = Omit<WarningsSettings, 'rules'> & { rules: DraftRule[] };

/**
 * The form keeps blank rules and sends them as they are: the server refuses them naming the
 * rule's field (spec 001 §5 shows no required-field messages of its own), and Save is always
 * allowed on this page (spec 001 §4).
 */
export const warningsAdapter = {
  toForm: (doc: WarningsSettings): WarningsForm => doc,
  toDocument: (form: WarningsForm) => form as WarningsSettings,
};

/** A whole number typed into a bounded field, clamped (spec 000 §5); blank stays blank. */
export const clampTyped = (typed: string, min: number, max: number): number | null =>
  typed.trim() === '' ? null : Math.min(max, Math.max(min, Math.trunc(Number(typed)) || min));
