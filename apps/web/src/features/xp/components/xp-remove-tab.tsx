import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field.tsx';
import type { Role } from '@hoshi/contracts';
import { ThemedSelect } from '../../../components/pickers/themed-select.tsx';
import type { SettingsForm } from '../../../components/settings/use-settings-form.ts';
import { levelRoleEntries, toXpDocument } from '../lvlroles.ts';
import type { XpForm } from '../lvlroles.ts';
import { LevelRoleList } from './level-role-list.tsx';

interface LevelRoleOption {
  level: string;
  label: string;
}

/** A multi-select of the configured level roles; the picked ones go when the page is saved. */
export function XpRemoveTab({ form, roles }: { form: SettingsForm<XpForm>; roles: Role[] }) {
  const { t } = useTranslation();
  const id = useId();
  const { value } = form;
  const names = new Map(roles.map((r) => [r.id, r.name]));
  const options: LevelRoleOption[] = levelRoleEntries(value.lvlroles).map(({ level, role }) => ({
    level,
    label: t('xp.levelRole', { level, role: names.get(role) ?? t('pickers.missingRole') }),
  }));

  return (
    <div className="settings-fields">
      <Field htmlFor={`${id}-remove`} label={t('xp.removeLabel')} hint={t('xp.removeIntro')}>
        <ThemedSelect<LevelRoleOption, true>
          inputId={`${id}-remove`}
          isMulti
          options={options}
          value={options.filter((option) => value.remove.includes(option.level))}
          getOptionValue={(option) => option.level}
          noOptionsMessage={() => (options.length === 0 ? t('xp.noLevelRoles') : t('pickers.noOptions'))}
          onChange={(picked) => form.set((f) => ({ ...f, remove: picked.map((option) => option.level) }))}
        />
      </Field>
      <LevelRoleList saved={form.saved.lvlroles} next={toXpDocument(value).lvlroles} roles={roles} />
    </div>
  );
}
