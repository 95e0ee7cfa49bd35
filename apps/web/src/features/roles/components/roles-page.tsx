import { RegisteredSettingsPage } from '../../../components/settings/registered-settings-page.tsx';
import { useGuildRoles } from '../../../lib/api/guild-objects.ts';
import { RolesEditor } from './roles-editor.tsx';

/** /dashboard/servers/{id}/roles: the special roles (docs/product.md#special-roles). */
export function RolesPage({ id }: { id: string }) {
  const roles = useGuildRoles(id);
  return (
    <RegisteredSettingsPage page="roles" guildId={id} extra={{ roles: roles.data }}>
      {(form, extra) => <RolesEditor form={form} roles={extra.roles} />}
    </RegisteredSettingsPage>
  );
}
