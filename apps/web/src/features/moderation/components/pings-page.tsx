import { useState } from 'react';
import type { PingTab } from '@hoshi/contracts';
import { RegisteredSettingsPage } from '../../../components/settings/registered-settings-page.tsx';
import { useGuildChannels, useGuildRoles } from '../../../lib/api/guild-objects.ts';
import { withActiveTab } from '../pings-save.ts';
import { PingsEditor } from './pings-editor.tsx';

/** /dashboard/servers/{id}/moderation/pings: Save sends the active tab (spec 001 §7). */
export function PingsPage({ id }: { id: string }) {
  const channels = useGuildChannels(id);
  const roles = useGuildRoles(id);
  const [tab, setTab] = useState<PingTab>('msgSettings');
  return (
    <RegisteredSettingsPage
      page="pings"
      guildId={id}
      outgoing={withActiveTab(tab)}
      extra={{ channels: channels.data, roles: roles.data }}
    >
      {(form, extra) => (
        <PingsEditor form={form} channels={extra.channels} roles={extra.roles} tab={tab} onTab={setTab} />
      )}
    </RegisteredSettingsPage>
  );
}
