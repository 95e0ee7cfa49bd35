import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@hoshi/contracts';
import { Field } from '../../../components/field.tsx';
import { RolePicker } from '../../../components/pickers/role-picker.tsx';

/** Roles exempt from a ping rule: only checked, never given, so any role will do. */
export function WhitelistField({
  roles,
  value,
  onChange,
}: {
  roles: Role[];
  value: string[];
  onChange(ids: string[]): void;
}) {
  const { t } = useTranslation('moderation');
  const id = useId();
  return (
    <Field htmlFor={id} label={t('pings.whitelist')} hint={t('pings.whitelistHint')}>
      <RolePicker multi inputId={id} roles={roles} botAssigns={false} value={value} onChange={onChange} />
    </Field>
  );
}
