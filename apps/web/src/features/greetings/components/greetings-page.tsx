import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../../../components/settings/settings-page.tsx';
import { useGuildChannels, useGuildRoles } from '../../../lib/api/guild-objects.ts';
import { useGuildInfo } from '../../../lib/api/guild-info.ts';
import { usePublicConfig } from '../../../lib/api/public-config.ts';
import { avatarUrl, guildIconUrl } from '../../../lib/discord-images.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { useGreetings } from '../api/get-greetings.ts';
import { saveGreetings } from '../api/save-greetings.ts';
import { sampleMember } from '../fill-variables.ts';
import { GreetingsEditor } from './greetings-editor.tsx';

/** /dashboard/servers/{id}/greetings (spec 000 §2). */
export function GreetingsPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const greetings = useGreetings(id);
  const channels = useGuildChannels(id);
  // Only names role mentions in the preview: the page does not wait for it.
  const roles = useGuildRoles(id);
  const info = useGuildInfo(id);
  const config = usePublicConfig();
  const { user } = useSession();

  // "join.channel" → "Join — Channel": how a rejected field is named in the save toast.
  const describeField = (path: string) => {
    const [kind, field] = path.split('.');
    const kindLabel = kind === 'join' || kind === 'leave' ? t(`greetings.${kind}`) : kind;
    const fieldLabel =
      field === 'message' || field === 'channel' || field === 'style' ? t(`greetings.${field}`) : field;
    return [kindLabel, fieldLabel].filter(Boolean).join(' — ');
  };

  return (
    <SettingsPage
      guildId={id}
      title={t('hub.greetings')}
      answer={greetings.data}
      extra={{ channels: channels.data, info: info.data, config, user: user ?? undefined }}
      save={(doc) => saveGreetings(id, doc)}
      describeField={describeField}
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
    </SettingsPage>
  );
}
