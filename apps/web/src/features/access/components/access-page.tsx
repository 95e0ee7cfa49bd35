import { RegisteredSettingsPage } from '../../../components/settings/registered-settings-page.tsx';
import { useGuildRoles } from '../../../lib/api/guild-objects.ts';
import { AccessEditor } from './access-editor.tsx';

/** /dashboard/servers/{id}/access: who else may use the dashboard (docs/product.md#access-for-roles). */
export function AccessPage({ id }: { id: string }) {
  const roles = useGuildRoles(id);
  return (
    <RegisteredSettingsPage page="access" guildId={id} extra={{ roles: roles.data }}>
      {(form, extra) => <AccessEditor form={form} roles={extra.roles} />}
    </RegisteredSettingsPage>
  );
}
