import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pingsSettings, type Role } from '@hoshi/contracts';
import { Field } from '../../../components/field.tsx';
import { MessageField } from '../../../components/message-field.tsx';
import { RolePicker } from '../../../components/pickers/role-picker.tsx';

interface WhitelistAndMessageProps {
  roles: Role[];
  value: { whitelist: string[]; message: string };
  onChange: (patch: { whitelist?: string[]; message?: string }) => void;
}

/**
 * What each ping tab ends with: the roles exempt from its rule (only checked, never given, so
 * any role will do) and the message Hoshi posts.
 */
export function WhitelistAndMessage({ roles, value, onChange }: WhitelistAndMessageProps) {
  const { t } = useTranslation('moderation');
  const id = useId();
  return (
    <>
      <Field htmlFor={id} label={t('pings.whitelist')} hint={t('pings.whitelistHint')}>
        <RolePicker
          multi
          inputId={id}
          roles={roles}
          // The three tabs' whitelists share one declaration: roles Hoshi only watches.
          field={pingsSettings.shape.msgSettings.shape.whitelist}
          value={value.whitelist}
          onChange={(whitelist) => onChange({ whitelist })}
        />
      </Field>
      <MessageField
        label={t('pings.message')}
        value={value.message}
        rows={3}
        variables={[]}
        onChange={(message) => onChange({ message })}
      />
    </>
  );
}
