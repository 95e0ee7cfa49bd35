import { RegisteredSettingsPage } from '../../../components/settings/registered-settings-page.tsx';
import { useGuildChannels, useGuildRoles } from '../../../lib/api/guild-objects.ts';
import { useGuildInfo } from '../../../lib/api/guild-info.ts';
import { usePublicConfig } from '../../../lib/api/public-config.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { BoostsEditor } from './boosts-editor.tsx';

/** /dashboard/servers/{id}/boosts (spec 001 §2). */
export function BoostsPage({ id }: { id: string }) {
  const channels = useGuildChannels(id);
  // Only names role mentions in the preview: the page does not wait for it.
  const roles = useGuildRoles(id);
  const info = useGuildInfo(id);
  const config = usePublicConfig();
  const { user } = useSession();

  return (
    <RegisteredSettingsPage
      page="boosts"
      guildId={id}
      extra={{ channels: channels.data, info: info.data, config, user: user ?? undefined }}
    >
      {(form, extra, { boostTier }) => (
        <BoostsEditor
          form={form}
          boostTier={boostTier}
          channels={extra.channels}
          roles={roles.data ?? []}
          context={{
            member: { id: extra.user.id, username: extra.user.username },
            server: extra.info.name,
            level: boostTier,
          }}
          cdnBase={extra.config.cdnBase}
        />
      )}
    </RegisteredSettingsPage>
  );
}
