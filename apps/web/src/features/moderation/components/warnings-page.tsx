import type { Channel, Role } from '@hoshi/contracts';
import { RegisteredSettingsPage } from '../../../components/settings/registered-settings-page.tsx';
import { useGuildChannels, useGuildRoles } from '../../../lib/api/guild-objects.ts';
import { warningsAdapter, type WarningsForm } from '../warning-form.ts';
import { WarningsEditor } from './warnings-editor.tsx';

/** /dashboard/servers/{id}/moderation/warnings: basic settings and the warning-level rules. */
export function WarningsPage({ id }: { id: string }) {
  const channels = useGuildChannels(id);
  const roles = useGuildRoles(id);
  return (
    <RegisteredSettingsPage<'warnings', WarningsForm, { channels: Channel[]; roles: Role[] }>
      page="warnings"
      guildId={id}
      adapter={warningsAdapter}
      alwaysSave
      extra={{ channels: channels.data, roles: roles.data }}
    >
      {(form, extra) => <WarningsEditor form={form} channels={extra.channels} roles={extra.roles} />}
    </RegisteredSettingsPage>
  );
}
