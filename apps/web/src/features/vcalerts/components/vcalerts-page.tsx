import { RegisteredSettingsPage } from '../../../components/settings/registered-settings-page.tsx';
import { useGuildChannels, useGuildRoles } from '../../../lib/api/guild-objects.ts';
import { VcAlertsEditor } from './vcalerts-editor.tsx';

/** /dashboard/servers/{id}/vcalerts (spec 001 §2). */
export function VcAlertsPage({ id }: { id: string }) {
  const channels = useGuildChannels(id);
  const roles = useGuildRoles(id);
  return (
    <RegisteredSettingsPage
      page="vcalerts"
      guildId={id}
      extra={{ channels: channels.data, roles: roles.data }}
    >
      {(form, extra) => <VcAlertsEditor form={form} channels={extra.channels} roles={extra.roles} />}
    </RegisteredSettingsPage>
  );
}
