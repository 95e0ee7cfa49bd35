import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTOVC_LIMITS, AUTOVC_POSITIONS, type AutovcEdit } from '@hoshi/contracts';
import { Field } from '../../../components/field.tsx';
import { Icon } from '../../../components/icon.tsx';
import { NumberInput } from '../../../components/number-input.tsx';
import { SegmentedControl } from '../../../components/segmented-control.tsx';
import { canStep, stepAudio } from '../audio-steps.ts';
import { AutovcVariables } from './autovc-variables.tsx';

export type RoomFields = Omit<AutovcEdit, 'version'>;

interface RoomFieldsProps {
  value: RoomFields;
  boostTier: number;
  onChange: (patch: Partial<RoomFields>) => void;
}

/** docs/product.md#auto-voice-channels: the room-name template, user limit, audio stepper and position of both tabs. */
export function RoomFieldset({ value, boostTier, onChange }: RoomFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const step = (direction: 1 | -1) => onChange({ audio: stepAudio(value.audio, boostTier, direction) });
  return (
    <>
      <div className="field">
        <div className="field__label-row">
          <label className="field__label" htmlFor={`${id}-room`}>
            {t('autovc.roomName')}
          </label>
          <AutovcVariables />
        </div>
        <input
          id={`${id}-room`}
          className="input"
          maxLength={AUTOVC_LIMITS.nameMax}
          value={value.roomName}
          onChange={(event) => onChange({ roomName: event.target.value })}
        />
      </div>
      <Field htmlFor={`${id}-limit`} label={t('autovc.limit')} hint={t('autovc.limitHint')}>
        <NumberInput
          id={`${id}-limit`}
          aria-describedby={`${id}-limit-hint`}
          field="autovc.limit"
          value={value.limit}
          onValue={(limit) => onChange({ limit })}
        />
      </Field>
      <div className="field">
        <span className="field__label" id={`${id}-audio-label`}>
          {t('autovc.audio')}
        </span>
        <div className="stepper" role="group" aria-labelledby={`${id}-audio-label`}>
          <button
            type="button"
            className="button button--secondary stepper__button"
            aria-label={t('autovc.audioDown')}
            disabled={!canStep(value.audio, boostTier, -1)}
            onClick={() => step(-1)}
          >
            <Icon name="minus" size={18} />
          </button>
          <output className="stepper__value" aria-live="polite">
            {t('autovc.kbps', { value: value.audio })}
          </output>
          <button
            type="button"
            className="button button--secondary stepper__button"
            aria-label={t('autovc.audioUp')}
            disabled={!canStep(value.audio, boostTier, 1)}
            onClick={() => step(1)}
          >
            <Icon name="plus" size={18} />
          </button>
        </div>
        <p className="field__hint">{t('autovc.audioHint', { tier: boostTier })}</p>
      </div>
      <SegmentedControl
        legend={t('autovc.position')}
        value={value.position}
        onChange={(position) => onChange({ position })}
        options={AUTOVC_POSITIONS.map((p) => ({ value: p, label: t(`autovc.positions.${p}`) }))}
      />
    </>
  );
}
