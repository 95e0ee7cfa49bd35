import { RegisteredSettingsPage } from '../../../components/settings/registered-settings-page.tsx';
import { usePreviewData } from '../../../components/discord-preview/use-preview-data.ts';
import { BoostsEditor } from './boosts-editor.tsx';

/** /dashboard/servers/{id}/boosts (docs/product.md#boosts). */
export function BoostsPage({ id }: { id: string }) {
  const preview = usePreviewData(id);

  return (
    <RegisteredSettingsPage page="boosts" guildId={id} extra={preview.waitFor}>
      {(form, extra, { boostTier }) => (
        <BoostsEditor
          form={form}
          boostTier={boostTier}
          channels={extra.channels}
          roles={preview.roles ?? []}
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
