import { RegisteredSettingsPage } from '../../../components/settings/registered-settings-page.tsx';
import { usePreviewData } from '../../../components/discord-preview/use-preview-data.ts';
import { VcAlertsEditor } from './vcalerts-editor.tsx';

/** /dashboard/servers/{id}/vcalerts (docs/product.md#vc-alerts). */
export function VcAlertsPage({ id }: { id: string }) {
  const preview = usePreviewData(id);
  return (
    // The mention role is a field here: the page waits for the roles too.
    <RegisteredSettingsPage page="vcalerts" guildId={id} extra={{ ...preview.waitFor, roles: preview.roles }}>
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
