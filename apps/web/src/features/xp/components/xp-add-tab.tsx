import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field.tsx';
import { NumberInput } from '../../../components/number-input.tsx';
import { xpSettings } from '@hoshi/contracts';
import type { Role } from '@hoshi/contracts';
import { RolePicker } from '../../../components/pickers/role-picker.tsx';
import type { SettingsForm } from '../../../components/settings/use-settings-form.ts';
import { toXpDocument } from '../lvlroles.ts';
import type { LevelRoleRow, XpForm } from '../lvlroles.ts';
import { LevelRoleList } from './level-role-list.tsx';

/**
 * Four level + role rows and the reward role. The rows are staged in the form: complete ones
 * are merged into lvlroles when saved (see docs/decisions/0016-xp-add-and-remove-tabs-against-lvlroles.md), and the list below shows the
 * result as it will be stored.
 */
export function XpAddTab({ form, roles }: { form: SettingsForm<XpForm>; roles: Role[] }) {
  const { t } = useTranslation();
  const id = useId();
  const { value } = form;

  const setRow = (index: number, patch: Partial<LevelRoleRow>) =>
    form.set((f) => ({ ...f, rows: f.rows.map((row, i) => (i === index ? { ...row, ...patch } : row)) }));

  return (
    <div className="settings-fields">
      <p className="field__hint">{t('xp.addIntro')}</p>
      <ol className="level-rows">
        {value.rows.map((row, index) => {
          const n = index + 1;
          const incomplete = (row.level === null) !== (row.role === null);
          return (
            <li key={index} className="level-row">
              <fieldset>
                <legend className="visually-hidden">{t('xp.row', { n })}</legend>
                <span className="level-row__number" aria-hidden="true">
                  {n}
                </span>
                <Field htmlFor={`${id}-level-${n}`} label={t('xp.level')} className="field--level">
                  <NumberInput
                    id={`${id}-level-${n}`}
                    field="xp.lvlroles.*"
                    blank
                    value={row.level}
                    onValue={(level) => setRow(index, { level })}
                  />
                </Field>
                <Field htmlFor={`${id}-role-${n}`} label={t('xp.role')} className="field--grow">
                  <RolePicker
                    inputId={`${id}-role-${n}`}
                    roles={roles}
                    field={xpSettings.shape.lvlroles}
                    value={row.role}
                    onChange={(role) => setRow(index, { role })}
                  />
                </Field>
              </fieldset>
              {incomplete && <p className="field__hint level-row__incomplete">{t('xp.incomplete', { n })}</p>}
            </li>
          );
        })}
      </ol>

      <fieldset className="reward">
        <legend className="field__label">{t('xp.reward')}</legend>
        <p className="field__hint">{t('xp.rewardHint')}</p>
        <div className="reward__fields">
          <Field htmlFor={`${id}-reward-level`} label={t('xp.rewardLevel')} className="field--level">
            <NumberInput
              id={`${id}-reward-level`}
              field="xp.reward.level"
              value={value.reward.level}
              onValue={(level) => form.set((f) => ({ ...f, reward: { ...f.reward, level } }))}
            />
          </Field>
          <Field htmlFor={`${id}-reward-role`} label={t('xp.reward')} className="field--grow">
            <RolePicker
              inputId={`${id}-reward-role`}
              roles={roles}
              field={xpSettings.shape.reward.shape.role}
              value={value.reward.role}
              onChange={(role) => form.set((f) => ({ ...f, reward: { ...f.reward, role } }))}
            />
          </Field>
        </div>
      </fieldset>

      <LevelRoleList saved={form.saved.lvlroles} next={toXpDocument(value).lvlroles} roles={roles} />
    </div>
  );
}
