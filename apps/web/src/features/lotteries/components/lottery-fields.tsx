import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  finishWindow,
  LOTTERY_LIMITS,
  LOTTERY_LIST_TYPES,
  LOTTERY_WINNER_VARIABLES,
  lotteryEdit,
  type LotteryEdit,
  type LotteryWinnerVariable,
  type Role,
} from '@hoshi/contracts';
import { Field } from '../../../components/field.tsx';
import { Icon } from '../../../components/icon.tsx';
import { MessageField } from '../../../components/message-field.tsx';
import { NumberInput } from '../../../components/number-input.tsx';
import { RolePicker } from '../../../components/pickers/role-picker.tsx';
import { SegmentedControl } from '../../../components/segmented-control.tsx';
import { clampFinish, fromLocalInput, toLocalInput } from '../lottery-rules.ts';

export type LotteryFieldValues = Omit<LotteryEdit, 'version'>;

interface LotteryFieldsProps {
  value: LotteryFieldValues;
  roles: Role[];
  now: number;
  /** The stored finish, when editing: left as it is, it is not pulled into the window. */
  savedFinish?: number;
  /** Drawn already: listType, roles and finish are locked (docs/product.md#lotteries). */
  locked: boolean;
  onChange: (patch: Partial<LotteryFieldValues>) => void;
}

/** docs/product.md#lotteries: title, description, winner message, who may win, finish and max winners. */
export function LotteryFields({ value, roles, now, savedFinish, locked, onChange }: LotteryFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const window = finishWindow(now);
  return (
    <>
      <Field htmlFor={`${id}-title`} label={t('lotteries.title')}>
        <input
          id={`${id}-title`}
          className="input"
          maxLength={LOTTERY_LIMITS.titleMax}
          value={value.title}
          onChange={(event) => onChange({ title: event.target.value })}
        />
      </Field>
      <Field htmlFor={`${id}-message`} label={t('lotteries.message')}>
        <textarea
          id={`${id}-message`}
          className="textarea"
          rows={3}
          maxLength={LOTTERY_LIMITS.messageMax}
          value={value.message}
          onChange={(event) => onChange({ message: event.target.value })}
        />
      </Field>
      <MessageField
        label={t('lotteries.message2')}
        rows={2}
        value={value.message2}
        variables={LOTTERY_WINNER_VARIABLES.map((name) => ({
          name,
          meaning: t(`lotteries.vars.${name.slice(1, -1) as LotteryWinnerVariable}`),
        }))}
        onChange={(message2) => onChange({ message2 })}
      />
      {locked ? (
        <p className="field-warning">
          <Icon name="lock" size={16} />
          <span>{t('lotteries.locked')}</span>
        </p>
      ) : (
        <>
          <SegmentedControl
            legend={t('lotteries.listType')}
            value={value.listType}
            onChange={(listType) => onChange({ listType })}
            options={LOTTERY_LIST_TYPES.map((v) => ({ value: v, label: t(`lotteries.listTypes.${v}`) }))}
          />
          {value.listType !== 'any' && (
            <Field htmlFor={`${id}-roles`} label={t('lotteries.roles')}>
              <RolePicker
                multi
                field={lotteryEdit.shape.roles}
                inputId={`${id}-roles`}
                roles={roles}
                value={value.roles}
                onChange={(r) => onChange({ roles: r })}
              />
            </Field>
          )}
          <Field htmlFor={`${id}-finish`} label={t('lotteries.finish')} hint={t('lotteries.finishHint')}>
            <input
              id={`${id}-finish`}
              className="input"
              type="datetime-local"
              aria-describedby={`${id}-finish-hint`}
              min={toLocalInput(window.min)}
              max={toLocalInput(window.max)}
              value={toLocalInput(value.finish)}
              onChange={(event) => {
                const finish = fromLocalInput(event.target.value);
                if (finish !== null) onChange({ finish });
              }}
              onBlur={() => {
                if (value.finish !== savedFinish) onChange({ finish: clampFinish(value.finish, now) });
              }}
            />
          </Field>
        </>
      )}
      <Field htmlFor={`${id}-winners`} label={t('lotteries.maxWinners')} hint={t('lotteries.maxWinnersHint')}>
        <NumberInput
          id={`${id}-winners`}
          aria-describedby={`${id}-winners-hint`}
          field="lotteries.maxWinners"
          value={value.maxWinners}
          onValue={(maxWinners) => onChange({ maxWinners })}
        />
      </Field>
    </>
  );
}
