import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PING_TIME, type NumberFieldPath } from '@hoshi/contracts';
import { NumberInput } from '../../../components/number-input.tsx';
import { pingTime, toPingSeconds } from '../pings-save.ts';

/** The trigger period as minutes and seconds, held as total seconds (docs/product.md#moderation). */
export function PingTimeField({
  field,
  value,
  onChange,
}: {
  /** The declared field ("pings.msgSettings.time"). */
  field: NumberFieldPath;
  value: number;
  onChange: (seconds: number) => void;
}) {
  const { t } = useTranslation('moderation');
  const id = useId();
  const { minutes, seconds } = pingTime(value);
  const atMax = minutes >= PING_TIME.minutesMax;
  return (
    <fieldset className="time-field" aria-describedby={`${id}-hint`}>
      <legend className="field__label">{t('pings.time')}</legend>
      <p className="field__hint" id={`${id}-hint`}>
        {t('pings.timeHint')}
      </p>
      <div className="time-field__parts">
        <label className="time-field__part">
          <NumberInput
            field={field}
            partRange={{ min: 0, max: PING_TIME.minutesMax }}
            value={minutes}
            onValue={(typed) => onChange(toPingSeconds(typed, seconds, PING_TIME.minutesMax))}
          />
          <span>{t('pings.minutes')}</span>
        </label>
        <label className="time-field__part">
          <NumberInput
            field={field}
            partRange={{ min: 0, max: PING_TIME.secondsMax }}
            value={seconds}
            // docs/product.md#moderation: seconds are forced to 0 at 15 minutes.
            disabled={atMax}
            onValue={(typed) => onChange(toPingSeconds(minutes, typed, PING_TIME.minutesMax))}
          />
          <span>{t('pings.seconds')}</span>
        </label>
      </div>
    </fieldset>
  );
}
