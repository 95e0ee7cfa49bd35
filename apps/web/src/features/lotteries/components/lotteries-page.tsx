import { CollectionPage } from '../../../components/settings/collection-page.tsx';
import { useGuildChannels, useGuildRoles } from '../../../lib/api/guild-objects.ts';
import { LotteriesEditor } from './lotteries-editor.tsx';

/** /dashboard/servers/{id}/lotteries (docs/product.md#lotteries). */
export function LotteriesPage({ id }: { id: string }) {
  const channels = useGuildChannels(id);
  const roles = useGuildRoles(id);
  return (
    <CollectionPage page="lotteries" guildId={id} extra={{ channels: channels.data, roles: roles.data }}>
      {(collection, extra) => (
        <LotteriesEditor collection={collection} channels={extra.channels} roles={extra.roles} />
      )}
    </CollectionPage>
  );
}
