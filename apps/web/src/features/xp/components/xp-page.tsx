import { RegisteredSettingsPage } from '../../../components/settings/registered-settings-page.tsx';
import { useGuildChannels, useGuildRoles } from '../../../lib/api/guild-objects.ts';
import { toXpDocument, toXpForm } from '../lvlroles.ts';
import { XpEditor } from './xp-editor.tsx';

const xpAdapter = { toForm: toXpForm, toDocument: toXpDocument };

/** /dashboard/servers/{id}/xp (docs/product.md#xp). */
export function XpPage({ id }: { id: string }) {
  const channels = useGuildChannels(id);
  const roles = useGuildRoles(id);

  return (
    <RegisteredSettingsPage
      page="xp"
      guildId={id}
      extra={{ channels: channels.data, roles: roles.data }}
      adapter={xpAdapter}
    >
      {(form, { channels, roles }) => <XpEditor form={form} channels={channels} roles={roles} guildId={id} />}
    </RegisteredSettingsPage>
  );
}
