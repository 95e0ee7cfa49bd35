import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GATE_TIMEOUT_DAYS, rolesSettings, SPECIAL_ROLE_ACTIONS } from '@hoshi/contracts';
import type { Role, RolesSettings, SpecialRoleAction } from '@hoshi/contracts';
import { Field } from '../../../components/field.tsx';
import { RolePicker } from '../../../components/pickers/role-picker.tsx';
import { SegmentedControl } from '../../../components/segmented-control.tsx';
import type { SettingsForm } from '../../../components/settings/use-settings-form.ts';

interface RolesEditorProps {
  form: SettingsForm<RolesSettings>;
  roles: Role[];
}

type GivenRole = 'bot' | 'entry' | 'vc';
type PunishedRole = 'gate' | 'newbie';

const GIVEN: GivenRole[] = ['bot', 'entry', 'vc'];
const PUNISHED: PunishedRole[] = ['gate', 'newbie'];

/** docs/product.md#special-roles: bot, entry and VC roles; gate and newbie roles, each with its own action. */
export function RolesEditor({ form, roles }: RolesEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const { value } = form;

  return (
    <div className="settings-fields">
      <p className="settings-intro">{t('roles.intro')}</p>
      {GIVEN.map((field) => (
        <Field
          key={field}
          htmlFor={`${id}-${field}`}
          label={t(`roles.${field}`)}
          hint={t(`roles.${field}Hint`)}
        >
          <RolePicker
            inputId={`${id}-${field}`}
            roles={roles}
            field={rolesSettings.shape[field]}
            value={value[field]}
            onChange={(role) => form.set((doc) => ({ ...doc, [field]: role }))}
          />
        </Field>
      ))}

      {PUNISHED.map((field) => (
        <fieldset key={field} className="settings-group">
          <legend className="settings-group__title">{t(`roles.${field}`)}</legend>
          <Field htmlFor={`${id}-${field}`} label={t('roles.role')} hint={t(`roles.${field}Hint`)}>
            <RolePicker
              inputId={`${id}-${field}`}
              roles={roles}
              field={rolesSettings.shape[field].shape.role}
              value={value[field].role}
              onChange={(role) => form.set((doc) => ({ ...doc, [field]: { ...doc[field], role } }))}
            />
          </Field>
          {/* docs/product.md#special-roles: each action is read from and written to its own role (not gate.action). */}
          <SegmentedControl<SpecialRoleAction>
            legend={t(`roles.${field}Action`)}
            value={value[field].action}
            onChange={(action) => form.set((doc) => ({ ...doc, [field]: { ...doc[field], action } }))}
            options={SPECIAL_ROLE_ACTIONS.map((action) => ({
              value: action,
              label: t(`roles.actions.${action}`, { days: GATE_TIMEOUT_DAYS }),
            }))}
          />
        </fieldset>
      ))}
    </div>
  );
}
