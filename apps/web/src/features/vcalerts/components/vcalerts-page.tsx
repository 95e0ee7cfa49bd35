import { RegisteredSettingsPage } from '../../../components/settings/registered-settings-page.tsx';
import { useGuildChannels, useGuildRoles } from '../../../lib/api/guild-objects.ts';
import { useGuildInfo } from '../../../lib/api/guild-info.ts';
import { usePublicConfig } from '../../../lib/api/public-config.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { VcAlertsEditor } from './vcalerts-editor.tsx';

/** /dashboard/servers/{id}/vcalerts (spec 001 §2). */
export function VcAlertsPage({ id }: { id: string }) {
  const channels = useGuildChannels(id);
  const roles = useGuildRoles(id);
  const info = useGuildInfo(id);
  const config = usePublicConfig();
  const { user } = useSession();
  return (
    <RegisteredSettingsPage
      page="vcalerts"
      guildId={id}
      extra={{ channels: channels.data, roles: roles.data, info: info.data, config, user: user ?? undefined }}
    >
      {(form, extra) => (
        <VcAlertsEditor
          form={form}
          channels={extra.channels}
          roles={extra.roles}
          member={{ id: extra.user.id, username: extra.user.username }}
          server={extra.info.name}
          cdnBase={extra.config.cdnBase}
        />
      )}
    </RegisteredSettingsPage>
  );
}
