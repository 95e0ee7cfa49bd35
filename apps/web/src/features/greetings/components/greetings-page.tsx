import { RegisteredSettingsPage } from '../../../components/settings/registered-settings-page.tsx';
import { usePreviewData } from '../../../components/discord-preview/use-preview-data.ts';
import { avatarUrl, guildIconUrl } from '../../../lib/discord-images.ts';
import { sampleMember } from '@hoshi/bot-messages';
import { GreetingsEditor } from './greetings-editor.tsx';

/** /dashboard/servers/{id}/greetings (docs/product.md#greetings). */
export function GreetingsPage({ id }: { id: string }) {
  const preview = usePreviewData(id);

  return (
    <RegisteredSettingsPage page="greetings" guildId={id} extra={preview.waitFor}>
      {(form, extra) => (
        <GreetingsEditor
          form={form}
          channels={extra.channels}
          roles={preview.roles ?? []}
          context={{
            member: { id: extra.user.id, username: extra.user.username },
            server: extra.info.name,
            members: extra.info.members,
            randomMember: sampleMember(id),
          }}
          avatarUrl={avatarUrl(extra.config.cdnBase, extra.user)}
          cdnBase={extra.config.cdnBase}
          lang={extra.info.lang}
          guildIconUrl={
            extra.info.icon ? guildIconUrl(extra.config.cdnBase, { id, icon: extra.info.icon }) : null
          }
        />
      )}
    </RegisteredSettingsPage>
  );
}
