import { RegisteredSettingsPage } from '../../../components/settings/registered-settings-page.tsx';
import { useGuildChannels, useGuildRoles } from '../../../lib/api/guild-objects.ts';
import { useGuildInfo } from '../../../lib/api/guild-info.ts';
import { usePublicConfig } from '../../../lib/api/public-config.ts';
import { avatarUrl, guildIconUrl } from '../../../lib/discord-images.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { sampleMember } from '../fill-variables.ts';
import { GreetingsEditor } from './greetings-editor.tsx';

/** /dashboard/servers/{id}/greetings (spec 000 §2). */
export function GreetingsPage({ id }: { id: string }) {
  const channels = useGuildChannels(id);
  // Only names role mentions in the preview: the page does not wait for it.
  const roles = useGuildRoles(id);
  const info = useGuildInfo(id);
  const config = usePublicConfig();
  const { user } = useSession();

  return (
    <RegisteredSettingsPage
      page="greetings"
      guildId={id}
      extra={{ channels: channels.data, info: info.data, config, user: user ?? undefined }}
    >
      {(form, extra) => (
        <GreetingsEditor
          form={form}
          channels={extra.channels}
          roles={roles.data ?? []}
          context={{
            member: { id: extra.user.id, username: extra.user.username },
            server: extra.info.name,
            members: extra.info.members,
            randomMember: sampleMember(id),
          }}
          avatarUrl={avatarUrl(extra.config.cdnBase, extra.user)}
          cdnBase={extra.config.cdnBase}
          guildIconUrl={
            extra.info.icon ? guildIconUrl(extra.config.cdnBase, { id, icon: extra.info.icon }) : null
          }
        />
      )}
    </RegisteredSettingsPage>
  );
}
