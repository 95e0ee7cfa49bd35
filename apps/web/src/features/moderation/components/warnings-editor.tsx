import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WARNING_ACTIONS, warningsSettings } from '@hoshi/contracts';
import type { Channel, Role, WarningAction } from '@hoshi/contracts';
import { Field } from '../../../components/field.tsx';
import { NumberInput } from '../../../components/number-input.tsx';
import { RolePicker } from '../../../components/pickers/role-picker.tsx';
import type { SettingsForm } from '../../../components/settings/use-settings-form.ts';
import { ModerationChannelField } from './moderation-channel-field.tsx';
import { ruleProblems, type WarningsForm } from '../warning-form.ts';
import { WarningRuleList } from './warning-rule-list.tsx';

interface WarningsEditorProps {
  form: SettingsForm<WarningsForm>;
  channels: Channel[];
  roles: Role[];
}

/** docs/product.md#moderation: channel, warning role, regression, then the rules. */
export function WarningsEditor({ form, channels, roles }: WarningsEditorProps) {
  const { t } = useTranslation('moderation');
  const id = useId();
  const { value } = form;
  const actionLabel = (action: WarningAction) =>
    action === 'role' || action === 'ban'
      ? t(`warnings.actions.${action}`)
      : t('warnings.actions.timeout', { days: action.slice(2) });

  return (
    <div className="settings-fields">
      <p className="settings-intro">{t('warnings.intro')}</p>
      <ModerationChannelField
        label={t('warnings.channel')}
        hint={t('warnings.channelHint')}
        channels={channels}
        value={value.channel}
        onChange={(channel) => form.set((f) => ({ ...f, channel }))}
      />
      <Field htmlFor={`${id}-role`} label={t('warnings.role')} hint={t('warnings.roleHint')}>
        <RolePicker
          inputId={`${id}-role`}
          roles={roles}
          field={warningsSettings.shape.role}
          value={value.role}
          onChange={(role) => form.set((f) => ({ ...f, role }))}
        />
      </Field>
      <Field
        htmlFor={`${id}-regression`}
        label={t('warnings.regression')}
        hint={t('warnings.regressionHint')}
      >
        <NumberInput
          id={`${id}-regression`}
          aria-describedby={`${id}-regression-hint`}
          field="warnings.regression"
          value={value.regression}
          onValue={(regression) => form.set((f) => ({ ...f, regression }))}
        />
      </Field>
      <WarningRuleList
        rules={value.rules}
        problems={ruleProblems(value)}
        actions={WARNING_ACTIONS.map((action) => ({ value: action, label: actionLabel(action) }))}
        onChange={(rules) => form.set((f) => ({ ...f, rules }))}
      />
    </div>
  );
}
