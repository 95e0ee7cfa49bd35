import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field.tsx';
import { NumberInput } from '../../../components/number-input.tsx';
import { boostMultiplier, xpSettings } from '@hoshi/contracts';
import type { Channel } from '@hoshi/contracts';
import { ChannelPicker } from '../../../components/pickers/channel-picker.tsx';
import type { SettingsForm } from '../../../components/settings/use-settings-form.ts';
import type { XpForm } from '../lvlroles.ts';
import { formatBoost } from '../xp-values.ts';

/** Base rate, boost bonus, exempt channels and the optional notification channel. */
export function XpSettingsTab({ form, channels }: { form: SettingsForm<XpForm>; channels: Channel[] }) {
  const { t } = useTranslation();
  const id = useId();
  const { value } = form;

  return (
    <div className="settings-fields">
      <div className="field-row">
        <Field htmlFor={`${id}-rate`} label={t('xp.rate')} hint={t('xp.rateHint')}>
          <NumberInput
            id={`${id}-rate`}
            field="xp.rate"
            value={value.rate}
            aria-describedby={`${id}-rate-hint`}
            onValue={(rate) => form.set((f) => ({ ...f, rate }))}
          />
        </Field>

        <Field htmlFor={`${id}-boost`} label={t('xp.boost')} hint={t('xp.boostHint')}>
          <div className="input-with-output">
            <NumberInput
              id={`${id}-boost`}
              field="xp.boostBonus"
              value={value.boostBonus}
              aria-describedby={`${id}-boost-hint ${id}-boost-value`}
              onValue={(boostBonus) => form.set((f) => ({ ...f, boostBonus }))}
            />
            <output id={`${id}-boost-value`} className="pill" htmlFor={`${id}-boost`}>
              {t('xp.boostValue', { value: formatBoost(boostMultiplier(value.boostBonus)) })}
            </output>
          </div>
        </Field>
      </div>

      <Field htmlFor={`${id}-exempt`} label={t('xp.exempt')} hint={t('xp.exemptHint')}>
        <ChannelPicker
          multi
          inputId={`${id}-exempt`}
          channels={channels}
          field={xpSettings.shape.exempt}
          value={value.exempt}
          onChange={(exempt) => form.set((f) => ({ ...f, exempt }))}
        />
      </Field>

      <Field htmlFor={`${id}-notify`} label={t('xp.notify')} hint={t('xp.notifyHint')}>
        <ChannelPicker
          inputId={`${id}-notify`}
          channels={channels}
          field={xpSettings.shape.channel}
          value={value.channel}
          onChange={(channel) => form.set((f) => ({ ...f, channel }))}
        />
      </Field>
    </div>
  );
}
