import { CollectionPage } from '../../../components/settings/collection-page.tsx';
import { useGuildChannels, useGuildRoles } from '../../../lib/api/guild-objects.ts';
import { SurveysEditor } from './surveys-editor.tsx';

/** /dashboard/servers/{id}/surveys (docs/product.md#surveys). */
export function SurveysPage({ id }: { id: string }) {
  const channels = useGuildChannels(id);
  const roles = useGuildRoles(id);
  return (
    <CollectionPage page="surveys" guildId={id} extra={{ channels: channels.data, roles: roles.data }}>
      {(collection, extra) => (
        <SurveysEditor guildId={id} collection={collection} channels={extra.channels} roles={extra.roles} />
      )}
    </CollectionPage>
  );
}
