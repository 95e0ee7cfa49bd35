import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WARNING_LIMITS, type WarningAction } from '@hoshi/contracts';
import { Icon } from '../../../components/icon.tsx';
import { NumberInput } from '../../../components/number-input.tsx';
import { ChoiceSelect, type Choice } from '../../../components/pickers/choice-select.tsx';
import type { DraftRule, RuleProblem } from '../warning-form.ts';

interface WarningRuleListProps {
  rules: DraftRule[];
  /** What is wrong with each rule (ruleProblems), in the rules' order. */
  problems: (RuleProblem | null)[];
  actions: Choice<WarningAction>[];
  onChange: (rules: DraftRule[]) => void;
}

/**
 * The warning-level rules: added blank, edited in place, removed (docs/product.md#moderation). A rule with
 * something wrong is marked as it is edited, the reason written under it.
 */
export function WarningRuleList({ rules, problems, actions, onChange }: WarningRuleListProps) {
  const { t } = useTranslation('moderation');
  const id = useId();
  const update = (index: number, patch: Partial<DraftRule>) =>
    onChange(rules.map((rule, i) => (i === index ? { ...rule, ...patch } : rule)));

  return (
    <fieldset className="rule-list">
      <legend className="field__label">{t('warnings.rules')}</legend>
      <p className="field__hint">{t('warnings.rulesHint')}</p>
      {rules.length === 0 && <p className="rule-list__empty">{t('warnings.noRules')}</p>}
      <ol className="rule-list__rows">
        {rules.map((rule, index) => {
          const name = t('warnings.rule', { n: index + 1 });
          const problem = problems[index] ?? null;
          const levelError = `${id}-${index}-level`;
          const actionError = `${id}-${index}-action`;
          return (
            // Rules have no id of their own; a row is its place in the list.
            <li
              key={index}
              className={`rule-list__row${problem ? ' rule-list__row--invalid' : ''}`}
              data-invalid={problem ? 'true' : undefined}
            >
              <NumberInput
                className="rule-list__level"
                aria-label={`${name} — ${t('warnings.level')}`}
                aria-invalid={problem?.level ? true : undefined}
                aria-errormessage={problem?.level ? levelError : undefined}
                field="warnings.rules.*.level"
                blank
                value={rule.level}
                onValue={(level) => update(index, { level })}
              />
              <div className="rule-list__action">
                <ChoiceSelect
                  ariaLabel={`${name} — ${t('warnings.action')}`}
                  choices={actions}
                  value={rule.action}
                  onChange={(action) => update(index, { action })}
                  errorId={problem?.action ? actionError : undefined}
                />
              </div>
              <button
                type="button"
                className="button button--icon button--secondary"
                aria-label={t('warnings.remove', { n: index + 1 })}
                onClick={() => onChange(rules.filter((_, i) => i !== index))}
              >
                <Icon name="trash" size={18} />
              </button>
              {problem && (
                <div className="rule-list__problems">
                  {problem.level && (
                    <p id={levelError} className="field-warning">
                      <Icon name="alert" size={16} />
                      {problem.level === 'blank'
                        ? t('warnings.problems.levelBlank', {
                            min: WARNING_LIMITS.levelMin,
                            max: WARNING_LIMITS.levelMax,
                          })
                        : t('warnings.problems.levelTaken', { level: rule.level, holder: problem.holder })}
                    </p>
                  )}
                  {problem.action && (
                    <p id={actionError} className="field-warning">
                      <Icon name="alert" size={16} />
                      {t(`warnings.problems.${problem.action === 'blank' ? 'actionBlank' : 'needsRole'}`)}
                    </p>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="button button--secondary"
        disabled={rules.length >= WARNING_LIMITS.levelMax}
        onClick={() => onChange([...rules, { level: null, action: null }])}
      >
        <Icon name="plus" size={18} />
        {t('warnings.add')}
      </button>
    </fieldset>
  );
}
