import { declaredRoleRule, type Role } from '@hoshi/contracts';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icon.tsx';
import { roleColor } from './role-options.ts';
import { reasonId, ThemedSelect } from './themed-select.tsx';

interface CommonProps {
  roles: readonly Role[];
  inputId: string;
  /**
   * The field's schema from the contract (`rolesSettings.shape.entry`): when it declares that
   * Hoshi hands the role out, roles above Hoshi's highest are disabled; a role it only mentions
   * or watches may sit anywhere.
   */
  field: Parameters<typeof declaredRoleRule>[0];
}

type RolePickerProps = CommonProps &
  (
    | { multi?: false; value: string | null; onChange: (id: string | null) => void }
    | { multi: true; value: readonly string[]; onChange: (ids: string[]) => void }
  );

const missingRole = (id: string, name: string): Role => ({
  id,
  name,
  color: 0,
  position: -1,
  assignable: true,
});

/**
 * The one role picker: clearable, each role with its colour, single or multiple. When the bot
 * hands the role out, roles it cannot (at or above its highest role, or managed) are offered
 * disabled with the reason beside them; one already saved that has become so is explained.
 */
export function RolePicker(props: RolePickerProps) {
  const { t } = useTranslation();
  const { roles, inputId } = props;
  const { assign } = declaredRoleRule(props.field);
  const locked = (role: Role) => assign && !role.assignable;
  const byId = new Map(roles.map((r) => [r.id, r]));
  const pick = (id: string) => byId.get(id) ?? missingRole(id, t('pickers.missingRole'));
  const selected = props.multi ? props.value.map(pick) : props.value === null ? [] : [pick(props.value)];
  const blocked = selected.filter(locked);

  return (
    <div className="picker">
      <ThemedSelect<Role, boolean>
        inputId={inputId}
        isMulti={props.multi ?? false}
        options={roles}
        value={props.multi ? selected : (selected[0] ?? null)}
        getOptionValue={(role) => role.id}
        getOptionLabel={(role) => role.name}
        unavailable={(role) => (locked(role) ? t('pickers.cannotAssign') : null)}
        noOptionsMessage={() => (roles.length === 0 ? t('pickers.noRoles') : t('pickers.noOptions'))}
        formatOptionLabel={(role, { context }) => (
          <span className="picker-option">
            <span className="role-swatch" style={{ background: roleColor(role.color) }} aria-hidden="true" />
            <span className="picker-option__name">{role.name}</span>
            {locked(role) && (
              <span className="picker-option__warning" title={t('pickers.cannotAssign')}>
                <Icon name="lock" size={15} />
                {context === 'menu' ? (
                  <span id={reasonId(inputId, role.id)}>{t('pickers.cannotAssign')}</span>
                ) : (
                  <span className="visually-hidden">{t('pickers.cannotAssign')}</span>
                )}
              </span>
            )}
          </span>
        )}
        onChange={(value) => {
          if (props.multi) props.onChange(((value ?? []) as readonly Role[]).map((r) => r.id));
          else props.onChange((value as Role | null)?.id ?? null);
        }}
      />
      {blocked.map((role) => (
        <p key={role.id} className="field-warning">
          <Icon name="lock" size={16} />
          <span>
            <strong>@{role.name}</strong> — {t('pickers.cannotAssign')}
          </span>
        </p>
      ))}
    </div>
  );
}
