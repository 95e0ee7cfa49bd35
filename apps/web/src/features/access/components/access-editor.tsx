import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACCESS_GROUP_NAMES,
  ACCESS_LEVELS,
  accessGrant,
  MAX_ACCESS_GRANTS,
  type AccessGrant,
  type AccessLevel,
  type AccessSettings,
  type Role,
} from '@hoshi/contracts';
import { Field } from '../../../components/field.tsx';
import { RolePicker } from '../../../components/pickers/role-picker.tsx';
import { SegmentedControl } from '../../../components/segmented-control.tsx';
import type { SettingsForm } from '../../../components/settings/use-settings-form.ts';

interface AccessEditorProps {
  form: SettingsForm<AccessSettings>;
  roles: Role[];
}

/** The end of a grant is the end of the chosen day in the reader's time zone; the input shows that day. */
export const untilFromDay = (day: string): string | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 23, 59, 59).toISOString();
};
export const dayOfUntil = (until: string | null): string => {
  if (until === null) return '';
  const at = new Date(until);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
};

/**
 * docs/product.md#access-for-roles: each grant gives a role "view" or "edit" on groups of pages,
 * until a day or for good. Only owners and managers reach this page.
 */
export function AccessEditor({ form, roles }: AccessEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const { grants } = form.value;
  const setGrant = (index: number, patch: Partial<AccessGrant>) =>
    form.set((doc) => ({
      ...doc,
      grants: doc.grants.map((g, i) => (i === index ? { ...g, ...patch } : g)),
    }));
  const remove = (index: number) =>
    form.set((doc) => ({ ...doc, grants: doc.grants.filter((_, i) => i !== index) }));
  const add = (role: string | null) => {
    if (role === null) return;
    form.set((doc) => ({
      ...doc,
      grants: [...doc.grants, { role, level: 'view', groups: [], until: null }],
    }));
  };

  return (
    <div className="settings-fields">
      <p className="settings-intro">{t('access.intro')}</p>
      {grants.length === 0 && <p className="settings-intro">{t('access.none')}</p>}
      {grants.map((grant, index) => (
        <fieldset
          key={index}
          className="settings-group"
          aria-label={t('access.grantLabel', { n: index + 1 })}
        >
          <legend className="settings-group__title">{t('access.grantLabel', { n: index + 1 })}</legend>
          <Field htmlFor={`${id}-role-${index}`} label={t('access.role')}>
            <RolePicker
              inputId={`${id}-role-${index}`}
              roles={roles}
              field={accessGrant.shape.role}
              value={grant.role}
              onChange={(role) => role !== null && setGrant(index, { role })}
            />
          </Field>
          <SegmentedControl<AccessLevel>
            legend={t('access.level.label')}
            value={grant.level}
            onChange={(level) => setGrant(index, { level })}
            options={ACCESS_LEVELS.map((level) => ({ value: level, label: t(`access.level.${level}`) }))}
          />
          <fieldset className="check-group">
            <legend className="field__label">{t('access.groups')}</legend>
            {ACCESS_GROUP_NAMES.map((group) => (
              <label key={group} className="check-group__option">
                <input
                  type="checkbox"
                  checked={grant.groups.includes(group)}
                  onChange={(event) =>
                    setGrant(index, {
                      groups: event.target.checked
                        ? ACCESS_GROUP_NAMES.filter((g) => g === group || grant.groups.includes(g))
                        : grant.groups.filter((g) => g !== group),
                    })
                  }
                />
                {t(`access.group.${group}`)}
              </label>
            ))}
          </fieldset>
          <Field htmlFor={`${id}-until-${index}`} label={t('access.until')} hint={t('access.untilHint')}>
            <input
              id={`${id}-until-${index}`}
              type="date"
              className="input"
              value={dayOfUntil(grant.until)}
              onChange={(event) => setGrant(index, { until: untilFromDay(event.target.value) })}
            />
          </Field>
          <button type="button" className="button button--secondary" onClick={() => remove(index)}>
            {t('access.remove')}
          </button>
        </fieldset>
      ))}
      {grants.length < MAX_ACCESS_GRANTS && (
        <Field
          htmlFor={`${id}-add`}
          label={t('access.add')}
          hint={t('access.addHint', { max: MAX_ACCESS_GRANTS })}
        >
          <RolePicker
            inputId={`${id}-add`}
            roles={roles}
            field={accessGrant.shape.role}
            value={null}
            onChange={add}
          />
        </Field>
      )}
    </div>
  );
}
