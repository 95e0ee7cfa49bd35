import { useTranslation } from 'react-i18next';
import { WARNING_LIMITS, type WarningAction } from '@hoshi/contracts';
import { Icon } from '../../../components/icon.tsx';
import { NumberInput } from '../../../components/number-input.tsx';
import { ChoiceSelect, type Choice } from '../../../components/pickers/choice-select.tsx';
import { clampTyped, type DraftRule } from '../warning-form.ts';

interface WarningRuleListProps {
  rules: DraftRule[];
  actions: Choice<WarningAction>[];
  onChange(rules: DraftRule[]): void;
}

/** The warning-level rules: added blank, edited in place, removed (spec 001 §2). */
export function WarningRuleList({ rules, actions, onChange }: WarningRuleListProps) {
  const { t } = useTranslation('moderation');
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
          return (
            // Rules have no id of their own; a row is its place in the list.
            <li key={index} className="rule-list__row">
              <NumberInput
                className="rule-list__level"
                aria-label={`${name} — ${t('warnings.level')}`}
                min={WARNING_LIMITS.levelMin}
                max={WARNING_LIMITS.levelMax}
                value={rule.level ?? ''}
                onChange={(event) =>
                  update(index, {
                    level: clampTyped(event.target.value, WARNING_LIMITS.levelMin, WARNING_LIMITS.levelMax),
                  })
                }
              />
              <div className="rule-list__action">
                <ChoiceSelect
                  ariaLabel={`${name} — ${t('warnings.action')}`}
                  choices={actions}
                  value={rule.action}
                  onChange={(action) => update(index, { action })}
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
